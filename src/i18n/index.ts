/**
 * One translator per locale, shared by pages (at build time), islands and the server. Keys are
 * flat and dotted (Starlight style). English falls back to Chinese for any key it lacks. The
 * engine is i18next, except in the browser (see engine.browser.ts).
 */
import { createEngine } from '#i18n/engine';
import { clientWords, pageWords } from '#i18n/page-words';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '#shared/constants.ts';
import type { Engine, Translate, Words } from './types.ts';

export type { Engine, Translate, Words } from './types.ts';

const engines = new Map<Locale, Engine>();

/**
 * Dictionaries of one area (the staff console's) that only its pages load, so the public pages do
 * not carry them. Added once, they serve every translator, made before or after.
 */
const added: Record<Locale, Words> = { zh: {}, en: {} };

export function addWords(words: Record<Locale, Words>): void {
  for (const locale of LOCALES) Object.assign(added[locale], words[locale]);
  for (const engine of engines.values()) engine.add(words);
}

/**
 * Resolves once the words that no module asks for have arrived: the API client's (see
 * page-words.browser.ts). At once on the server.
 */
export const wordsReady: Promise<void> = clientWords.then((words) =>
  addWords({ zh: words.zh ?? {}, en: words.en ?? {} }),
);
// Awaited by whoever needs them (the API client, a module's words); a failed load is theirs.
wordsReady.catch(() => undefined);

function engineFor(locale: Locale): Engine {
  let engine = engines.get(locale);
  if (!engine) {
    // In the browser only the page's language is there (see page-words.browser.ts).
    const words = Object.fromEntries(
      LOCALES.map((l) => [l, { ...pageWords[l], ...added[l] }]),
    ) as Record<Locale, Words>;
    engine = createEngine(locale, words);
    engines.set(locale, engine);
  }
  return engine;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/**
 * One translate function per locale, the same on every call: islands may list it in effect
 * dependencies. Unknown keys come back as the key itself, which tests catch.
 */
export function useTranslations(locale: Locale): Translate {
  return engineFor(locale).translate;
}

/** The same message in both languages, for logs and for answers whose reader's language is unknown. */
export function bilingual(key: string, params?: Record<string, unknown>): string {
  return `${useTranslations('zh')(key, params)} / ${useTranslations('en')(key, params)}`;
}
