/** In the browser, the console's words of the page's language only (see page-words.browser.ts). */
import type { Locale } from '#shared/constants.ts';

const lang: Locale = document.documentElement.lang.startsWith('en') ? 'en' : 'zh';
const words =
  lang === 'en'
    ? (await import('./console.en.json', { with: { type: 'json' } })).default
    : (await import('./console.zh.json', { with: { type: 'json' } })).default;

export const consolePageWords: Partial<Record<Locale, Record<string, string>>> = {
  [lang]: words,
};
