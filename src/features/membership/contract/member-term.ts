/**
 * The membership year, as dates on the association's calendar (Beijing days, YYYY-MM-DD): when a
 * year starts, when the payment notice goes out, how long the grace after the end lasts, and which
 * reminder a member is due on a given day. Pure, so the server, the centre and tests agree.
 */
import { z } from 'zod';
import { MEMBER_REMINDERS, type MemberReminder, type MemberStanding } from '#shared/vocabulary.ts';
import { addDays } from '#shared/format.ts';

export { addDays };

export const memberTerm = z.object({
  /** The day each membership year begins, MM-DD (01-01: calendar years). */
  yearStart: z
    .string()
    .regex(/^\d{2}-\d{2}$/)
    // A day every year has (29 February counts: in other years the year begins on 1 March).
    .refine((md) => {
      const at = Date.parse(`2024-${md}T00:00:00Z`);
      return !Number.isNaN(at) && new Date(at).toISOString().startsWith(`2024-${md}`);
    }),
  /**
   * The payment notice goes out this many days before a term ends: more than 30, so it comes
   * before the 30-day reminder and carries the account details first.
   */
  noticeDays: z.number().int().min(31).max(180),
  /** After the end a member stays a member this many days, reminded, before lapsing. */
  graceDays: z.number().int().min(0).max(180),
});
export type MemberTerm = z.infer<typeof memberTerm>;

export const DEFAULT_TERM: MemberTerm = { yearStart: '01-01', noticeDays: 60, graceDays: 30 };

/** A year start that falls on 29 February in other years begins on 1 March. */
function startIn(year: number, term: MemberTerm): string {
  const day = `${year}-${term.yearStart}`;
  return new Date(Date.parse(`${day}T00:00:00Z`)).toISOString().slice(0, 10) === day
    ? day
    : `${year}-03-01`;
}

/** The last day of membership year `year` (the one that begins in that year). */
export const endOfYear = (year: number, term: MemberTerm): string =>
  addDays(startIn(year + 1, term), -1);

/** The first day of membership year `year`. */
export const startOfYear = (year: number, term: MemberTerm): string =>
  addDays(endOfYear(year - 1, term), 1);

/** The membership year a day falls in, by the year it began. */
export function yearOf(day: string, term: MemberTerm): number {
  const year = Number(day.slice(0, 4));
  return day >= startIn(year, term) ? year : year - 1;
}

/** The day the payment notice for a term ending on `end` goes out. */
export const noticeDay = (end: string, term: MemberTerm) => addDays(end, -term.noticeDays);

/**
 * Where a new member's first term ends: the end of the current membership year, or of the next
 * one when it joins after that year's payment notice (it should not pay twice in two months).
 */
export function firstTermEnd(joined: string, term: MemberTerm): string {
  const year = yearOf(joined, term);
  const end = endOfYear(year, term);
  return joined >= noticeDay(end, term) ? endOfYear(year + 1, term) : end;
}

/** Paying for membership year `year` runs the term to that year's end, never shortens it. */
export function extendedEnd(current: string | null, year: number, term: MemberTerm): string {
  const end = endOfYear(year, term);
  return current && current > end ? current : end;
}

type Reminder = MemberReminder;

/** The day each reminder of a term ending on `end` is due from. */
export function reminderDays(end: string, term: MemberTerm): Record<Reminder, string> {
  return {
    notice: noticeDay(end, term),
    before30: addDays(end, -30),
    before7: addDays(end, -7),
    due: end,
    grace: addDays(end, 1),
    lapse: addDays(end, term.graceDays + 1),
  };
}

/**
 * The latest reminder due on `today` for a term ending on `end` (null before the notice). Only the
 * latest is sent: a server that was down for a week does not send a week of reminders at once.
 */
export function reminderDue(today: string, end: string, term: MemberTerm): Reminder | null {
  const days = reminderDays(end, term);
  let due: Reminder | null = null;
  for (const r of MEMBER_REMINDERS) if (today >= days[r]) due = r;
  return due;
}

/**
 * A unit's standing on `today`: null for one that never was a member. One whose membership moved
 * to another unit is transferred, not lapsed: it has nothing to renew.
 */
export function standingOf(
  unit: { isMember: boolean; wasMember: boolean; until: string | null; transferred?: boolean },
  today: string,
): MemberStanding | null {
  if (unit.isMember) return unit.until && unit.until < today ? 'grace' : 'member';
  if (unit.transferred) return 'transferred';
  return unit.wasMember ? 'lapsed' : null;
}

/**
 * The membership year a unit pays next: the one after its term. A unit lapsed long ago pays the
 * current year, not the years it was away.
 */
export function dueYearOf(
  standing: MemberStanding | null,
  until: string | null,
  today: string,
  term: MemberTerm,
): number {
  const next = yearOf(until ? addDays(until, 1) : today, term);
  return standing === 'lapsed' ? Math.max(next, yearOf(today, term)) : next;
}

/**
 * What paying now buys, and whether it may be paid yet. A new member's first fee runs from the day
 * it joins to its first term's end; a renewal buys the membership year due (a lapsed unit from
 * today). A member whose term runs on is billed only from the payment notice of its term.
 */
export function billOf(
  standing: MemberStanding | null,
  until: string | null,
  today: string,
  term: MemberTerm,
): { year: number; start: string; end: string; opensOn: string | null } {
  if (!standing) {
    const end = firstTermEnd(today, term);
    return { year: yearOf(end, term), start: today, end, opensOn: null };
  }
  const year = dueYearOf(standing, until, today, term);
  const yearStart = startOfYear(year, term);
  const start = standing === 'lapsed' && today > yearStart ? today : yearStart;
  const opens = until ? noticeDay(until, term) : null;
  return {
    year,
    start,
    end: endOfYear(year, term),
    opensOn: standing === 'member' && opens && today < opens ? opens : null,
  };
}
