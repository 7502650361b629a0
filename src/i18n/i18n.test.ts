import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import mainZh from './zh.json' with { type: 'json' };
import mainEn from './en.json' with { type: 'json' };
import { consoleWords, useConsoleTranslations } from './console.ts';
import { bilingual, useTranslations } from './index.ts';
import { serverWords } from './server.ts';

// Every word the product has: the dictionaries every page loads, the console's, the server's.
const zh: Record<string, string> = { ...mainZh, ...consoleWords.zh, ...serverWords.zh };
const en: Record<string, string> = { ...mainEn, ...consoleWords.en, ...serverWords.en };

/**
 * Every literal key the code asks for under a namespace the translations use: t('x.y'), error
 * keys, validation keys; outside the server only, when `browser` is set.
 */
function keysUsedInSource(browser = false): Set<string> {
  const found = new Set<string>();
  const namespaces = [...new Set(Object.keys(zh).map((k) => k.split('.')[0]))].join('|');
  const literal = new RegExp(`['"\`]((?:${namespaces})\\.[A-Za-z0-9_.]+)['"\`]`, 'g');
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (!(browser && name === 'server')) walk(path);
      } else if (
        /\.(ts|tsx|astro)$/.test(name) &&
        !name.endsWith('.test.ts') &&
        !name.endsWith('.d.ts')
      ) {
        const text = readFileSync(path, 'utf8');
        for (const m of text.matchAll(literal)) {
          if (!m[1]!.endsWith('.')) found.add(m[1]!);
        }
      }
    }
  };
  walk(new URL('../', import.meta.url).pathname);
  return found;
}

describe('translations', () => {
  it('zh and en have exactly the same keys, in each dictionary', () => {
    expect(Object.keys(mainEn).sort()).toEqual(Object.keys(mainZh).sort());
    expect(Object.keys(consoleWords.en).sort()).toEqual(Object.keys(consoleWords.zh).sort());
    expect(Object.keys(serverWords.en).sort()).toEqual(Object.keys(serverWords.zh).sort());
  });
  it('the server’s words (notices, check messages) are in no dictionary a page loads', () => {
    expect(Object.keys(serverWords.zh).filter((k) => k in mainZh || k in consoleWords.zh)).toEqual(
      [],
    );
    expect(Object.keys(mainZh).filter((k) => k.startsWith('check.'))).toEqual([]);
  });
  it('the console’s words are only in its own dictionary, which public pages never load', () => {
    const inBoth = Object.keys(consoleWords.zh).filter((k) => k in mainZh);
    expect(inBoth).toEqual([]);
    expect(Object.keys(mainZh).filter((k) => k.startsWith('console.'))).toEqual(['console.title']);
  });
  it('the console’s translator knows its words in both languages', () => {
    for (const locale of ['zh', 'en'] as const)
      expect(useConsoleTranslations(locale)('console.menu.builds')).toBe(
        consoleWords[locale]['console.menu.builds'],
      );
  });
  it('no message is empty in either language', () => {
    for (const [k, v] of [...Object.entries(zh), ...Object.entries(en)])
      expect(v.trim(), k).not.toBe('');
  });
  it('every key the code uses exists', () => {
    const missing = [...keysUsedInSource()].filter((k) => !(k in zh));
    expect(missing).toEqual([]);
  });
  it('every key code outside the server uses is in a dictionary pages load', () => {
    const paged = { ...mainZh, ...consoleWords.zh };
    expect([...keysUsedInSource(true)].filter((k) => !(k in paged))).toEqual([]);
  });
  it('values are never re-interpolated, so user text like {{7*7}} stays literal', () => {
    const t = useTranslations('en');
    expect(t('header.greeting', { name: '{{7*7}} ${7*7}' })).toBe('Hello, {{7*7}} ${7*7}');
  });
  it('bilingual() gives both languages', () => {
    expect(bilingual('error.duplicateSubmit')).toBe(
      '数据正在处理，请勿重复提交 / Your data is being processed. Please do not submit it twice.',
    );
  });
});

describe('useTranslations', () => {
  it('gives the same function every time, so an island effect that depends on it runs once', () => {
    expect(useTranslations('zh')).toBe(useTranslations('zh'));
    expect(useTranslations('en')).not.toBe(useTranslations('zh'));
  });
});

/** Interface code outside the translations and the server, file by file. */
function interfaceSources(): { path: string; text: string }[] {
  const found: { path: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== 'server' && name !== 'i18n') walk(path);
      } else if (/\.(ts|tsx|astro)$/.test(name) && !/\.(test|d)\.ts$/.test(name)) {
        found.push({ path, text: readFileSync(path, 'utf8') });
      }
    }
  };
  walk(new URL('../', import.meta.url).pathname);
  return found;
}

describe('punctuation', () => {
  it('English messages use English punctuation', () => {
    const wide = Object.entries(en).filter(
      ([k, v]) => k !== 'header.language' && /[\u3000-\u303f\uff00-\uffef]/.test(v),
    );
    expect(wide).toEqual([]);
  });
  it('interface code writes no Chinese punctuation of its own: it comes from the translations', () => {
    const found = interfaceSources().flatMap(({ path, text }) =>
      text
        .split('\n')
        .map((line, i) => `${path.replace(/^.*\/src\//, 'src/')}:${i + 1}: ${line.trim()}`)
        .filter((line) => /[\u3000-\u303f\uff00-\uffef]/.test(line)),
    );
    expect(found).toEqual([]);
  });
});
