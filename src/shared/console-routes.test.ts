import { describe, expect, it } from 'vitest';
import { consoleWords } from '#i18n/console.ts';
import { CONSOLE_ROUTES } from './console-routes.ts';

describe('the console menu', () => {
  it('gives every page its own name, in both languages', () => {
    for (const locale of ['zh', 'en'] as const) {
      const words: Record<string, string> = consoleWords[locale];
      const names = CONSOLE_ROUTES.map((r) => words[r.title] ?? r.title);
      const twice = names.filter((name, i) => names.indexOf(name) !== i);
      expect(twice, locale).toEqual([]);
    }
  });
});
