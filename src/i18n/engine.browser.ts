/**
 * The browser's translator. It reads the same dictionaries the way i18next reads them on the
 * server: a key missing in English falls back to Chinese, then to `defaultValue`, then to the key
 * itself; `{{name}}` takes the parameter of that name once (never re-read, so user text stays
 * literal) and stays as written when there is none. The dictionaries use nothing more (no
 * plurals, nesting or formats; a test checks), so the page is spared i18next's 15 kB.
 */
import { DEFAULT_LOCALE, type Locale } from '#shared/constants.ts';
import type { Engine, Words } from './types.ts';

const PLACEHOLDER = /{{(.+?)}}/g;

function interpolate(text: string, params: Record<string, unknown>): string {
  return text.replace(PLACEHOLDER, (whole, inner: string) => {
    const name = inner.trim();
    if (!Object.hasOwn(params, name)) return whole;
    const value = params[name];
    return value === null || value === undefined ? '' : String(value);
  });
}

export function createEngine(locale: Locale, words: Record<Locale, Words>): Engine {
  const chain = [...new Set([locale, DEFAULT_LOCALE])].map((l) => ({ l, words: { ...words[l] } }));
  return {
    translate(key, params = {}) {
      // An empty message counts as missing, as in i18next.
      const found = chain.map((c) => c.words[key]).find(Boolean) ?? params.defaultValue;
      return typeof found === 'string' && found !== '' ? interpolate(found, params) : key;
    },
    add(more) {
      for (const c of chain) Object.assign(c.words, more[c.l]);
    },
  };
}
