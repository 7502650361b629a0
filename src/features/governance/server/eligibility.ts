/**
 * Who may vote on a poll: a member unit in good standing on the record date (its term covers the
 * day and it had joined by then), or for the council's polls one of its president, vice-president
 * and director units. The roll is fixed from this when the poll opens; a refused unit is told why.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { GOVERNING_LEVELS } from '#shared/constants.ts';
import { beijingToday } from '#shared/format.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { enterprises } from '#server/auth/tables.ts';
import { memberUnits } from '#features/content/server/tables.ts';
import { termStatus } from '#features/membership/server/public.ts';
import type { Electorate, Refusal } from '../contract/governance-rules.ts';

type Reader = Pick<Db, 'select'> | Pick<Tx, 'select'>;

/** Units the council's published entries of the governing levels are linked to (by id, never by name). */
async function councilUnits(db: Reader): Promise<Set<number>> {
  const rows = await db
    .select({ id: memberUnits.enterpriseId })
    .from(memberUnits)
    .where(
      and(eq(memberUnits.status, 'published'), inArray(memberUnits.level, [...GOVERNING_LEVELS])),
    );
  return new Set(rows.flatMap((r) => (r.id === null ? [] : [r.id])));
}

/** Why `enterpriseId` may not vote on a poll with this electorate and record date; null: it may. */
export async function refusalOf(
  db: Reader,
  enterpriseId: number,
  poll: { electorate: Electorate; recordDate: string },
  council?: Set<number>,
): Promise<Refusal | null> {
  const [unit] = await db
    .select({ since: enterprises.memberSince, erasedAt: enterprises.erasedAt })
    .from(enterprises)
    .where(eq(enterprises.id, enterpriseId));
  if (!unit) return 'notMember';
  if (unit.erasedAt) return 'erased';
  // Membership's own reading of the unit's standing, taken on the record date.
  const { standing } = await termStatus(db, enterpriseId, poll.recordDate);
  if (!standing) return 'notMember';
  if (standing === 'lapsed' || standing === 'transferred') return 'lapsed';
  if (standing === 'grace') return 'inGrace';
  if (unit.since && beijingToday(unit.since.getTime()) > poll.recordDate)
    return 'joinedAfterRecordDate';
  if (poll.electorate === 'council' && !(council ?? (await councilUnits(db))).has(enterpriseId))
    return 'notCouncil';
  return null;
}

/** The units that may vote: read once, when the poll opens. */
export async function rollOf(
  db: Reader,
  poll: { electorate: Electorate; recordDate: string },
): Promise<number[]> {
  const council = await councilUnits(db);
  const members = await db
    .select({ id: enterprises.id })
    .from(enterprises)
    .where(and(eq(enterprises.isMember, true), isNull(enterprises.erasedAt)));
  const roll: number[] = [];
  for (const { id } of members)
    if ((await refusalOf(db, id, poll, council)) === null) roll.push(id);
  return roll;
}
