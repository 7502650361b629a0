/**
 * The console's menu: the logo (when the settings show it) and the offered pages by group, in the
 * dark or light side theme. Folded, it shows the drawings alone, each still named for a screen
 * reader and a pointer.
 */
import { useStore } from '@nanostores/react';
import { CONSOLE_GROUPS, type ConsoleGroup } from '#shared/console-routes.ts';
import { $layout } from '#client/stores/console-layout.ts';
import { $consolePath, consoleHref } from '#client/stores/console-nav.ts';
import { useConsole } from '#ui/console/context.ts';
import { PAGE_ICONS } from '#ui/console/icons.ts';

const THEMES = {
  'theme-dark': {
    box: 'bg-[#304156] text-[#bfcbd9]',
    logo: 'text-white',
    heading: 'text-gray-300',
    link: 'hover:bg-[#263445] hover:text-white',
    active: 'bg-[#263445] text-white',
  },
  'theme-light': {
    box: 'border-r border-gray-200 bg-white text-gray-700',
    logo: 'text-gray-900',
    heading: 'text-gray-600',
    link: 'hover:bg-gray-100 hover:text-gray-900',
    active: 'bg-gray-100 text-gray-900 font-medium',
  },
} as const;

export function Sidebar({
  folded,
  siteName,
  group,
}: {
  folded: boolean;
  siteName: string;
  /** With the top navigation on, the sidebar lists this group's pages only. */
  group?: ConsoleGroup | undefined;
}) {
  const { locale, t, menu } = useConsole();
  const { sidebarLogo, sideTheme } = useStore($layout);
  const current = useStore($consolePath);
  const look = THEMES[sideTheme];
  const groups = CONSOLE_GROUPS.filter((g) => !group || g === group)
    .map((g) => ({ group: g, pages: menu.filter((p) => p.group === g) }))
    .filter((g) => g.pages.length > 0);
  return (
    <div className={`flex h-full flex-col overflow-y-auto ${look.box}`} data-side-theme={sideTheme}>
      {sidebarLogo && (
        <a
          href={consoleHref(locale, '')}
          className={`flex h-[50px] shrink-0 items-center gap-2 px-3 font-semibold ${look.logo}`}
          title={siteName}
        >
          <img src="/favicon.svg" alt="" width="28" height="28" className="shrink-0" />
          <span className={folded ? 'sr-only' : 'truncate'}>{t('console.title')}</span>
        </a>
      )}
      <nav aria-label={t('console.nav.menu')} className="py-2">
        {groups.map(({ group: g, pages }) => (
          <div key={g}>
            <p
              className={
                folded ? 'sr-only' : `px-4 pb-1 pt-3 text-xs font-semibold ${look.heading}`
              }
            >
              {t(`console.group.${g}`)}
            </p>
            <ul>
              {pages.map((p) => {
                const Icon = PAGE_ICONS[p.path];
                const here = p.path === current;
                return (
                  <li key={p.path}>
                    <a
                      href={consoleHref(locale, p.path)}
                      aria-current={here ? 'page' : undefined}
                      title={folded ? p.title : undefined}
                      className={`flex items-center gap-3 border-l-4 py-2.5 pr-3 ${folded ? 'justify-center pl-2' : 'pl-4'} ${here ? `${look.active} border-(--console-theme)` : `border-transparent ${look.link}`}`}
                    >
                      <Icon size={18} aria-hidden="true" className="shrink-0" />
                      <span className={folded ? 'sr-only' : 'truncate'}>{p.title}</span>
                    </a>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </nav>
    </div>
  );
}
