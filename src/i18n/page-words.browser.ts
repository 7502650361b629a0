/**
 * In the browser a page needs its own language's words only (both dictionaries have the same
 * keys, so nothing falls back to the other), and of those only the namespaces its scripts name:
 * words-plugin.ts adds each namespace as a module names it. The translator brings the API
 * client's own words (failures, the session's prompts), since that module names none.
 */
import type { Locale } from '#shared/constants.ts';

const lang: Locale = document.documentElement.lang.startsWith('en') ? 'en' : 'zh';
const base =
  lang === 'en'
    ? await Promise.all([
        import('virtual:page-words-data/words-en-error'),
        import('virtual:page-words-data/words-en-session'),
      ])
    : await Promise.all([
        import('virtual:page-words-data/words-zh-error'),
        import('virtual:page-words-data/words-zh-session'),
      ]);

export const pageWords: Partial<Record<Locale, Record<string, string>>> = {
  [lang]: Object.assign({}, ...base.map((words) => words.default)),
};
