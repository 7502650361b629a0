/**
 * When statistics reports are due: a month's reports by a day of the following month, a year's
 * by a day of the following year (configuration). The reminders of a period: some days before the
 * deadline, on it, and once after it. Pure date arithmetic on Beijing days (YYYY-MM-DD).
 */
import { z } from 'zod';
import { beijingToday } from '#shared/format.ts';
import { addDays } from '#features/membership/contract/member-term.ts';
import { isMonthly, type ReportKind, shiftMonth } from './reports.ts';
import type { StatReminder } from '#shared/vocabulary.ts';

export const reportCalendar = z
  .object({
    /** A month's reports are due by this day of the next month. */
    monthlyDueDay: z.number().int().min(2).max(28),
    /** A year's reports are due by this day (MM-DD) of the next year. */
    annualDue: z.string().regex(/^(0[1-9]|1[0-2])-(0[1-9]|1\d|2[0-8])$/),
    /** The first reminder, this many days before the deadline. */
    remindDaysBefore: z.number().int().min(1).max(20),
  })
  // The first reminder falls after the month it is about has ended.
  .refine((c) => c.remindDaysBefore < c.monthlyDueDay);
export type ReportCalendar = z.infer<typeof reportCalendar>;
export const DEFAULT_CALENDAR: ReportCalendar = {
  monthlyDueDay: 15,
  annualDue: '03-31',
  remindDaysBefore: 3,
};

/** The last day to file a period's reports: `2026-05` → 2026-06-15; `2026` → 2027-03-31. */
export function dueDate(period: string, cal: ReportCalendar): string {
  if (period.length === 4) return `${Number(period) + 1}-${cal.annualDue}`;
  return `${shiftMonth(period, 1)}-${String(cal.monthlyDueDay).padStart(2, '0')}`;
}

/** The reminder a period's unfiled reports should have had by `today`, if any (the latest one). */
export function reminderOn(today: string, due: string, cal: ReportCalendar): StatReminder | null {
  if (today > due) return today <= addDays(due, 30) ? 'overdue' : null;
  if (today === due) return 'due';
  return today >= addDays(due, -cal.remindDaysBefore) ? 'before' : null;
}

/** The Beijing day a unit became a member, as the calendar reads it. */
export const joinedOn = (memberSince: Date | null) =>
  memberSince ? beijingToday(memberSince.getTime()) : null;

/**
 * The first period of a kind a unit owes, from the Beijing day it became a member (YYYY-MM-DD):
 * the month it joined (its figures from that day on), and the year it joined (it is a member when
 * the year closes). Nothing before it joined; null (a member from before dates were kept): all.
 */
export function firstOwed(kind: ReportKind, memberSince: string | null): string | null {
  if (!memberSince) return null;
  return isMonthly(kind) ? memberSince.slice(0, 7) : memberSince.slice(0, 4);
}

/** Whether a unit that became a member on `memberSince` owes the period's report of a kind. */
export const owes = (kind: ReportKind, period: string, memberSince: string | null) =>
  period >= (firstOwed(kind, memberSince) ?? '');

/**
 * The periods of a kind that are over by `today`, newest first, at most `count`; with
 * `memberSince`, only those the unit owes.
 */
export function pastPeriods(
  kind: ReportKind,
  today: string,
  count: number,
  memberSince: string | null = null,
): string[] {
  const year = Number(today.slice(0, 4));
  const periods = isMonthly(kind)
    ? Array.from({ length: count }, (_, i) => shiftMonth(today.slice(0, 7), -1 - i))
    : Array.from({ length: count }, (_, i) => String(year - 1 - i));
  return periods.filter((p) => owes(kind, p, memberSince));
}
