/**
 * The page on screen, inside the frame: its content once loaded, or, for a page the server did
 * not offer this staff member, a refusal with the way back to the start page.
 */
import { Suspense } from 'react';
import { useStore } from '@nanostores/react';
import type { ConsolePath } from '#shared/console-routes.ts';
import type { ConsoleMenuItem } from '#client/console.store.ts';
import { $refreshKey, consoleHref } from '#client/stores/console-nav.ts';
import { useConsole } from '#ui/console/context.ts';
import { Panel } from '#ui/console/Panel.tsx';
import { CONSOLE_PAGES } from './pages.ts';

export function PageContent({
  path,
  page,
}: {
  path: ConsolePath;
  page: ConsoleMenuItem | undefined;
}) {
  const { locale, t } = useConsole();
  const refresh = useStore($refreshKey);
  if (!page)
    return (
      <Panel title={t('console.forbidden.title')}>
        <p className="mt-3 text-gray-700">{t('error.http.403')}</p>
        <a href={consoleHref(locale, '')} className="mt-4 inline-block text-brand-600 underline">
          {t('console.forbidden.back')}
        </a>
      </Panel>
    );
  const Content = CONSOLE_PAGES[path];
  return (
    <Suspense fallback={<p className="text-gray-600">{t('common.loading')}</p>}>
      <Content key={`${path}#${refresh}`} page={page} />
    </Suspense>
  );
}
