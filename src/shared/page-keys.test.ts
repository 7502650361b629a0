import { describe, expect, it } from 'vitest';
import { detailKey, listKey, listPageKey, pageDir, pagePath } from './page-keys.ts';

describe('page keys', () => {
  it('say where their pages live in a build', () => {
    expect(pageDir(detailKey('detail', 12))).toBe('detail/12');
    expect(pageDir(detailKey('training', 3))).toBe('train/3');
    expect(pageDir(listKey('news'))).toBe('motion/page');
    expect(pageDir(listKey('standard'))).toBe('standard/page');
    expect(pageDir('expert')).toBeUndefined();
    expect(pageDir('detail:../x')).toBeUndefined();
  });

  it('one page of a list is shown where a reader opens it, and has no folder to drop', () => {
    expect(pageDir(listPageKey('news', 3))).toBeUndefined();
    expect(pagePath(listPageKey('news', 3))).toBe('/motion/page/3');
    expect(pagePath(listPageKey('news', 1))).toBe('/motion');
    expect(pagePath(listKey('news'))).toBe('/motion');
  });
});
