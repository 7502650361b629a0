/**
 * In the browser a page needs its own language's words only (both dictionaries have the same
 * keys, so nothing falls back to the other): the page's language is its document's, and the words
 * arrive before any island that imports them renders.
 */
import type { Locale } from '#shared/constants.ts';

const lang: Locale = document.documentElement.lang.startsWith('en') ? 'en' : 'zh';
const words =
  lang === 'en'
    ? (await import('./en.json', { with: { type: 'json' } })).default
    : (await import('./zh.json', { with: { type: 'json' } })).default;

export const pageWords: Partial<Record<Locale, Record<string, string>>> = { [lang]: words };
