import { describe, expect, it } from 'vitest';
import { pageCount, pagerWindow } from './pager.ts';

describe('pager', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
  });
  it('shows every page when they fit', () => {
    expect(pagerWindow(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('keeps first and last, and the current page in the middle', () => {
    expect(pagerWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 0, 20]);
    expect(pagerWindow(10, 20)).toEqual([1, 0, 8, 9, 10, 11, 12, 0, 20]);
    expect(pagerWindow(20, 20)).toEqual([1, 0, 15, 16, 17, 18, 19, 20]);
    expect(pagerWindow(10, 20, 5)).toEqual([1, 0, 9, 10, 11, 0, 20]);
  });
});
