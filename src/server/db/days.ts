/**
 * Days as the association lives them: a "from" and "to" date a clerk picks are Beijing days
 * (UTC+8, no daylight saving), so work done before 08:00 is not filed under the day before.
 */
import { and, gte, lt, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

const startOf = (day: string) => new Date(`${day}T00:00:00+08:00`);
const DAY_MS = 86_400_000;

/** `column` within the days from `from` to `to`, both included; either may be left open. */
export function withinDays(column: AnyPgColumn, from?: string, to?: string): SQL | undefined {
  return and(
    from ? gte(column, startOf(from)) : undefined,
    to ? lt(column, new Date(startOf(to).getTime() + DAY_MS)) : undefined,
  );
}

/** The Beijing calendar day of a moment, as YYYY-MM-DD. */
export const beijingDay = (at: Date): string =>
  new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10);

/**
 * A moment as Beijing's wall clock reads it, for a spreadsheet cell: cells carry no time zone,
 * and a reader in the association expects the time on their own clock.
 */
export const beijingWallTime = (at: Date): Date => new Date(at.getTime() + 8 * 3600_000);
