/**
 * The bar above every console page: the menu button, where the page sits (or the groups, with
 * the top navigation on), and the tools: page search, full screen, text size, language, settings
 * and the user's menu. On a phone the search and full screen make room for the rest; the text
 * size stays, as a reader who needs larger text needs it there most (信息无障碍).
 */
import { useStore } from '@nanostores/react';
import { Menu as MenuIcon, Settings } from 'lucide-react';
import type { ConsoleMenuItem } from '#client/console.store.ts';
import { $layout } from '#client/stores/console-layout.ts';
import { $mobile, toggleSidebar } from '#client/stores/console-sidebar.ts';
import { useConsole } from '#ui/console/context.ts';
import { Breadcrumb } from './Breadcrumb.tsx';
import { FullscreenButton } from './FullscreenButton.tsx';
import { IconButton } from '#ui/console/IconButton.tsx';
import { LanguageLink } from './LanguageLink.tsx';
import { RouteSearch } from './RouteSearch.tsx';
import { SizeMenu } from './SizeMenu.tsx';
import { TopNav } from './TopNav.tsx';
import { UserMenu } from './UserMenu.tsx';

export function Navbar({
  page,
  onSettings,
}: {
  page: ConsoleMenuItem | undefined;
  onSettings: () => void;
}) {
  const { t } = useConsole();
  const { topNav } = useStore($layout);
  const mobile = useStore($mobile);
  return (
    <div className="flex h-[50px] items-center gap-2 border-b border-gray-200 bg-white px-2">
      <IconButton label={t('console.nav.toggleSidebar')} onClick={toggleSidebar}>
        <MenuIcon size={20} aria-hidden="true" />
      </IconButton>
      <div className="min-w-0 flex-1">
        {topNav && !mobile ? <TopNav group={page?.group} /> : <Breadcrumb page={page} />}
      </div>
      {!mobile && (
        <>
          <RouteSearch />
          <FullscreenButton />
        </>
      )}
      <SizeMenu />
      <LanguageLink />
      <IconButton label={t('console.settings.open')} onClick={onSettings}>
        <Settings size={18} aria-hidden="true" />
      </IconButton>
      <UserMenu />
    </div>
  );
}
