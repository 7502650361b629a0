/**
 * The staff console, one island on every console page: it learns who is signed in, refuses an
 * enterprise, and otherwise draws the frame with the page the address names. From then on it
 * follows the address itself, so moving between console pages keeps the frame, the open tags and
 * the settings, and never reloads.
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '#shared/constants.ts';
import type { ConsolePath } from '#shared/console-routes.ts';
import { useConsoleTranslations } from '#i18n/console.ts';
import { $console, openConsole } from '#client/console.store.ts';
import { followAddress } from '#client/stores/console-nav.ts';
import { $size } from '#client/stores/console-size.ts';
import { watchScreen } from '#client/stores/console-sidebar.ts';
// The confirm prompt (a dialog) loads when first asked for: the start page asks for none.
import FeedbackLight from '#ui/FeedbackLight.tsx';
import { Button } from '#ui/Button.tsx';
import { ConsoleContext } from '#ui/console/context.ts';
import { ConsoleRefusal } from './ConsoleRefusal.tsx';
import { ConsoleShell } from './ConsoleShell.tsx';

export default function ConsoleFrame({
  locale,
  page,
  siteName,
}: {
  locale: Locale;
  /** The page this address opened; the frame follows the address after that. */
  page: ConsolePath;
  siteName: string;
}) {
  const t = useConsoleTranslations(locale);
  const state = useStore($console);
  const size = useStore($size);
  useEffect(() => void openConsole(), []);
  useEffect(() => followAddress(page), [page]);
  useEffect(() => watchScreen(), []);
  // The size scales the whole console: its text and controls are measured from the root's.
  useEffect(() => {
    document.documentElement.dataset.consoleSize = size;
  }, [size]);

  const menu = state.status === 'ready' ? state.menu : [];
  return (
    <ConsoleContext.Provider value={{ locale, t, menu }}>
      {state.status === 'ready' && <ConsoleShell siteName={siteName} />}
      {state.status === 'refused' && <ConsoleRefusal />}
      {state.status === 'loading' && (
        <main id="main" className="p-8 text-gray-600">
          {t('common.loading')}
        </main>
      )}
      {state.status === 'failed' && (
        <main id="main" className="p-8">
          <p role="alert">{t('console.failed')}</p>
          <Button className="mt-4" onClick={() => void openConsole()}>
            {t('console.retry')}
          </Button>
        </main>
      )}
      <FeedbackLight closeLabel={t('common.close')} />
    </ConsoleContext.Provider>
  );
}
