import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { articleSummary, type ArticleDetail } from '#features/content/contract/content.contract.ts';
import { fieldsOf } from './pick.ts';

const article: ArticleDetail = {
  id: 7,
  channel: 'news',
  title: '年会通知',
  summary: '年会于十月举行',
  publishedAt: '2026-10-01T00:00:00.000Z',
  access: 'public',
  source: '秘书处',
  body: '<p>全文</p>',
  locked: null,
  allianceId: null,
  prev: null,
  next: { id: 8, title: '下一篇' },
};

describe('fieldsOf', () => {
  it('cuts an article to its list row: the summary’s fields in the list call’s order', () => {
    const row = fieldsOf(articleSummary)(article);
    expect(Object.keys(row)).toEqual(Object.keys(articleSummary.shape));
    expect(row).toEqual(articleSummary.parse(article));
  });

  it('carries a field added to the schema, and leaves an absent optional one absent', () => {
    const widened = fieldsOf(articleSummary.extend({ subtitle: z.string().optional() }));
    expect(widened({ ...article, subtitle: '副标题' }).subtitle).toBe('副标题');
    expect('subtitle' in widened(article)).toBe(false);
  });
});
