import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import zh from './zh.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import { BASE_NAMESPACES, keysNamed, pageWordsPlugin, startWordsAtOnce } from './words-plugin.ts';

const keys = Object.keys(zh);
const under = (prefix: string) => keys.filter((k) => k.startsWith(prefix)).sort();

type Hook = (this: unknown, ...args: string[]) => unknown;
function hooks() {
  const plugin = pageWordsPlugin();
  const call = (name: 'transform' | 'load' | 'resolveId', ...args: string[]) =>
    (plugin[name] as Hook).call({}, ...args);
  return {
    transform: (code: string, id: string) =>
      call('transform', code, id) as { code: string } | undefined,
    /** The words a data import of the prologue brings, as the chunk would give them. */
    words(specifier: string): Record<string, string> {
      const code = call('load', call('resolveId', specifier) as string) as string;
      return JSON.parse(JSON.parse(code.match(/JSON\.parse\((.*)\);$/)![1]!));
    },
  };
}
const dataImports = (code: string) => [...code.matchAll(/import\("([^"]+)"\)/g)].map((m) => m[1]!);

describe('the keys a browser module names', () => {
  it('a quoted key, and any key under a quoted base the code adds to', () => {
    expect(keysNamed(`t('report.saved')`, keys)).toEqual(['report.saved']);
    expect(keysNamed(`const base = "report.due"; t(base + '.x')`, keys)).toEqual(
      under('report.due.')
        .concat(keys.includes('report.due') ? ['report.due'] : [])
        .sort(),
    );
    expect(keysNamed(`<Status prefix="apply.status." />`, keys)).toEqual(under('apply.status.'));
  });
  it('every key a part begins when more is added to it', () => {
    expect(keysNamed('t(`report.col${i}`)', keys)).toEqual(under('report.col'));
    expect(keysNamed(`t('report.col' + i)`, keys)).toEqual(under('report.col'));
  });
  it('a request’s field labels, named by the prefix written out where they are shown', () => {
    const named = keysNamed(
      readFileSync(
        new URL('../features/review/browser/review-sources.ts', import.meta.url),
        'utf8',
      ),
      keys,
    );
    expect(named).toEqual(expect.arrayContaining([...under('change.'), ...under('transfer.')]));
  });
  it('nothing for text that only looks like a key, or for a pattern', () => {
    expect(keysNamed(`fetch('example.com'); 'report'; /^validation\\.\\w/.test(m)`, keys)).toEqual(
      [],
    );
  });
});

describe('the browser build', () => {
  const island = '/work/main/src/islands/reports/Example.tsx';
  it('puts the wait for a module’s words before its code, on its first line', () => {
    const code = "export const X = () => t('report.saved');\nconst y = 2;";
    const out = hooks().transform(code, island)!;
    expect(out.code.endsWith(code)).toBe(true);
    expect(out.code.split('\n')).toHaveLength(2);
    expect(out.code).toMatch(/^import \{ addPageWords as __addPageWords \}.*await __addPageWords/);
  });
  it('brings exactly those words, in each language, the same chunk for the same keys', () => {
    const h = hooks();
    const [english, chinese] = dataImports(h.transform("t('report.saved')", island)!.code);
    expect(h.words(english!)).toEqual({ 'report.saved': en['report.saved'] });
    expect(h.words(chinese!)).toEqual({ 'report.saved': zh['report.saved'] });
    const again = dataImports(h.transform("t('report.saved')", `${island}x`)!.code);
    expect(again).toEqual([english, chinese]);
  });
  it('a module naming only the API client’s words waits for the translator’s, nothing more', () => {
    const out = hooks().transform("t('error.network'); t('session.expired.title')", island)!;
    expect(dataImports(out.code)).toEqual([]);
    expect(out.code).toMatch(/^import \{ wordsReady as __wordsReady \}.*await __wordsReady;t\(/);
    expect(hooks().transform("t('report.saved')", island)!.code).toMatch(/\), false\);/);
    const mixed = hooks();
    const both = mixed.transform("t('error.network'); t('report.saved')", island)!.code;
    expect(both).toMatch(/\), true\);/);
    const [english] = dataImports(both);
    expect(mixed.words(english!)).toEqual({ 'report.saved': en['report.saved'] });
  });
  it('leaves alone modules without keys, libraries, the translator and the API client', () => {
    const h = hooks();
    expect(h.transform('const a = 1;', island)).toBeUndefined();
    for (const id of [
      '/work/main/node_modules/x/src/index.js',
      '/work/main/src/i18n/index.ts',
      '/work/main/src/client/client.ts',
      '/work/main/src/client/middleware/response.ts',
    ])
      expect(h.transform("t('report.saved')", id), id).toBeUndefined();
  });
  it('the translator brings the words the API client names, which is left alone', () => {
    const source = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
    const brought = [...source('./page-words.browser.ts').matchAll(/words-zh-(\w+)/g)].map(
      (m) => `${m[1]}.`,
    );
    expect(brought).toEqual(BASE_NAMESPACES.map((ns) => `${ns}.`));
    const named = keysNamed(
      source('../client/client.ts') + source('../client/middleware/response.ts'),
      keys,
    );
    expect(named.filter((k) => !brought.some((ns) => k.startsWith(ns)))).toEqual([]);
  });
});

describe('an output file that waits for words more than once', () => {
  const waits = (names: string[]) =>
    names
      .map(
        (n) =>
          `await w((en) => en ? import("./words-en-${n}.js") : import(\`./words-zh-${n}.js\`));`,
      )
      .join('\n');
  it('starts all its loads at once, for the page’s language only', () => {
    const start = startWordsAtOnce(waits(['0a', '0b', '0a']))!;
    expect(start).toBe(
      '(document.documentElement.lang.startsWith("en")?' +
        '[import("./words-en-0a.js"),import("./words-en-0b.js")]:' +
        '[import(`./words-zh-0a.js`),import(`./words-zh-0b.js`)])' +
        '.forEach((load)=>load.catch(()=>{}));',
    );
  });
  it('leaves a file with one wait, or none, as it is', () => {
    expect(startWordsAtOnce(waits(['0a']))).toBeUndefined();
    expect(startWordsAtOnce('export const a = 1;')).toBeUndefined();
  });
});
