/**
 * The staff console's words, kept out of the dictionaries every public page loads. The console's
 * islands and pages, and the server that names its menu, translate through here.
 */
import type { Locale } from '#shared/constants.ts';
import en from './console.en.json' with { type: 'json' };
import zh from './console.zh.json' with { type: 'json' };
import { addWords, type Translate, useTranslations } from './index.ts';

export const consoleWords = { zh, en };

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
