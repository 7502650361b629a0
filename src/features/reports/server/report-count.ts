/**
 * The secretariat's view of a month's collection: how many members filed each kind, the month's
 * economic totals (added as decimals), and the members that owe a report and have not filed it.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { decimalSum } from '#shared/numeric.ts';
import { joinedOn, owes } from '../contract/report-calendar.ts';
import { ECONOMIC_INDICATORS, REPORT_KINDS, type ReportKind } from '../contract/reports.ts';
import type { Db } from '#server/db/client.ts';
import { enterprises } from '#server/auth/tables.ts';
import { reports } from './tables.ts';
import { badRequest } from '#server/http/errors.ts';

/** How many members filed each kind for a month, and the month's economic totals. */
export async function monthlyCount(db: Db, period: string) {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(period))
    throw badRequest('error.report.period', [{ field: 'period', key: 'error.report.period' }]);
  const [members] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(enterprises)
    .where(eq(enterprises.isMember, true));
  const kinds = [];
  for (const kind of REPORT_KINDS) {
    const p = kind.endsWith('Month') ? period : period.slice(0, 4);
    const byStatus = await db
      .select({ status: reports.status, n: sql<number>`count(*)::int` })
      .from(reports)
      .where(and(eq(reports.kind, kind), eq(reports.period, p)))
      .groupBy(reports.status);
    kinds.push({
      kind,
      period: p,
      submitted: byStatus.find((s) => s.status === 'submitted')?.n ?? 0,
      drafts: byStatus.filter((s) => s.status !== 'submitted').reduce((a, s) => a + s.n, 0),
    });
  }
  const filed = await db
    .select({ rows: reports.rows })
    .from(reports)
    .where(
      and(
        eq(reports.kind, 'economyMonth'),
        eq(reports.period, period),
        eq(reports.status, 'submitted'),
      ),
    );
  const totals = ECONOMIC_INDICATORS.map(({ code }) => {
    const rows = filed.flatMap((f) => f.rows.filter((r) => r.code === code));
    const sum = (k: string) => decimalSum(rows.map((r) => Number(r[k]) || 0));
    return { code, thisMonth: sum('thisMonth'), cumulative: sum('cumulative') };
  });
  return { members: members?.n ?? 0, kinds, totals };
}

/** Member units that have not submitted a kind for a period. */
export async function missingFilers(db: Db, kind: ReportKind, period: string) {
  const rows = await db
    .select({
      enterpriseId: enterprises.id,
      unitName: enterprises.unitName,
      status: reports.status,
      memberSince: enterprises.memberSince,
    })
    .from(enterprises)
    .leftJoin(
      reports,
      and(
        eq(reports.enterpriseId, enterprises.id),
        eq(reports.kind, kind),
        eq(reports.period, period),
      ),
    )
    .where(and(eq(enterprises.isMember, true), sql`${reports.status} is distinct from 'submitted'`))
    .orderBy(asc(enterprises.unitName));
  // A unit that joined after the period owes nothing for it.
  return rows
    .filter((r) => owes(kind, period, joinedOn(r.memberSince)))
    .map(({ memberSince: _, ...r }) => ({ ...r, status: r.status ?? null }));
}
