import { describe, expect, it } from 'vitest';
import { detailKey, listKey, pageDir } from './page-keys.ts';

describe('page keys', () => {
  it('say where their pages live in a build', () => {
    expect(pageDir(detailKey('detail', 12))).toBe('detail/12');
    expect(pageDir(detailKey('training', 3))).toBe('train/3');
    expect(pageDir(listKey('news'))).toBe('motion/page');
    expect(pageDir(listKey('standard'))).toBe('standard/page');
    expect(pageDir('expert')).toBeUndefined();
    expect(pageDir('detail:../x')).toBeUndefined();
  });
});
