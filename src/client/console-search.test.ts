import { describe, expect, it } from 'vitest';
import { pageSearch } from './console-search.ts';

const PAGES = [
  { title: '工作台', path: '' },
  { title: '新闻与文章', path: 'content/article' },
  { title: 'Link list', path: 'content/link' },
  { title: 'Friendly links', path: 'links' },
  { title: 'Site menu', path: 'menu' },
];
const titles = (query: string) => pageSearch(PAGES)(query).map((p) => p.title);

describe('console route search', () => {
  it('ranks a page whose title matches above one whose address matches as well', () => {
    // "link" starts the title of one page and is the start of the other's address: the title
    // weighs 0.7 against the address's 0.3, so the title wins (with equal weights it would not).
    expect(titles('link').slice(0, 2)).toEqual(['Link list', 'Friendly links']);
  });

  it('finds pages by part of the title in Chinese, by the address, and past a typo', () => {
    expect(titles('文章')[0]).toBe('新闻与文章');
    expect(titles('article')[0]).toBe('新闻与文章');
    expect(titles('Sitemenu')[0]).toBe('Site menu');
  });

  it('finds nothing far from every page, and lists every page for an empty query', () => {
    expect(titles('xyzzy')).toEqual([]);
    expect(titles('  ')).toEqual(PAGES.map((p) => p.title));
  });
});
