/**
 * One i18next instance per locale, shared by pages (at build time), islands and the server.
 * Keys are flat and dotted (Starlight style), so key and namespace separators are off.
 * English falls back to Chinese for any key it lacks.
 */
import i18next, { type i18n, type TFunction } from 'i18next';
import { pageWords } from '#i18n/page-words';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '#shared/constants.ts';

export type Translate = (key: string, params?: Record<string, unknown>) => string;

type Words = Record<string, string>;

const instances = new Map<Locale, i18n>();

/**
 * Dictionaries of one area (the staff console's) that only its pages load, so the public pages do
 * not carry them. Added once, they serve every translator, made before or after.
 */
const added: Record<Locale, Words> = { zh: {}, en: {} };

export function addWords(words: Record<Locale, Words>): void {
  for (const locale of LOCALES) {
    Object.assign(added[locale], words[locale]);
    for (const inst of instances.values())
      inst.addResourceBundle(locale, 'translation', words[locale], true, true);
  }
}

function instanceFor(locale: Locale): TFunction {
  let inst = instances.get(locale);
  if (!inst) {
    inst = i18next.createInstance();
    // initAsync is false by default for in-memory resources: init() completes synchronously.
    void inst.init({
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      // In the browser only the page's language is there (see page-words.browser.ts).
      resources: Object.fromEntries(
        LOCALES.map((l) => [l, { translation: { ...pageWords[l], ...added[l] } }]),
      ),
      keySeparator: false,
      nsSeparator: false,
      // React and Astro escape output themselves; values are never re-interpolated (skipOnVariables).
      interpolation: { escapeValue: false, skipOnVariables: true },
      returnNull: false,
    });
    instances.set(locale, inst);
  }
  return inst.t.bind(inst) as TFunction;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** Translator for a locale. Unknown keys come back as the key itself, which tests catch. */
const translators = new Map<Locale, Translate>();

/** One translate function per locale, the same on every call: islands may list it in effect dependencies. */
export function useTranslations(locale: Locale): Translate {
  let translate = translators.get(locale);
  if (!translate) {
    const t = instanceFor(locale);
    translate = (key, params) => String(t(key, params ?? {}));
    translators.set(locale, translate);
  }
  return translate;
}

/** The same message in both languages, for logs and for answers whose reader's language is unknown. */
export function bilingual(key: string, params?: Record<string, unknown>): string {
  return `${useTranslations('zh')(key, params)} / ${useTranslations('en')(key, params)}`;
}
