import { describe, expect, it } from 'vitest';
import { ECONOMIC_INDICATORS } from '../contract/reports.ts';
import { DEFAULT_CHECK_LIMITS } from '#features/statistics/contract/statistics.contract.ts';
import { type CheckContext, hardIssues, softIssues } from './edit-checks.ts';

const NONE: CheckContext = {
  previousMonth: null,
  nextMonth: null,
  sameMonthLastYear: null,
  history: [],
  annual: null,
  december: null,
};
/** Every indicator at these figures, with some overridden by code. */
const month = (thisMonth: number, cumulative: number, by: Record<string, object> = {}) =>
  ECONOMIC_INDICATORS.map((i) => ({ code: i.code, thisMonth, cumulative, ...by[i.code] }));
const keys = (issues: { field: string; key: string }[]) => issues.map((i) => `${i.field} ${i.key}`);

describe('hard checks', () => {
  it('January: the cumulative figure is the month', () => {
    const rows = month(100, 100, { revenue: { cumulative: 120 } });
    expect(keys(hardIssues('economyMonth', '2026-01', rows, NONE))).toEqual([
      'rows.2.cumulative check.januaryCumulative',
    ]);
  });

  it('a later month: last month’s cumulative plus this month, when last month is filed', () => {
    const rows = month(100, 300, { taxes: { cumulative: 299.99 } });
    const ctx = { ...NONE, previousMonth: month(50, 200) };
    const issues = hardIssues('economyMonth', '2026-03', rows, ctx);
    expect(keys(issues)).toEqual(['rows.4.cumulative check.cumulative']);
    expect(issues[0]!.params).toMatchObject({ code: 'taxes', before: 200, expected: 300 });
    // Without last month's report there is nothing to compare with.
    expect(hardIssues('economyMonth', '2026-03', rows, NONE)).toEqual([]);
  });

  it('the cumulative figure is never below the month, even with nothing filed before', () => {
    const rows = month(100, 300, { revenue: { cumulative: 90 }, employees: { cumulative: 50 } });
    expect(keys(hardIssues('economyMonth', '2026-07', rows, NONE))).toEqual([
      'rows.2.cumulative check.cumulativeBelowMonth',
    ]);
  });

  it('an average (employees) has no cumulative sum to check', () => {
    const rows = month(100, 300, { employees: { cumulative: 100 } });
    const ctx = { ...NONE, previousMonth: month(50, 200) };
    expect(hardIssues('economyMonth', '2026-03', rows, ctx)).toEqual([]);
  });

  it('December’s cumulative is the annual figure, whichever is filed second', () => {
    const december = month(10, 1000);
    const annual = ECONOMIC_INDICATORS.map((i) => ({ code: i.code, thisYear: 1000 }));
    const wrongAnnual = annual.map((r) => (r.code === 'revenue' ? { ...r, thisYear: 999 } : r));
    expect(
      keys(hardIssues('economyMonth', '2026-12', december, { ...NONE, annual: wrongAnnual })),
    ).toEqual(['rows.2.cumulative check.decemberAnnual']);
    expect(keys(hardIssues('economyYear', '2026', wrongAnnual, { ...NONE, december }))).toEqual([
      'rows.2.thisYear check.annualDecember',
    ]);
  });

  it('a part never exceeds its total', () => {
    const rows = month(100, 100, { exportValue: { thisMonth: 101, cumulative: 101 } });
    expect(keys(hardIssues('economyMonth', '2026-01', rows, NONE))).toEqual([
      'rows.3.thisMonth check.exportWithinSales',
      'rows.3.cumulative check.exportWithinSales',
    ]);
    const products = [{ productCode: 'P1', monthlyOutput: 20, annualOutput: 10, total: 1 }];
    expect(keys(hardIssues('productMonth', '2026-01', products, NONE))).toEqual([
      'rows.0.monthlyOutput check.productPart',
    ]);
  });
});

describe('soft checks', () => {
  it('a change beyond the limit on the month or the year', () => {
    const rows = month(100, 100, { revenue: { thisMonth: 151 } });
    const ctx = { ...NONE, previousMonth: month(100, 0), sameMonthLastYear: month(100, 0) };
    const issues = softIssues('economyMonth', rows, ctx, DEFAULT_CHECK_LIMITS);
    expect(keys(issues)).toEqual([
      'rows.2.thisMonth check.monthOnMonth',
      'rows.2.thisMonth check.yearOnYear',
    ]);
    expect(issues[0]!.params).toMatchObject({ change: 51, limit: 50 });
  });

  it('a month whose next month was filed first: a change that breaks its sum is flagged', () => {
    const rows = month(100, 300, { revenue: { cumulative: 310 } });
    const ctx = { ...NONE, nextMonth: month(50, 350) };
    expect(keys(softIssues('economyMonth', rows, ctx, DEFAULT_CHECK_LIMITS))).toEqual([
      'rows.2.cumulative check.nextMonth',
    ]);
  });

  it('a figure far outside the unit’s months', () => {
    const history = [90, 100, 110, 95].map((v) => month(v, 0));
    const rows = month(100, 100, { employees: { thisMonth: 600 } });
    expect(
      keys(softIssues('economyMonth', rows, { ...NONE, history }, DEFAULT_CHECK_LIMITS)),
    ).toEqual(['rows.7.thisMonth check.history']);
    // Two months are too few to call anything unusual.
    expect(
      softIssues(
        'economyMonth',
        rows,
        { ...NONE, history: history.slice(0, 2) },
        DEFAULT_CHECK_LIMITS,
      ),
    ).toEqual([]);
  });
});
