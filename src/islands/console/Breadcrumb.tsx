/** Where the page sits: its group, then the page. */
import type { ConsoleMenuItem } from '#client/console.store.ts';
import { useConsole } from '#ui/console/context.ts';

export function Breadcrumb({ page }: { page: ConsoleMenuItem | undefined }) {
  const { t } = useConsole();
  if (!page) return null;
  return (
    <nav aria-label={t('console.nav.breadcrumb')} className="min-w-0">
      <ol className="flex items-center gap-2 truncate text-gray-600">
        <li className="truncate">{t(`console.group.${page.group}`)}</li>
        <li aria-hidden="true">›</li>
        <li aria-current="page" className="truncate text-gray-900">
          {page.title}
        </li>
      </ol>
    </nav>
  );
}
