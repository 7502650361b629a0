/**
 * The console's frame around the page on screen: the sidebar (a drawer on a phone), the navbar,
 * the tags, the settings drawer. It stays while the pages change inside it.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $layout, textOn } from '#client/stores/console-layout.ts';
import { $consolePath } from '#client/stores/console-nav.ts';
import { $drawerOpen, $mobile, $sidebarOpen, closeDrawer } from '#client/stores/console-sidebar.ts';
import { useConsole } from '#ui/console/context.ts';
import { Navbar } from './Navbar.tsx';
import { PageContent } from './PageContent.tsx';
import { Sidebar } from './Sidebar.tsx';
import { TagsView } from './TagsView.tsx';

const SettingsDrawer = lazy(() => import('./SettingsDrawer.tsx'));
// Opened only on a phone: the dialog's code loads with its first opening.
const MobileDrawer = lazy(() => import('./MobileDrawer.tsx'));

export function ConsoleShell({ siteName }: { siteName: string }) {
  const { t, menu } = useConsole();
  const path = useStore($consolePath);
  const layout = useStore($layout);
  const mobile = useStore($mobile);
  const sidebarOpen = useStore($sidebarOpen);
  const drawerOpen = useStore($drawerOpen);
  // Kept once opened, so the dialog can close as it opened.
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (drawerOpen && !drawerUsed) setDrawerUsed(true);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const page = menu.find((p) => p.path === path);

  // On the root, since dialogs and menus are drawn outside the frame; set through the DOM's style
  // object, which the page's content security policy allows where a style attribute is not.
  useEffect(() => {
    const root = document.documentElement.style;
    root.setProperty('--console-theme', layout.theme);
    root.setProperty('--console-on-theme', textOn(layout.theme));
    // Primary buttons (#ui/Button) take the theme colour in the console, text readable on it.
    root.setProperty('--button-primary', layout.theme);
    root.setProperty('--button-on-primary', textOn(layout.theme));
    root.setProperty('--button-primary-hover', `color-mix(in srgb, ${layout.theme} 85%, black)`);
  }, [layout.theme]);

  useEffect(() => {
    document.title = layout.dynamicTitle && page ? `${page.title} - ${siteName}` : siteName;
  }, [layout.dynamicTitle, page, siteName]);

  const folded = !mobile && !sidebarOpen;
  const group = layout.topNav && !mobile ? page?.group : undefined;

  return (
    <div className="min-h-screen bg-gray-50 text-gray-800">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('header.skipToContent')}
      </a>
      {mobile ? (
        drawerUsed && (
          <Suspense fallback={null}>
            <MobileDrawer
              open={drawerOpen}
              onClose={closeDrawer}
              title={t('console.nav.menu')}
              siteName={siteName}
            />
          </Suspense>
        )
      ) : (
        <aside
          className={`fixed inset-y-0 left-0 z-30 transition-[width] ${folded ? 'w-[54px]' : 'w-[200px]'}`}
          data-console-sidebar={folded ? 'folded' : 'open'}
        >
          <Sidebar folded={folded} siteName={siteName} group={group} />
        </aside>
      )}
      <div
        className={`flex min-h-screen min-w-0 flex-col transition-[margin] ${mobile ? '' : folded ? 'ml-[54px]' : 'ml-[200px]'}`}
      >
        <header className={layout.fixedHeader ? 'sticky top-0 z-20' : ''}>
          <Navbar page={page} onSettings={() => setSettingsOpen(true)} />
          {layout.tagsView && <TagsView />}
        </header>
        <main id="main" className="min-w-0 flex-1 p-4">
          <PageContent path={path} page={page} />
        </main>
        <p className="px-4 pb-4 text-xs text-gray-600" data-time-zone>
          {t('common.beijingTime')}
        </p>
      </div>
      {settingsOpen && (
        <Suspense fallback={null}>
          <SettingsDrawer onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
