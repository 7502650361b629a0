/** The route search's dialog: a combobox over the offered pages, best match first. */
import { useMemo, useState } from 'react';
import {
  Combobox,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Dialog,
  DialogPanel,
  DialogTitle,
  Label,
} from '@headlessui/react';
import { Search } from 'lucide-react';
import { pageSearch } from '#client/console-search.ts';
import type { ConsoleMenuItem } from '#client/console.store.ts';
import { consoleHref, navigate } from '#client/stores/console-nav.ts';
import { useConsole } from '#ui/console/context.ts';
import { PAGE_ICONS } from '#ui/console/icons.ts';

export default function SearchDialog({ onClose }: { onClose: () => void }) {
  const { locale, t, menu } = useConsole();
  const [query, setQuery] = useState('');
  const search = useMemo(() => pageSearch(menu), [menu]);
  const found = search(query);
  const go = (page: ConsoleMenuItem | null) => {
    if (!page) return;
    onClose();
    navigate(page.path);
  };
  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/30" aria-hidden="true" />
      <div className="fixed inset-0 flex items-start justify-center p-4 pt-[12vh]">
        <DialogPanel className="w-full max-w-lg rounded-lg bg-white shadow-xl">
          <DialogTitle className="sr-only">{t('console.search.open')}</DialogTitle>
          <Combobox<ConsoleMenuItem | null> value={null} onChange={go} immediate>
            <Label className="sr-only">{t('console.search.label')}</Label>
            <div className="flex items-center gap-2 border-b border-gray-200 px-4">
              <Search size={18} aria-hidden="true" className="text-gray-500" />
              <ComboboxInput
                autoFocus
                autoComplete="off"
                placeholder={t('console.search.label')}
                onChange={(e) => setQuery(e.target.value)}
                // The combobox keeps Escape to itself; here it closes the whole search.
                onKeyDown={(e) => e.key === 'Escape' && onClose()}
                className="w-full py-3 outline-none"
              />
            </div>
            {found.length === 0 && (
              <p role="status" className="px-4 py-4 text-gray-600">
                {t('console.search.none')}
              </p>
            )}
            <ComboboxOptions static className="max-h-80 overflow-y-auto py-2 empty:hidden">
              {found.map((page) => {
                const Icon = PAGE_ICONS[page.path];
                return (
                  <ComboboxOption
                    key={page.path}
                    value={page}
                    className="flex cursor-pointer items-center gap-3 px-4 py-2 data-focus:bg-gray-100"
                  >
                    <Icon size={16} aria-hidden="true" className="shrink-0 text-gray-500" />
                    <span className="flex-1">{page.title}</span>
                    <span className="text-sm text-gray-600">{consoleHref(locale, page.path)}</span>
                  </ComboboxOption>
                );
              })}
            </ComboboxOptions>
          </Combobox>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
