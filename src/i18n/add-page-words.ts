/**
 * Adds the words a browser module waits for (words-plugin.ts writes the call before its code):
 * the page's language's only, known to every translator once added.
 */
import { addWords, type Words, wordsReady } from './index.ts';

export async function addPageWords(load: (en: boolean) => Promise<{ default: Words }>) {
  const en = document.documentElement.lang.startsWith('en');
  // The API client's words load alongside: a module that shows a failure needs them too.
  const [{ default: words }] = await Promise.all([load(en), wordsReady]);
  addWords(en ? { zh: {}, en: words } : { zh: words, en: {} });
}
