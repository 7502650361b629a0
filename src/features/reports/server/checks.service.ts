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
} from '../contract/reports.ts';
import {
  checkLimits,
  DEFAULT_CHECK_LIMITS,
  type CheckLimits,
} from '#features/statistics/contract/statistics.contract.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { configs } from '#server/config/tables.ts';
import { enterprises, users } from '#server/auth/tables.ts';
import { reportChanges, reports } from './tables.ts';
import type { FieldIssue } from '#server/http/errors.ts';
import { parseConfig } from '#server/config/config-read.ts';
import { preparedOnce } from '#server/db/prepared.ts';
import type { CheckContext, CheckIssue } from './edit-checks.ts';

type Rows = Record<string, unknown>[];

const CHECK_LIMITS_KEY = 'sys.stat.checks';

const parseLimits = (v: unknown) => checkLimits.safeParse(v).data;
const submitted = eq(reports.status, 'submitted');
const monthly = eq(reports.kind, 'economyMonth');

/** The values a save's read is prepared with: which unit, which report, and its neighbours. */
const at = {
  enterpriseId: sql.placeholder('enterpriseId'),
  kind: sql.placeholder('kind'),
  period: sql.placeholder('period'),
  year: sql.placeholder('year'),
  lastYear: sql.placeholder('lastYear'),
  nextMonth: sql.placeholder('nextMonth'),
  december: sql.placeholder('december'),
};

/** The shapes a save's read takes: the other reports compared with depend on kind and month. */
const SHAPES = ['plain', 'annual', 'monthly', 'december'] as const;
type Shape = (typeof SHAPES)[number];

const shapeOf = (kind: ReportKind, period: string): Shape =>
  !isEconomic(kind)
    ? 'plain'
    : kind === 'economyYear'
      ? 'annual'
      : period.endsWith('-12')
        ? 'december'
        : 'monthly';

/**
 * Which of the unit's reports the checks compare with (only submitted ones count): up to twelve
 * earlier months, the same month a year before, the month after, and the annual report of a
 * December; for an annual report, its December.
 */
function comparedWith(shape: Shape): SQL | undefined {
  if (shape === 'plain') return undefined;
  if (shape === 'annual') return and(submitted, monthly, eq(reports.period, at.december));
  const earlier = and(
    eq(reports.enterpriseId, at.enterpriseId),
    submitted,
    monthly,
    lt(reports.period, at.period),
  );
  const history = sql`${reports.id} in (select ${reports.id} from ${reports} where ${earlier}
    order by ${reports.period} desc limit 12)`;
  return and(
    submitted,
    or(
      and(monthly, or(history, inArray(reports.period, [at.lastYear, at.nextMonth]))),
      shape === 'december'
        ? and(eq(reports.kind, 'economyYear'), eq(reports.period, at.year))
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
 * The save's read, built and prepared once per database and shape: at a deadline every unit asks
 * it, and building the query anew cost more than PostgreSQL's answer.
 */
const beforeSaveQuery = Object.fromEntries(
  SHAPES.map((shape) => [shape, preparedOnce((db) => prepareBeforeSave(db, shape))]),
) as Record<Shape, (db: Db) => ReturnType<typeof prepareBeforeSave>>;

function prepareBeforeSave(db: Db, shape: Shape) {
  const limits = sql<string | null>`(select ${configs.configValue} from ${configs}
    where ${configs.configKey} = ${CHECK_LIMITS_KEY})`;
  const same = and(eq(reports.kind, at.kind), eq(reports.period, at.period));
  return db
    .select({ unitName: enterprises.unitName, limits, report: reports })
    .from(enterprises)
    .leftJoin(reports, and(eq(reports.enterpriseId, enterprises.id), or(same, comparedWith(shape))))
    .where(eq(enterprises.id, at.enterpriseId))
    .prepare(`before_save_${shape}`);
}

/**
 * What a save reads before it writes, in one query (200 units may submit in the same minute): the
 * unit's name, its report as it stands, the submitted reports the checks compare with, and the
 * limits staff configured.
 */
export async function beforeSave(
  db: Db,
  enterpriseId: number,
  kind: ReportKind,
  period: string,
): Promise<{
  unitName: string;
  current: ReportRow | undefined;
  context: CheckContext;
  limits: CheckLimits;
}> {
  const year = period.slice(0, 4);
  const rows = await beforeSaveQuery[shapeOf(kind, period)](db).execute({
    enterpriseId,
    kind,
    period,
    year,
    lastYear: `${Number(year) - 1}${period.slice(4)}`,
    nextMonth: shiftMonth(period, 1),
    december: `${period}-12`,
  });
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
  db: Db,
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
    /** Who the report says filled it in. */
    filler: string | null;
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
      filler: c.filler,
      explanation: c.explanation,
    })),
  );
}

/**
 * A report's changes after its first submission, newest save first (in the form's order), with
 * who made each: the filler the report named, else the account that sent it.
 */
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
    by: c.filler || by,
    at: c.at.toISOString(),
    explanation: c.explanation,
  }));
}
