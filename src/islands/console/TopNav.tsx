/**
 * With the top navigation on, the groups sit in the navbar and the sidebar lists the chosen
 * group's pages; a group opens on its first page.
 */
import { CONSOLE_GROUPS, type ConsoleGroup } from '#shared/console-routes.ts';
import { consoleHref } from '#client/stores/console-nav.ts';
import { useConsole } from '#ui/console/context.ts';

export function TopNav({ group }: { group: ConsoleGroup | undefined }) {
  const { locale, t, menu } = useConsole();
  return (
    <nav aria-label={t('console.nav.sections')} className="min-w-0 overflow-x-auto">
      <ul className="flex">
        {CONSOLE_GROUPS.map((g) => {
          const first = menu.find((p) => p.group === g);
          if (!first) return null;
          return (
            <li key={g}>
              <a
                href={consoleHref(locale, first.path)}
                aria-current={g === group ? 'true' : undefined}
                className={`block whitespace-nowrap border-b-2 px-3 py-3 ${g === group ? 'border-(--console-theme) text-gray-900' : 'border-transparent text-gray-600 hover:text-gray-900'}`}
              >
                {t(`console.group.${g}`)}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
