/**
 * Members' terms on the server: the membership year as configured, where a new member's term
 * ends, and a paid year running the term on (restoring a lapsed membership at once).
 */
import { eq } from 'drizzle-orm';
import {
  DEFAULT_TERM,
  extendedEnd,
  firstTermEnd,
  memberTerm,
  type MemberTerm,
} from '#shared/member-term.ts';
import type { Db, Tx } from '../db/client.ts';
import { enterprises } from '../db/schema/index.ts';
import { readConfig } from '../settings/config-read.ts';
import { day } from '../text/localize.ts';
import { setMembership } from './member-status.ts';

export async function termOf(db: Pick<Db | Tx, 'select'>): Promise<MemberTerm> {
  return (
    (await readConfig(db, 'sys.member.term', (v) => memberTerm.safeParse(v).data)) ?? DEFAULT_TERM
  );
}

/** A unit becomes a member today: its first term runs to the end of this (or next) year. */
export async function startMembership(tx: Tx, enterpriseId: number, today: string) {
  await setMembership(tx, enterpriseId, true, firstTermEnd(today, await termOf(tx)));
}

/**
 * A confirmed payment for membership year `year`: the term runs to that year's end (never
 * shorter than it was), and a unit that had lapsed is a member again from this moment.
 */
export async function paidFor(tx: Tx, enterpriseId: number, year: number) {
  const [unit] = await tx
    .select({ isMember: enterprises.isMember, until: enterprises.memberUntil })
    .from(enterprises)
    .where(eq(enterprises.id, enterpriseId));
  if (!unit) return;
  const until = extendedEnd(day(unit.until), year, await termOf(tx));
  await setMembership(tx, enterpriseId, true, until);
}
