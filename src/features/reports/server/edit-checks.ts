/**
 * Plausibility checks of a report's figures, beyond the form's own rules (numbers, not negative).
 *
 * Hard (the report is refused): this month's cumulative is never below this month (an average
 * aside), and is the previous month's cumulative plus this month (January's cumulative is January); December's cumulative is the annual figure; a part
 * never exceeds its total (export delivery within sales output; a month's product output within
 * the year's).
 *
 * Soft (submitted only with a written explanation, which staff read): a change on the month or on
 * the same month a year earlier beyond the configured percentage, or a figure far outside the
 * unit's last twelve months.
 *
 * Each issue names its field (`rows.3.cumulative`) and carries what the message needs.
 */
import type { ReportKind } from '../contract/reports.ts';
import type { CheckLimits } from '#features/statistics/contract/statistics.contract.ts';

type Rows = readonly Record<string, unknown>[];

/** The unit's other reports the checks compare with; null where there is none. */
export interface CheckContext {
  /** Monthly economic: last month's submitted report; for January none is needed. */
  previousMonth: Rows | null;
  /** Monthly economic: next month's, when it was filed first (its cumulative builds on this one). */
  nextMonth: Rows | null;
  /** Monthly economic: the same month a year earlier. */
  sameMonthLastYear: Rows | null;
  /** Monthly economic: up to twelve earlier months, newest first. */
  history: Rows[];
  /** December's monthly report against the annual report, either way round. */
  annual: Rows | null;
  december: Rows | null;
}

export interface CheckIssue {
  field: string;
  key: string;
  /**
   * Against the unit's other reports (not this one alone): refused on submission only, so a
   * draft can be corrected first when the other report is the wrong one.
   */
  acrossReports?: boolean;
  /** `code` is the indicator (or the product code); the service turns it into a name. */
  params: { code: string } & Record<string, string | number>;
}

const TOLERANCE = 0.005;
/** An average over the months so far, not a sum: its cumulative figure does not add up. */
const AVERAGED = new Set(['employees']);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const figureOf = (rows: Rows | null, code: string, column: string) =>
  num(rows?.find((r) => r.code === code)?.[column]);
const round2 = (v: number) => Math.round(v * 100) / 100;

/** Refusals: the figures contradict each other or the unit's other reports. */
export function hardIssues(
  kind: ReportKind,
  period: string,
  rows: Rows,
  ctx: CheckContext,
): CheckIssue[] {
  const out: CheckIssue[] = [];
  rows.forEach((row, i) => {
    const code = String(row.code ?? row.productCode ?? '');
    const at = (column: string) => `rows.${i}.${column}`;
    if (kind === 'economyMonth') {
      const thisMonth = num(row.thisMonth);
      const cumulative = num(row.cumulative);
      if (thisMonth === null || cumulative === null) return;
      const january = period.endsWith('-01');
      const before = january ? 0 : figureOf(ctx.previousMonth, code, 'cumulative');
      const adds = !AVERAGED.has(code);
      // The year so far holds this month, whatever else was or was not filed.
      if (adds && cumulative < thisMonth - TOLERANCE)
        out.push({
          field: at('cumulative'),
          key: 'check.cumulativeBelowMonth',
          params: { code, thisMonth },
        });
      else if (
        (january || adds) &&
        before !== null &&
        Math.abs(before + thisMonth - cumulative) > TOLERANCE
      )
        out.push({
          field: at('cumulative'),
          key: january ? 'check.januaryCumulative' : 'check.cumulative',
          params: { code, before, thisMonth, expected: round2(before + thisMonth) },
          acrossReports: !january,
        });
      const annual = period.endsWith('-12') ? figureOf(ctx.annual, code, 'thisYear') : null;
      if (annual !== null && Math.abs(annual - cumulative) > TOLERANCE)
        out.push({
          field: at('cumulative'),
          key: 'check.decemberAnnual',
          params: { code, annual },
          acrossReports: true,
        });
    }
    if (kind === 'economyYear') {
      const thisYear = num(row.thisYear);
      const december = figureOf(ctx.december, code, 'cumulative');
      if (thisYear !== null && december !== null && Math.abs(december - thisYear) > TOLERANCE)
        out.push({
          field: at('thisYear'),
          key: 'check.annualDecember',
          params: { code, december },
          acrossReports: true,
        });
    }
    if (kind === 'productMonth') {
      const month = num(row.monthlyOutput);
      const year = num(row.annualOutput);
      if (month !== null && year !== null && month > year + TOLERANCE)
        out.push({ field: at('monthlyOutput'), key: 'check.productPart', params: { code, year } });
    }
  });
  if (kind.startsWith('economy')) out.push(...exportWithinSales(rows));
  return out;
}

/** Export delivery value is part of industrial sales output, in every column. */
function exportWithinSales(rows: Rows): CheckIssue[] {
  const sales = rows.find((r) => r.code === 'salesOutput');
  const index = rows.findIndex((r) => r.code === 'exportValue');
  const exports = rows[index];
  if (!sales || !exports) return [];
  return ['thisMonth', 'cumulative', 'thisYear'].flatMap((column) => {
    const part = num(exports[column]);
    const total = num(sales[column]);
    return part !== null && total !== null && part > total + TOLERANCE
      ? [
          {
            field: `rows.${index}.${column}`,
            key: 'check.exportWithinSales',
            params: { code: 'exportValue', total },
          },
        ]
      : [];
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Warnings: a figure that may be right but looks unusual for this unit. Monthly economic only. */
export function softIssues(
  kind: ReportKind,
  rows: Rows,
  ctx: CheckContext,
  limits: CheckLimits,
): CheckIssue[] {
  if (kind !== 'economyMonth') return [];
  const out: CheckIssue[] = [];
  rows.forEach((row, i) => {
    const code = String(row.code);
    const value = num(row.thisMonth);
    if (value === null) return;
    const field = `rows.${i}.thisMonth`;
    for (const [key, before] of [
      ['check.monthOnMonth', figureOf(ctx.previousMonth, code, 'thisMonth')],
      ['check.yearOnYear', figureOf(ctx.sameMonthLastYear, code, 'thisMonth')],
    ] as const) {
      if (before === null || before === 0) continue;
      const change = Math.round(((value - before) / before) * 1000) / 10;
      if (Math.abs(change) > limits.changePercent)
        out.push({ field, key, params: { code, before, change, limit: limits.changePercent } });
    }
    // A next month filed first builds its cumulative on this one: a change here breaks it.
    const next = ctx.nextMonth?.find((r) => r.code === code);
    const nextMonth = num(next?.thisMonth);
    const nextCumulative = num(next?.cumulative);
    const cumulative = num(row.cumulative);
    if (
      !AVERAGED.has(code) &&
      nextMonth !== null &&
      nextCumulative !== null &&
      cumulative !== null &&
      Math.abs(cumulative + nextMonth - nextCumulative) > TOLERANCE
    )
      out.push({
        field: `rows.${i}.cumulative`,
        key: 'check.nextMonth',
        params: { code, next: nextCumulative },
      });
    const past = ctx.history
      .map((r) => figureOf(r, code, 'thisMonth'))
      .filter((v): v is number => v !== null && v > 0);
    // Three months at least make a history worth comparing with.
    if (past.length < 3) return;
    const typical = median(past);
    if (value > typical * limits.historyFactor || value < typical / limits.historyFactor)
      out.push({ field, key: 'check.history', params: { code, typical: round2(typical) } });
  });
  return out;
}
