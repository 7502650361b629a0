/**
 * The staff console's words in both languages (the server names its menu with them). In the
 * browser `console-words.browser.ts` stands in: a console page loads its own language's only.
 */
import zh from './console.zh.json' with { type: 'json' };
import en from './console.en.json' with { type: 'json' };
import type { Locale } from '#shared/constants.ts';

export const consolePageWords: Partial<Record<Locale, Record<string, string>>> = { zh, en };
