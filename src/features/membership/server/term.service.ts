/**
 * Members' terms on the server: the membership year as configured, where a unit stands today and
 * which year it pays next, where a new member's term ends, and a paid year running the term on
 * (restoring a lapsed member at once).
 */
import { and, eq } from 'drizzle-orm';
import {
  addDays,
  DEFAULT_TERM,
  dueYearOf,
  extendedEnd,
  firstTermEnd,
  memberTerm,
  type MemberTerm,
  standingOf,
} from '../contract/member-term.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { enterprises } from '#server/auth/tables.ts';
import { memberReminders } from './tables.ts';
import { readConfig } from '#server/config/config-read.ts';
import { day } from '#server/text/localize.ts';
import { setMembership } from './member-status.ts';
import { transferredAway } from './transferred.ts';

type Reader = Pick<Db, 'select'> | Pick<Tx, 'select'>;

export async function termOf(db: Reader): Promise<MemberTerm> {
  return (
    (await readConfig(db, 'sys.member.term', (v) => memberTerm.safeParse(v).data)) ?? DEFAULT_TERM
  );
}

/**
 * Where a unit stands on `today` and the membership year it pays next. Only a membership that
 * lapsed (the round recorded the lapse of its last term) may be renewed: one that moved to
 * another unit by a transfer is transferred, and may not be bought back.
 */
export async function termStatus(db: Reader, enterpriseId: number, today: string) {
  const term = await termOf(db);
  const [unit] = await db
    .select({
      isMember: enterprises.isMember,
      until: enterprises.memberUntil,
      transferred: transferredAway,
    })
    .from(enterprises)
    .where(eq(enterprises.id, enterpriseId));
  const until = day(unit?.until);
  const lapsed =
    unit !== undefined &&
    !unit.isMember &&
    until !== null &&
    (
      await db
        .select({ kind: memberReminders.kind })
        .from(memberReminders)
        .where(
          and(
            eq(memberReminders.enterpriseId, enterpriseId),
            eq(memberReminders.termEnd, until),
            eq(memberReminders.kind, 'lapse'),
          ),
        )
    ).length > 0;
  const standing = standingOf(
    {
      isMember: unit?.isMember ?? false,
      wasMember: lapsed,
      until,
      transferred: unit?.transferred ?? false,
    },
    today,
  );
  return {
    term,
    standing,
    until,
    graceEnd: until ? addDays(until, term.graceDays) : null,
    dueYear: dueYearOf(standing, until, today, term),
  };
}

/** A unit becomes a member today: its first term runs to the end of this (or next) year. */
export async function startMembership(tx: Tx, enterpriseId: number, today: string) {
  const until = firstTermEnd(today, await termOf(tx));
  await setMembership(tx, enterpriseId, { isMember: true, until, today });
}

/**
 * A confirmed payment for membership year `year`: the term runs to that year's end (never
 * shorter than it was), and a unit that had lapsed is a member again from this moment. A payment
 * that would still leave the term in the past (a year long over) is kept, and changes nothing.
 */
export async function paidFor(
  tx: Tx,
  enterpriseId: number,
  year: number,
  today: string,
): Promise<boolean> {
  const status = await termStatus(tx, enterpriseId, today);
  // A transferred unit's membership is another unit's now: nothing of it can be paid back.
  if (!status.standing || status.standing === 'transferred') return false;
  const until = extendedEnd(status.until, year, status.term);
  if (until < today) return false;
  // Whether a lapsed member came back (the public members table shows it again).
  return setMembership(tx, enterpriseId, { isMember: true, until, today });
}
