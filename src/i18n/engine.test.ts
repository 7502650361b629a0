import { describe, expect, it } from 'vitest';
import mainZh from './zh.json' with { type: 'json' };
import mainEn from './en.json' with { type: 'json' };
import consoleZh from './console.zh.json' with { type: 'json' };
import consoleEn from './console.en.json' with { type: 'json' };
import { createEngine as browserEngine } from './engine.browser.ts';
import { createEngine as i18nextEngine } from './engine.ts';
import type { Locale } from '#shared/constants.ts';

// The words a page's scripts can carry: the pages' dictionaries and the console's.
const zh: Record<string, string> = { ...mainZh, ...consoleZh };
const en: Record<string, string> = { ...mainEn, ...consoleEn };
const placeholders = (text: string) => [...text.matchAll(/{{(.+?)}}/g)].map((m) => m[1]!);

/** Every way a page asks for a key: without values, with odd ones, with some left out. */
function asks(text: string): Record<string, unknown>[] {
  const names = placeholders(text).map((n) => n.trim());
  const all = (value: unknown) => Object.fromEntries(names.map((n) => [n, value]));
  return [
    {},
    all('{{7*7}} $& $1 <b>'),
    all(0),
    all(12.5),
    all(null),
    { ...all('x'), [names[0] ?? 'none']: undefined },
    { ...all('y'), count: 3 },
    Object.fromEntries(names.slice(1).map((n) => [n, 'only some'])),
  ];
}

describe('the browser’s translator', () => {
  // English lacks one key here, so the fallback to Chinese is asked too.
  const fallbackKey = 'header.greeting';
  const { [fallbackKey]: _lacking, ...enLacking } = en;
  const words: Record<Locale, Record<string, string>> = { zh, en: enLacking };

  for (const locale of ['zh', 'en'] as const) {
    it(`gives i18next’s answer for every key and way of asking (${locale})`, () => {
      const server = i18nextEngine(locale, words);
      const browser = browserEngine(locale, words);
      const differ: string[] = [];
      for (const key of Object.keys(zh))
        for (const params of asks(zh[key]! + (en[key] ?? '')))
          if (browser.translate(key, params) !== server.translate(key, params))
            differ.push(`${key} ${JSON.stringify(params)}`);
      expect(differ).toEqual([]);
      for (const [key, params] of [
        ['no.such.key', undefined],
        ['no.such.key', { defaultValue: 'given {{x}}', x: 1 }],
        [fallbackKey, { name: 'Li' }],
      ] as const)
        expect(browser.translate(key, params)).toBe(server.translate(key, params));
    });
  }

  it('learns an area’s words after it was made, as i18next does', () => {
    const server = i18nextEngine('en', { zh: {}, en: {} });
    const browser = browserEngine('en', { zh: {}, en: {} });
    for (const engine of [server, browser]) engine.add({ zh: { a: '甲' }, en: { b: 'B {{n}}' } });
    for (const key of ['a', 'b'])
      expect(browser.translate(key, { n: 2 })).toBe(server.translate(key, { n: 2 }));
    expect(browser.translate('b', { n: 2 })).toBe('B 2');
  });

  it('the dictionaries need nothing more of i18next: plain placeholders, no plurals or nesting', () => {
    const texts = Object.entries({ ...zh, ...en });
    expect(texts.filter(([, t]) => placeholders(t).some((n) => !/^\w+$/.test(n)))).toEqual([]);
    expect(
      texts.filter(([k, t]) => /_(zero|one|two|few|many|other)$/.test(k) || t.includes('$t(')),
    ).toEqual([]);
  });
});
