/**
 * The browser build's words: a page downloads, in its own language, the words its scripts name,
 * not the whole dictionary. A module that names keys first awaits them (one small chunk per
 * module and language, shared by modules that name the same keys) and adds them to the
 * translators, so they are there before the module's own code runs. The server and the page
 * builder keep the whole dictionaries: this plugin is the browser build's only.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { LOCALES, type Locale } from '#shared/constants.ts';

// A chunk takes its name from the id's last part: words-zh-0f3a9c1d2e.[hash].js.
const DATA = 'virtual:page-words-data/words-';
const dir = new URL('./', import.meta.url).pathname;

/**
 * Modules that must not name their words: the translator itself, and the API client, which
 * every public page loads and which asks for the translator only when a call fails. Its words
 * (failures, the session's prompts) come with the translator (page-words.browser.ts).
 */
const UNTOUCHED = [/\/src\/i18n\//, /\/src\/client\/client\.ts$/, /\/src\/client\/middleware\//];

/** The namespaces the translator loads for the API client itself (page-words.browser.ts). */
export const BASE_NAMESPACES: readonly string[] = ['error', 'session'];

type Words = Record<string, string>;

export function dictionaries(): Record<Locale, Words> {
  const read = (l: Locale) => JSON.parse(readFileSync(`${dir}${l}.json`, 'utf8')) as Words;
  return { zh: read('zh'), en: read('en') };
}

const namespaceOf = (key: string) => key.slice(0, key.indexOf('.'));

/**
 * The keys a module's code may ask for. A quoted key names itself and any key under it (the code
 * may add to it as to a base: report.due, then report.due.title); a quoted part that more
 * follows (a template's text before its first value, or a string with a plus after it) names
 * every key it begins, report.col naming report.col1 and report.col2.
 */
export function keysNamed(code: string, keys: readonly string[]): string[] {
  const namespaces = [...new Set(keys.map(namespaceOf))].join('|');
  const named = new RegExp(`(['"\`])((?:${namespaces})\\.[\\w.]*)(\\$\\{|\\1\\s*\\+)?`, 'g');
  const found = new Set<string>();
  for (const [, , text, more] of code.matchAll(named)) {
    const base = text!.replace(/\.$/, '');
    for (const key of keys)
      if (key === base || key.startsWith(`${base}.`) || (more && key.startsWith(text!)))
        found.add(key);
  }
  return [...found].sort();
}

/** A key list's name: the same keys, the same chunk. Starts with a digit, unlike a namespace. */
const setName = (keys: string[]) =>
  `0${createHash('sha256').update(keys.join('\n')).digest('hex').slice(0, 10)}`;

/**
 * What goes before a module's code: it waits for its words in the page's language, and for the
 * API client's (which the translator loads anyway) only if it names some of those too. Both
 * imports are written out, so that the bundler makes each its own chunk.
 */
function prologue(name: string | undefined, clientWords: boolean): string {
  if (!name)
    return "import { wordsReady as __wordsReady } from '#i18n/index.ts';await __wordsReady;";
  const data = (l: Locale) => `import(${JSON.stringify(`${DATA}${l}-${name}`)})`;
  return (
    "import { addPageWords as __addPageWords } from '#i18n/add-page-words.ts';" +
    `await __addPageWords((en) => (en ? ${data('en')} : ${data('zh')}), ${clientWords});`
  );
}

/** A words chunk's import as the bundle writes it, in a file about to be written. */
const WORDS_IMPORT = /import\((["'`])[^"'`]*words-(en|zh)-[^"'`]*\1\)/g;

/**
 * What goes first in an output file that waits for words more than once. Its modules wait one
 * after another, each for a round trip; this starts every one of those loads at once, for the
 * page's language, and the waits then find them there.
 */
export function startWordsAtOnce(code: string): string | undefined {
  const loads: Record<Locale, Set<string>> = { en: new Set(), zh: new Set() };
  for (const m of code.matchAll(WORDS_IMPORT)) loads[m[2] as Locale].add(m[0]);
  if (loads.en.size < 2) return undefined;
  const all = (l: Locale) => `[${[...loads[l]].join(',')}]`;
  return (
    `(document.documentElement.lang.startsWith("en")?${all('en')}:${all('zh')})` +
    // A load that fails is the waiting module's to report; here it is only started.
    '.forEach((load)=>load.catch(()=>{}));'
  );
}

/** The plugin's answers to the build's other parts (astro.config.mjs groups the files). */
export interface PageWordsApi {
  /** Whether the module waits for words: it must not go where a page that shows none loads. */
  waitsForWords(id: string): boolean;
}

export function pageWordsPlugin(): Plugin<PageWordsApi> & { api: PageWordsApi } {
  const waiting = new Set<string>();
  const words = dictionaries();
  const keys = Object.keys(words.zh);
  const sets = new Map<string, string[]>();
  /** A namespace (what the translator brings itself) or a key list a module named. */
  const keysOf = (name: string) => sets.get(name) ?? keys.filter((k) => namespaceOf(k) === name);
  return {
    name: 'page-words',
    api: { waitsForWords: (id) => waiting.has(id) },
    applyToEnvironment: (env) => env.name === 'client',
    resolveId(id) {
      return id.startsWith(DATA) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${DATA}`)) return undefined;
      const [lang, name] = id.slice(DATA.length + 1).split('-') as [Locale, string];
      if (!LOCALES.includes(lang)) return undefined;
      const subset = Object.fromEntries(keysOf(name).map((k) => [k, words[lang][k]]));
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(subset))});`;
    },
    transform(code, id) {
      if (!id.includes('/src/') || id.includes('/node_modules/')) return undefined;
      if (UNTOUCHED.some((path) => path.test(id.split('?')[0]!))) return undefined;
      const named = keysNamed(code, keys);
      if (!named.length) return undefined;
      const own = named.filter((k) => !BASE_NAMESPACES.includes(namespaceOf(k)));
      const name = own.length ? setName(own) : undefined;
      if (name) sets.set(name, own);
      waiting.add(id);
      // On the first line, so the module's own lines keep their numbers.
      return { code: prologue(name, own.length < named.length) + code, map: null };
    },
    renderChunk(code) {
      const start = startWordsAtOnce(code);
      return start ? { code: start + code, map: null } : undefined;
    },
  };
}
