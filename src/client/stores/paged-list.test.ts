import { describe, expect, it } from 'vitest';
import { contentList } from '#features/content/browser/content-list.store.ts';
import { pagedList } from './paged-list.ts';

describe('console lists', () => {
  it('open at 20 rows a page, the content lists among them', async () => {
    const asked: number[] = [];
    const list = pagedList<{ q: string }, { id: number }>({
      noFilters: { q: '' },
      idOf: (r) => r.id,
      fetch: async ({ pageSize }) => {
        asked.push(pageSize);
        return { rows: [], total: 0 };
      },
    });
    await list.load();
    expect(asked).toEqual([20]);
    expect(contentList('article').$page.get().pageSize).toBe(20);
  });
});
