/** Report rows: blank forms to fill, the wire shape, and trend series. */
import { decimalSum } from '#shared/numeric.ts';
import { and, desc, eq, like, lt } from 'drizzle-orm';
import {
  ECONOMIC_INDICATORS,
  isEconomic,
  monthsOf,
  REPORT_COLUMNS,
  type ReportKind,
} from '../contract/reports.ts';
import type { ReportData } from '../contract/reports.contract.ts';
import type { Db } from '#server/db/client.ts';
import { reports } from './tables.ts';

export function toData(row: typeof reports.$inferSelect, unitName: string): ReportData {
  return {
    id: row.id,
    kind: row.kind,
    period: row.period,
    unitName,
    header: row.header,
    rows: row.rows,
    status: row.status,
    returnReason: row.returnReason,
    explanation: row.explanation,
    version: row.version,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A blank report: every economic indicator with empty figures, or the products of the unit's
 * latest earlier report of that kind (code, model and price kept, figures cleared), so a monthly
 * filer does not retype the product list.
 */
export async function blankRows(
  db: Db,
  enterpriseId: number,
  kind: ReportKind,
  period: string,
): Promise<Record<string, unknown>[]> {
  const empty = Object.fromEntries(REPORT_COLUMNS[kind].map((c) => [c, '']));
  if (isEconomic(kind)) return ECONOMIC_INDICATORS.map((i) => ({ code: i.code, ...empty }));
  const [previous] = await db
    .select({ rows: reports.rows })
    .from(reports)
    .where(
      and(
        eq(reports.enterpriseId, enterpriseId),
        eq(reports.kind, kind),
        lt(reports.period, period),
      ),
    )
    .orderBy(desc(reports.period))
    .limit(1);
  if (!previous) return [{ productCode: '', modelSpec: '', ...empty }];
  return previous.rows.map((r) => ({
    ...empty,
    productCode: r.productCode,
    modelSpec: r.modelSpec,
    unitPrice: r.unitPrice,
  }));
}

/** Submitted monthly economic figures of one indicator for each month of a year: one unit's, or everyone's sum. */
export async function trendOf(
  db: Db,
  year: number,
  indicator: string,
  enterpriseId: number | null,
) {
  const filed = await db
    .select({ period: reports.period, rows: reports.rows })
    .from(reports)
    .where(
      and(
        eq(reports.kind, 'economyMonth'),
        eq(reports.status, 'submitted'),
        like(reports.period, `${year}-%`),
        enterpriseId === null ? undefined : eq(reports.enterpriseId, enterpriseId),
      ),
    );
  const months = monthsOf(year);
  const sum = (month: string, column: 'thisMonth' | 'cumulative') => {
    const values = filed
      .filter((f) => f.period === month)
      .map((f) => f.rows.find((r) => r.code === indicator)?.[column])
      .filter((v): v is number => typeof v === 'number');
    return values.length ? decimalSum(values) : null;
  };
  return {
    months,
    thisMonth: months.map((m) => sum(m, 'thisMonth')),
    cumulative: months.map((m) => sum(m, 'cumulative')),
  };
}
