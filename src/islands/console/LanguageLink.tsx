/**
 * The same console page in the other language. It is a page load: the frame and the pages are
 * built per language. The tags and settings are kept by the browser and come back.
 */
import { useStore } from '@nanostores/react';
import { $consolePath, consoleHref } from '#client/stores/console-nav.ts';
import { rememberLanguage } from '#features/system/browser/system.calls.ts';
import { useConsole } from '#ui/console/context.ts';

export function LanguageLink() {
  const { locale, t } = useConsole();
  const path = useStore($consolePath);
  const other = locale === 'en' ? 'zh' : 'en';
  return (
    <a
      href={consoleHref(other, path)}
      hrefLang={other}
      lang={other === 'en' ? 'en' : 'zh-CN'}
      aria-label={`${t('header.language')}, ${t('header.languageLabel')}`}
      onClick={() => void rememberLanguage(other).catch(() => undefined)}
      className="shrink-0 whitespace-nowrap rounded border border-gray-300 px-2 py-1 hover:bg-gray-50"
    >
      {t('header.language')}
    </a>
  );
}
