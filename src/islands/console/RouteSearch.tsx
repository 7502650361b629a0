/**
 * Finding a console page by name or address, by keyboard alone: / or Ctrl+K (or the button)
 * opens the search, typing narrows the pages, the arrows move, Enter opens the page and Escape
 * closes. The search itself loads when first opened, so the console starts lighter.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { Search } from 'lucide-react';
import { useConsole } from '#ui/console/context.ts';
import { IconButton } from '#ui/console/IconButton.tsx';

const SearchDialog = lazy(() => import('./SearchDialog.tsx'));

/** Typing a slash into a field is just typing. */
const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

export function RouteSearch() {
  const { t } = useConsole();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const slash = e.key === '/' && !typingIn(e.target);
      const ctrlK = e.key.toLowerCase() === 'k' && (e.ctrlKey || e.metaKey);
      if (!slash && !ctrlK) return;
      e.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <IconButton
        label={t('console.search.open')}
        title={t('console.search.shortcut')}
        onClick={() => setOpen(true)}
      >
        <Search size={18} aria-hidden="true" />
      </IconButton>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
