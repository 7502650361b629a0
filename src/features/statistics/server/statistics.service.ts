/**
 * Industry figures from the database: the submitted economic reports of a year and the one
 * before, the periods staff published (frozen, final), and the publishing itself.
 */
import { bumpVersion } from '#server/site/content-version.ts';
import { and, asc, eq, inArray, like, or } from 'drizzle-orm';
import { monthsOf } from '#features/reports/contract/reports.ts';
import {
  DEFAULT_DISCLOSURE,
  disclosureRule,
  type IndustryYear,
} from '../contract/statistics.contract.ts';
import type { Db } from '#server/db/client.ts';
import { reports } from '#features/reports/server/tables.ts';
import { statPublications } from './tables.ts';
import { AppError } from '#server/http/errors.ts';
import { CODE } from '#shared/constants.ts';
import { readConfig } from '#server/config/config-read.ts';
import type { DisclosureRule } from './disclosure.ts';
import {
  type FiledReport,
  type FrozenCell,
  freezePeriod,
  industryYear,
  publishedYear,
} from './industry.ts';

export async function disclosureOf(db: Pick<Db, 'select'>): Promise<DisclosureRule> {
  return (
    (await readConfig(db, 'sys.stat.disclosure', (v) => disclosureRule.safeParse(v).data)) ??
    DEFAULT_DISCLOSURE
  );
}

/** The economic reports submitted for a year and the one before. */
async function filedFor(db: Pick<Db, 'select'>, year: number): Promise<FiledReport[]> {
  const years = [year - 1, year];
  const filed = await db
    .select({
      enterpriseId: reports.enterpriseId,
      kind: reports.kind,
      period: reports.period,
      rows: reports.rows,
    })
    .from(reports)
    .where(
      and(
        eq(reports.status, 'submitted'),
        inArray(reports.kind, ['economyMonth', 'economyYear', 'productMonth', 'productYear']),
        or(
          ...years.flatMap((y) => [eq(reports.period, String(y)), like(reports.period, `${y}-%`)]),
        ),
      ),
    );
  return filed as FiledReport[];
}

/** The published cells of a year and the one before, and which periods they are. */
async function frozenFor(db: Pick<Db, 'select'>, year: number) {
  const rows = await db
    .select({ period: statPublications.period, cells: statPublications.cells })
    .from(statPublications)
    .where(inArray(statPublications.year, [year - 1, year]))
    .orderBy(asc(statPublications.period));
  const frozen = new Map<string, FrozenCell>();
  for (const r of rows) for (const [id, cell] of Object.entries(r.cells)) frozen.set(id, cell);
  return { frozen, periods: rows.map((r) => r.period) };
}

/** Staff: every figure as computed now, published ones as published, marks on the withheld. */
export async function industryFor(db: Db, year: number): Promise<IndustryYear> {
  const [filed, { frozen, periods }, rule] = await Promise.all([
    filedFor(db, year),
    frozenFor(db, year),
    disclosureOf(db),
  ]);
  return industryYear(filed, year, rule, 'all', undefined, frozen, periods);
}

/** Members and the public: the published figures only. */
export async function publishedFor(db: Pick<Db, 'select'>, year: number): Promise<IndustryYear> {
  const { frozen, periods } = await frozenFor(db, year);
  return publishedYear(year, frozen, periods);
}

const refuse = (key: string, params: Record<string, unknown>) =>
  new AppError(409, CODE.error, key, { params });

/**
 * The periods publishing `period` puts out: every month of its year not yet published, up to it,
 * in order (a month published before the one ahead of it would give that one away by
 * subtraction); a year only once its December is out. A period not over yet is refused.
 */
export function periodsToPublish(period: string, published: readonly string[], today: string) {
  const year = period.slice(0, 4);
  if (period.length === 4) {
    if (year >= today.slice(0, 4)) throw refuse('error.statistics.notOver', { period });
    if (published.includes(year)) throw refuse('error.statistics.published', { period });
    if (!published.includes(`${year}-12`))
      throw refuse('error.statistics.decemberFirst', { period, december: `${year}-12` });
    return [year];
  }
  if (period >= today.slice(0, 7)) throw refuse('error.statistics.notOver', { period });
  const months = monthsOf(Number(year)).filter((m) => m <= period && !published.includes(m));
  if (months.length === 0) throw refuse('error.statistics.published', { period });
  return months;
}

/**
 * Publishes a period (and the months before it not yet out), each frozen with those before it
 * held as published. The period asked for must have reports; a month before it that has none
 * goes out empty, and the relations skip it. Two staff publishing at once: the second finds the periods taken and
 * its whole transaction is undone.
 */
export async function publish(
  db: Db,
  s: { period: string; actor: number; today: string },
): Promise<string[]> {
  const year = Number(s.period.slice(0, 4));
  return db.transaction(async (tx) => {
    // One after another: a transaction is one connection, which answers one query at a time.
    const filed = await filedFor(tx, year);
    const { frozen, periods } = await frozenFor(tx, year);
    const rule = await disclosureOf(tx);
    const out = periodsToPublish(s.period, periods, s.today);
    // Nothing filed for the period asked: too early, or a slip of the hand; either way final.
    const kind = s.period.length === 4 ? 'economyYear' : 'economyMonth';
    if (!filed.some((r) => r.kind === kind && r.period === s.period))
      throw refuse('error.statistics.empty', { period: s.period });
    for (const period of out) {
      const cells = freezePeriod(filed, period, rule, frozen);
      for (const [id, cell] of cells) frozen.set(id, cell);
      const [row] = await tx
        .insert(statPublications)
        .values({ period, year, cells: Object.fromEntries(cells), publishedBy: s.actor })
        .onConflictDoNothing()
        .returning({ period: statPublications.period });
      if (!row) throw refuse('error.statistics.published', { period });
    }
    // The public statistics pages and the bulletin change with this commit.
    await bumpVersion(tx);
    return out;
  });
}
