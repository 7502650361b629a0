/**
 * Adds the words a browser module waits for (words-plugin.ts writes the call before its code):
 * the page's language's only, known to every translator once added.
 */
import { addWords, type Words, wordsReady } from './index.ts';

export async function addPageWords(
  load: (en: boolean) => Promise<{ default: Words }>,
  /** The module names some of the API client's words too: those load alongside. */
  clientWords: boolean,
) {
  const en = document.documentElement.lang.startsWith('en');
  const [{ default: words }] = await Promise.all([load(en), clientWords && wordsReady]);
  addWords(en ? { zh: {}, en: words } : { zh: words, en: {} });
}
