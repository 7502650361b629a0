/**
 * The console's route search: fuzzy over the pages the server offered, the title weighing more
 * than the address, so "文章" or "article" both find the articles page and a typo is forgiven.
 */
import Fuse, { type IFuseOptions } from 'fuse.js';

export interface SearchablePage {
  /** In the reader's language. */
  title: string;
  /** Below /admin, e.g. content/article. */
  path: string;
}

export const SEARCH_OPTIONS: IFuseOptions<SearchablePage> = {
  threshold: 0.4,
  keys: [
    { name: 'title', weight: 0.7 },
    { name: 'path', weight: 0.3 },
  ],
};

/** Best match first; an empty query lists every page, so the search doubles as a page list. */
export function pageSearch<T extends SearchablePage>(pages: readonly T[]): (query: string) => T[] {
  const fuse = new Fuse(pages, SEARCH_OPTIONS as IFuseOptions<T>);
  return (query) => (query.trim() ? fuse.search(query.trim()).map((r) => r.item) : [...pages]);
}
