/**
 * The edit checks against the database: the unit's other submitted reports they compare with, the
 * configured limits, the messages' figures in the reader's language, and the record of every
 * figure changed after a report's first submission.
 */
import { and, asc, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
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
import { configs, enterprises, reportChanges, reports, users } from '../db/schema/index.ts';
import type { FieldIssue } from '../http/errors.ts';
import { parseConfig } from '../settings/config-read.ts';
import type { CheckContext, CheckIssue } from './edit-checks.ts';

type Rows = Record<string, unknown>[];

const CHECK_LIMITS_KEY = 'sys.stat.checks';

const parseLimits = (v: unknown) => checkLimits.safeParse(v).data;
const submitted = eq(reports.status, 'submitted');
const monthly = eq(reports.kind, 'economyMonth');

/**
 * Which of the unit's reports the checks of `kind` for `period` compare with (only submitted ones
 * count): up to twelve earlier months, the same month a year before, the month after, and the
 * annual report of a December; for an annual report, its December.
 */
function comparedWith(enterpriseId: number, kind: ReportKind, period: string): SQL | undefined {
  if (!isEconomic(kind)) return undefined;
  if (kind === 'economyYear') return and(submitted, monthly, eq(reports.period, `${period}-12`));
  const year = period.slice(0, 4);
  const earlier = and(
    eq(reports.enterpriseId, enterpriseId),
    submitted,
    monthly,
    lt(reports.period, period),
  );
  const history = sql`${reports.id} in (select ${reports.id} from ${reports} where ${earlier}
    order by ${reports.period} desc limit 12)`;
  const lastYear = `${Number(year) - 1}${period.slice(4)}`;
  return and(
    submitted,
    or(
      and(monthly, or(history, inArray(reports.period, [lastYear, shiftMonth(period, 1)]))),
      period.endsWith('-12')
        ? and(eq(reports.kind, 'economyYear'), eq(reports.period, year))
        : undefined,
    ),
  );
}

type ReportRow = typeof reports.$inferSelect;

/** The context of the checks, out of the reports `comparedWith` found. */
function contextOf(found: ReportRow[], kind: ReportKind, period: string): CheckContext {
  const none: CheckContext = {
    previousMonth: null,
    nextMonth: null,
    sameMonthLastYear: null,
    history: [],
    annual: null,
    december: null,
  };
  const month = (p: string) =>
    found.find((r) => r.kind === 'economyMonth' && r.period === p)?.rows ?? null;
  if (kind === 'economyYear') return { ...none, december: month(`${period}-12`) };
  if (kind !== 'economyMonth') return none;
  const year = period.slice(0, 4);
  // Everything earlier that was found, newest first: the twelve of the history, and perhaps the
  // same month of last year when it is older than all twelve.
  const history = found
    .filter((r) => r.kind === 'economyMonth' && r.period < period)
    .sort((a, b) => b.period.localeCompare(a.period))
    .slice(0, 12);
  return {
    ...none,
    previousMonth: month(shiftMonth(period, -1)),
    nextMonth: month(shiftMonth(period, 1)),
    sameMonthLastYear: month(`${Number(year) - 1}${period.slice(4)}`),
    history: history.map((h) => h.rows),
    annual: found.find((r) => r.kind === 'economyYear' && r.period === year)?.rows ?? null,
  };
}

/**
 * What a save reads before it writes, in one query (200 units may submit in the same minute): the
 * unit's name, its report as it stands, the submitted reports the checks compare with, and the
 * limits staff configured.
 */
export async function beforeSave(
  db: Pick<Db, 'select'>,
  enterpriseId: number,
  kind: ReportKind,
  period: string,
): Promise<{
  unitName: string;
  current: ReportRow | undefined;
  context: CheckContext;
  limits: CheckLimits;
}> {
  const same = and(eq(reports.kind, kind), eq(reports.period, period));
  const limits = sql<string | null>`(select ${configs.configValue} from ${configs}
    where ${configs.configKey} = ${CHECK_LIMITS_KEY})`;
  const rows = await db
    .select({ unitName: enterprises.unitName, limits, report: reports })
    .from(enterprises)
    .leftJoin(
      reports,
      and(
        eq(reports.enterpriseId, enterprises.id),
        or(same, comparedWith(enterpriseId, kind, period)),
      ),
    )
    .where(eq(enterprises.id, enterpriseId));
  const found = rows.flatMap((r) => (r.report ? [r.report] : []));
  const current = found.find((r) => r.kind === kind && r.period === period);
  return {
    unitName: rows[0]?.unitName ?? '',
    current,
    context: contextOf(
      found.filter((r) => r !== current && r.status === 'submitted'),
      kind,
      period,
    ),
    limits: parseConfig(rows[0]?.limits ?? null, parseLimits) ?? DEFAULT_CHECK_LIMITS,
  };
}

/** The unit's submitted reports the checks of `kind` for `period` compare with. */
export async function checkContext(
  db: Pick<Db, 'select'>,
  enterpriseId: number,
  kind: ReportKind,
  period: string,
): Promise<CheckContext> {
  return (await beforeSave(db, enterpriseId, kind, period)).context;
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
