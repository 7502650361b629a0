/**
 * What the public pages say about statistics agrees with what the product does: the deadline the
 * /statistics page and the filing notice state is the collection calendar's.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CALENDAR } from '#features/reports/contract/report-calendar.ts';

const demo = (file: string) =>
  JSON.parse(readFileSync(new URL(`../../content/demo/${file}`, import.meta.url), 'utf8')) as {
    slug?: string;
    title: string;
    body?: string;
    bodyEn?: string;
    summary?: string;
    summaryEn?: string;
  }[];

describe('the statistics wording', () => {
  const day = DEFAULT_CALENDAR.monthlyDueDay;
  it('/statistics names the calendar’s monthly deadline, in both languages', () => {
    const page = demo('pages.json').find((p) => p.slug === 'statistics');
    expect(page?.body).toContain(`<td>次月${day}日前</td>`);
    expect(page?.bodyEn).toContain(`<td>${day}th of the following month</td>`);
  });

  it('the filing notice asks for the monthly reports by the calendar’s day', () => {
    const notice = demo('articles.json').find((a) => a.title.includes('行业统计月报'));
    expect(notice?.summary).toContain(`11月${day}日前`);
    expect(notice?.summaryEn).toContain(`by ${day} November`);
  });
});
