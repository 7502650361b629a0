/**
 * The staff console's words, kept out of the dictionaries every public page loads. The console's
 * islands and pages, and the server that names its menu, translate through here.
 */
import type { Locale } from '#shared/constants.ts';
import { consolePageWords } from '#i18n/console-words';
import { addWords, type Translate, useTranslations } from './index.ts';

/** The console's words (in the browser, the page's language only). */
export const consoleWords = { zh: consolePageWords.zh ?? {}, en: consolePageWords.en ?? {} };

let added = false;

/** Makes the console's words known to every translator (the server knows them all). */
export function addConsoleWords(): void {
  if (added) return;
  addWords(consoleWords);
  added = true;
}

/** The translator for a locale, the console's words included. */
export function useConsoleTranslations(locale: Locale): Translate {
  addConsoleWords();
  return useTranslations(locale);
}
