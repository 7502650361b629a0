/**
 * The words pages use, in both languages: what the server and the page builder translate with.
 * In the browser `page-words.browser.ts` stands in (package.json "imports", condition "browser"):
 * a page loads its own language's words only.
 */
import zh from './zh.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import type { Locale } from '#shared/constants.ts';

export const pageWords: Partial<Record<Locale, Record<string, string>>> = { zh, en };

/** In the browser, words that arrive later; here every word is there at once. */
export const clientWords: Promise<Partial<Record<Locale, Record<string, string>>>> =
  Promise.resolve({});
