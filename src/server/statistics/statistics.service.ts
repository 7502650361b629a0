/** Industry figures from the database: the submitted economic reports of a year and the one before. */
import { and, eq, inArray, or, like } from 'drizzle-orm';
import {
  DEFAULT_DISCLOSURE,
  disclosureRule,
  type IndustryYear,
} from '#shared/schemas/statistics.ts';
import type { Db } from '../db/client.ts';
import { reports } from '../db/schema/index.ts';
import { readConfig } from '../settings/config-read.ts';
import type { DisclosureRule } from './disclosure.ts';
import { type FiledReport, industryYear } from './industry.ts';

export async function disclosureOf(db: Pick<Db, 'select'>): Promise<DisclosureRule> {
  return (
    (await readConfig(db, 'sys.stat.disclosure', (v) => disclosureRule.safeParse(v).data)) ??
    DEFAULT_DISCLOSURE
  );
}

export async function industryFor(
  db: Db,
  year: number,
  view: IndustryYear['view'],
): Promise<IndustryYear> {
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
        inArray(reports.kind, ['economyMonth', 'economyYear']),
        or(
          ...years.flatMap((y) => [eq(reports.period, String(y)), like(reports.period, `${y}-%`)]),
        ),
      ),
    );
  return industryYear(filed as FiledReport[], year, await disclosureOf(db), view);
}
