/**
 * The edit checks against the database: the unit's other submitted reports they compare with, the
 * configured limits, the messages' figures in the reader's language, and the record of every
 * figure changed after a report's first submission.
 */
import { and, asc, desc, eq, lt } from 'drizzle-orm';
import type { Locale } from '#shared/constants.ts';
import { formatAmount } from '#shared/format.ts';
import {
  indicatorName,
  isEconomic,
  type ReportKind,
  REPORT_COLUMNS,
  shiftMonth,
} from '#shared/reports.ts';
import { checkLimits, DEFAULT_CHECK_LIMITS, type CheckLimits } from '#shared/schemas/statistics.ts';
import type { Db, Tx } from '../db/client.ts';
import { reportChanges, reports, users } from '../db/schema/index.ts';
import type { FieldIssue } from '../http/errors.ts';
import { readConfig } from '../settings/config-read.ts';
import type { CheckContext, CheckIssue } from './edit-checks.ts';

type Rows = Record<string, unknown>[];

export async function checkLimitsOf(db: Pick<Db, 'select'>): Promise<CheckLimits> {
  return (
    (await readConfig(db, 'sys.stat.checks', (v) => checkLimits.safeParse(v).data)) ??
    DEFAULT_CHECK_LIMITS
  );
}

/** The unit's submitted reports the checks of `kind` for `period` compare with. */
export async function checkContext(
  db: Pick<Db, 'select'>,
  enterpriseId: number,
  kind: ReportKind,
  period: string,
): Promise<CheckContext> {
  const none: CheckContext = {
    previousMonth: null,
    nextMonth: null,
    sameMonthLastYear: null,
    history: [],
    annual: null,
    december: null,
  };
  if (!isEconomic(kind)) return none;
  const submitted = and(eq(reports.enterpriseId, enterpriseId), eq(reports.status, 'submitted'));
  if (kind === 'economyYear') {
    const [december] = await db
      .select({ rows: reports.rows })
      .from(reports)
      .where(and(submitted, eq(reports.kind, 'economyMonth'), eq(reports.period, `${period}-12`)));
    return { ...none, december: december?.rows ?? null };
  }
  const year = period.slice(0, 4);
  const history = await db
    .select({ period: reports.period, rows: reports.rows })
    .from(reports)
    .where(and(submitted, eq(reports.kind, 'economyMonth'), lt(reports.period, period)))
    .orderBy(desc(reports.period))
    .limit(12);
  const lastYear = `${Number(year) - 1}${period.slice(4)}`;
  const [annual] = period.endsWith('-12')
    ? await db
        .select({ rows: reports.rows })
        .from(reports)
        .where(and(submitted, eq(reports.kind, 'economyYear'), eq(reports.period, year)))
    : [];
  const [sameMonth] = history.some((h) => h.period === lastYear)
    ? history.filter((h) => h.period === lastYear)
    : await db
        .select({ period: reports.period, rows: reports.rows })
        .from(reports)
        .where(and(submitted, eq(reports.kind, 'economyMonth'), eq(reports.period, lastYear)));
  const [next] = await db
    .select({ rows: reports.rows })
    .from(reports)
    .where(
      and(submitted, eq(reports.kind, 'economyMonth'), eq(reports.period, shiftMonth(period, 1))),
    );
  return {
    ...none,
    previousMonth: history.find((h) => h.period === shiftMonth(period, -1))?.rows ?? null,
    nextMonth: next?.rows ?? null,
    sameMonthLastYear: sameMonth?.rows ?? null,
    history: history.map((h) => h.rows),
    annual: annual?.rows ?? null,
  };
}

/** Issues as messages can show them: the indicator by name, amounts with two decimals. */
export function described(issues: CheckIssue[], locale: Locale): FieldIssue[] {
  return issues.map(({ field, key, params }) => ({
    field,
    key,
    params: Object.fromEntries(
      Object.entries(params).map(([k, v]) => [
        k === 'code' ? 'figure' : k,
        k === 'code'
          ? indicatorName(locale, v)
          : typeof v === 'number' && k !== 'change' && k !== 'limit'
            ? formatAmount(v)
            : v,
      ]),
    ),
  }));
}

/**
 * Each figure as `row.column` → value. Economic rows are named by indicator; product rows by code
 * and model, and which of that pair it is (`P1|100L|0`), as a unit may list a product twice.
 */
function figures(kind: ReportKind, rows: Rows): Map<string, number | null> {
  const out = new Map<string, number | null>();
  const seen = new Map<string, number>();
  for (const row of rows) {
    const product = `${String(row.productCode ?? '')}|${String(row.modelSpec ?? '')}`;
    const nth = seen.get(product) ?? 0;
    seen.set(product, nth + 1);
    const name = isEconomic(kind) ? String(row.code) : `${product}|${nth}`;
    for (const column of REPORT_COLUMNS[kind]) {
      const v = row[column];
      out.set(`${name}.${column}`, typeof v === 'number' ? v : null);
    }
  }
  return out;
}

/** Every figure that differs between a report's saved rows and its new ones, kept with who and why. */
export async function recordChanges(
  tx: Tx,
  c: {
    reportId: number;
    kind: ReportKind;
    before: Rows;
    after: Rows;
    actor: number;
    explanation: string | null;
  },
): Promise<void> {
  const was = figures(c.kind, c.before);
  const now = figures(c.kind, c.after);
  const changed = [...new Set([...was.keys(), ...now.keys()])].filter(
    (k) => (was.get(k) ?? null) !== (now.get(k) ?? null),
  );
  if (changed.length === 0) return;
  await tx.insert(reportChanges).values(
    changed.map((figure) => ({
      reportId: c.reportId,
      figure,
      before: was.get(figure) ?? null,
      after: now.get(figure) ?? null,
      actor: c.actor,
      explanation: c.explanation,
    })),
  );
}

/** A report's changes after its first submission, newest save first (in the form's order), with who made each. */
export async function changesOf(db: Pick<Db, 'select'>, reportId: number) {
  const rows = await db
    .select({ c: reportChanges, by: users.nickName })
    .from(reportChanges)
    .innerJoin(users, eq(users.id, reportChanges.actor))
    .where(eq(reportChanges.reportId, reportId))
    .orderBy(desc(reportChanges.at), asc(reportChanges.id));
  return rows.map(({ c, by }) => ({
    figure: c.figure,
    before: c.before,
    after: c.after,
    by,
    at: c.at.toISOString(),
    explanation: c.explanation,
  }));
}
