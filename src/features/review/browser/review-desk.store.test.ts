import { describe, expect, it } from 'vitest';
import type { ReviewItem } from './review-sources.ts';
import { NO_QUEUE_FILTER, shownItems } from './review-desk.store.ts';

const item = (id: number, title: string, submittedAt: string): ReviewItem => ({
  id,
  title,
  detail: '',
  submittedAt,
  decide: async () => undefined,
});

// 17:30 UTC on the 23rd is already half past one on the 24th in Beijing.
const items = [
  item(1, '苏州制药机械有限公司', '2026-11-23T17:30:00Z'),
  item(2, 'Shanghai Pharma Equipment', '2026-11-23T15:00:00Z'),
  item(3, '苏州灌装设备厂', '2026-11-20T02:00:00Z'),
];
const ids = (f: Partial<typeof NO_QUEUE_FILTER>) =>
  shownItems(items, { ...NO_QUEUE_FILTER, ...f }).map((i) => i.id);

describe('a review queue narrowed', () => {
  it('by the Beijing day an item was sent, both ends included', () => {
    expect(ids({ from: '2026-11-24' })).toEqual([1]);
    expect(ids({ to: '2026-11-23' })).toEqual([2, 3]);
    expect(ids({ from: '2026-11-20', to: '2026-11-20' })).toEqual([3]);
  });

  it('by words, in any case, together with the days', () => {
    expect(ids({ words: ' shanghai ' })).toEqual([2]);
    expect(ids({ words: '苏州', to: '2026-11-23' })).toEqual([3]);
    expect(ids({})).toEqual([1, 2, 3]);
  });
});
