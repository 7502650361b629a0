/**
 * In the browser a page needs its own language's words only (both dictionaries have the same
 * keys, so nothing falls back to the other), and of those only the keys its scripts name:
 * words-plugin.ts has each module wait for the keys it names. The translator brings the API
 * client's own words (the failures and session prompts, two namespaces whole), since the plugin
 * leaves that module alone.
 */
import type { Locale } from '#shared/constants.ts';

const lang: Locale = document.documentElement.lang.startsWith('en') ? 'en' : 'zh';

/** Words are added as modules ask for them (add-page-words.ts), none at once. */
export const pageWords: Partial<Record<Locale, Record<string, string>>> = {};

/**
 * The API client's words, started now and not waited for here: a module's own words load
 * alongside (index.ts wordsReady), rather than after them.
 */
export const clientWords: Promise<Partial<Record<Locale, Record<string, string>>>> = (
  lang === 'en'
    ? Promise.all([
        import('virtual:page-words-data/words-en-error'),
        import('virtual:page-words-data/words-en-session'),
      ])
    : Promise.all([
        import('virtual:page-words-data/words-zh-error'),
        import('virtual:page-words-data/words-zh-session'),
      ])
).then((base) => ({ [lang]: Object.assign({}, ...base.map((words) => words.default)) }));
