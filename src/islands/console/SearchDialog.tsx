/**
 * The route search's dialog: a combobox over the offered pages, best match first, then the
 * records the words find (units, accounts, content) for staff who may open them.
 */
import { useEffect, useMemo, useState } from 'react';
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
import { $session } from '#client/stores/session.ts';
import { hasPermiOr } from '#shared/permissions.ts';
import { findRecords, type FoundRecord } from '#features/search/browser/public.ts';
import type { ConsoleMenuItem } from '#client/console.store.ts';
import { consoleHref, navigate } from '#client/stores/console-nav.ts';
import type { ConsolePath } from '#shared/console-routes.ts';
import { useConsole } from '#ui/console/context.ts';
import { PAGE_ICONS } from '#ui/console/icons.ts';

/** The permissions that open some group of records (the server checks each group again). */
const RECORD_PERMISSIONS = [
  'member:directory:view',
  'system:user:manage',
  'content:item:edit',
  'content:item:publish',
];

/** The records the words find, asked a moment after typing stops. */
function useRecords(query: string): FoundRecord[] {
  const [records, setRecords] = useState<FoundRecord[]>([]);
  useEffect(() => {
    const q = query.trim();
    if (!q || !hasPermiOr($session.get().permissions, RECORD_PERMISSIONS)) {
      setRecords([]);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      findRecords(q)
        .then((rows) => live && setRecords(rows))
        .catch(() => live && setRecords([]));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [query]);
  return records;
}

type Choice = ConsoleMenuItem | FoundRecord;

export default function SearchDialog({ onClose }: { onClose: () => void }) {
  const { locale, t, menu } = useConsole();
  const [query, setQuery] = useState('');
  const search = useMemo(() => pageSearch(menu), [menu]);
  const found = search(query);
  const records = useRecords(query);
  const go = (choice: Choice | null) => {
    if (!choice) return;
    onClose();
    if ('path' in choice) return navigate(choice.path);
    // A record opens its page with the record in the address (`members?unit=12`).
    const [path = '', param = ''] = choice.open.split('?');
    history.pushState(null, '', `${consoleHref(locale, path as ConsolePath)}?${param}`);
    navigate(path as ConsolePath);
    // The page may be open already: it follows its address as on back and forward.
    window.dispatchEvent(new PopStateEvent('popstate'));
  };
  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/30" aria-hidden="true" />
      <div className="fixed inset-0 flex items-start justify-center p-4 pt-[12vh]">
        <DialogPanel className="w-full max-w-lg rounded-lg bg-white shadow-xl">
          <DialogTitle className="sr-only">{t('console.search.open')}</DialogTitle>
          <Combobox<Choice | null> value={null} onChange={go} immediate>
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
            {found.length === 0 && records.length === 0 && (
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
              {records.length > 0 && (
                <li role="presentation" className="px-4 pt-3 pb-1 text-xs text-gray-600">
                  {t('console.search.records')}
                </li>
              )}
              {records.map((record) => (
                <ComboboxOption
                  key={record.open}
                  value={record}
                  className="flex cursor-pointer items-center gap-3 px-4 py-2 data-focus:bg-gray-100"
                >
                  <span className="shrink-0 rounded bg-gray-100 px-1.5 text-xs text-gray-700">
                    {t(`console.search.group.${record.group}`)}
                  </span>
                  <span className="min-w-0 flex-1 truncate">{record.title}</span>
                  {record.draft && (
                    <span className="shrink-0 rounded bg-amber-100 px-1.5 text-xs text-amber-900">
                      {t('console.status.draft')}
                    </span>
                  )}
                  <span className="max-w-[40%] truncate text-sm text-gray-600">
                    {record.detail}
                  </span>
                </ComboboxOption>
              ))}
            </ComboboxOptions>
          </Combobox>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
