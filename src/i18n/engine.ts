/**
 * The translator of record: i18next, on the server and in the page builder (which also renders
 * the islands' first HTML). In the browser `engine.browser.ts` stands in (package.json
 * "imports", condition "browser"), and a test holds it to this one's answer for every key.
 */
import i18next from 'i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '#shared/constants.ts';
import type { Engine, Words } from './types.ts';

/** Messages without parameters kept per translator. */
const PLAIN_KEPT = 5000;

export function createEngine(locale: Locale, words: Record<Locale, Words>): Engine {
  const inst = i18next.createInstance();
  // initAsync is false by default for in-memory resources: init() completes synchronously.
  void inst.init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    resources: Object.fromEntries(LOCALES.map((l) => [l, { translation: { ...words[l] } }])),
    keySeparator: false,
    nsSeparator: false,
    // React and Astro escape output themselves; values are never re-interpolated (skipOnVariables).
    interpolation: { escapeValue: false, skipOnVariables: true },
    returnNull: false,
  });
  // A message without parameters is the same on every call until words are added: the page
  // builder asks for the same few hundred on each of thousands of pages. (Bounded: a caller may
  // pass keys made from data.)
  const plain = new Map<string, string>();
  return {
    translate: (key, params) => {
      if (params) return String(inst.t(key, params));
      let text = plain.get(key);
      if (text === undefined) {
        text = String(inst.t(key, {}));
        if (plain.size < PLAIN_KEPT) plain.set(key, text);
      }
      return text;
    },
    add(more) {
      for (const l of LOCALES) inst.addResourceBundle(l, 'translation', more[l], true, true);
      plain.clear();
    },
  };
}
