/**
 * Collecting the reports: which of a member's reports are due or overdue, and the daily round that
 * reminds members of a period's unfiled reports some days before the deadline, on it and after
 * it. Each reminder is recorded with its notice in one transaction (unit, period, reminder): a
 * second run or a second process sends nothing again. Texts leave after the commit.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { beijingToday } from '#shared/format.ts';
import {
  DEFAULT_CALENDAR,
  dueDate,
  joinedOn,
  owes,
  pastPeriods,
  reminderOn,
  reportCalendar,
  type ReportCalendar,
} from '#features/reports/contract/report-calendar.ts';
import { isMonthly, REPORT_KINDS } from '#features/reports/contract/reports.ts';
import type { dueReport } from '../contract/statistics.contract.ts';
import type { z } from 'zod';
import type { Db, Transaction } from '#server/db/client.ts';
import { enterprises } from '#server/auth/tables.ts';
import { reports, statReminders } from '#features/reports/server/tables.ts';
import type { Deps } from '#server/http/context.ts';
import { schedule, tomorrowsRun } from '#server/jobs/jobs.ts';
import { textEnterprise } from '#server/notices/notices.ts';
import { remindOnce } from '#server/notices/reminders.ts';
import { readConfig } from '#server/config/config-read.ts';

export const COLLECTION_JOB = 'statistics.round';

export async function calendarOf(db: Pick<Db, 'select'>): Promise<ReportCalendar> {
  return (
    (await readConfig(db, 'sys.stat.calendar', (v) => reportCalendar.safeParse(v).data)) ??
    DEFAULT_CALENDAR
  );
}

type DueReport = z.infer<typeof dueReport>;

/** How far back a member is asked for what it has not filed: a year of months, two years. */
const LOOK_BACK = { monthly: 12, annual: 2 };

/** The unit's reports not yet submitted for the recent periods, the most urgent first. */
export async function dueReports(
  db: Db,
  enterpriseId: number,
  today: string,
): Promise<DueReport[]> {
  const cal = await calendarOf(db);
  const [unit] = await db
    .select({ memberSince: enterprises.memberSince })
    .from(enterprises)
    .where(eq(enterprises.id, enterpriseId));
  const since = joinedOn(unit?.memberSince ?? null);
  const filed = await db
    .select({ kind: reports.kind, period: reports.period })
    .from(reports)
    .where(and(eq(reports.enterpriseId, enterpriseId), eq(reports.status, 'submitted')));
  const done = new Set(filed.map((f) => `${f.kind}|${f.period}`));
  return REPORT_KINDS.flatMap((kind) =>
    pastPeriods(kind, today, isMonthly(kind) ? LOOK_BACK.monthly : LOOK_BACK.annual, since)
      .filter((period) => !done.has(`${kind}|${period}`))
      .map((period) => {
        const due = dueDate(period, cal);
        return { kind, period, due, state: today > due ? ('overdue' as const) : ('due' as const) };
      }),
  ).sort((a, b) => a.due.localeCompare(b.due) || a.kind.localeCompare(b.kind));
}

const NOTICE_KEY = { before: 'statBefore', due: 'statDue', overdue: 'statOverdue' } as const;

/** The periods whose reminders may be due today: last month, the month before, last year. */
function periodsNow(today: string): string[] {
  return [...pastPeriods('economyMonth', today, 2), ...pastPeriods('economyYear', today, 1)];
}

/** The round of one day; returns the texts to send once it is committed. */
export async function collectionRound(tx: Transaction, today: string) {
  const cal = await calendarOf(tx);
  const members = await tx
    .select({ id: enterprises.id, memberSince: enterprises.memberSince })
    .from(enterprises)
    .where(eq(enterprises.isMember, true));
  const texts: { id: number; key: string; params: Record<string, unknown> }[] = [];
  for (const period of periodsNow(today)) {
    const due = dueDate(period, cal);
    const reminder = reminderOn(today, due, cal);
    if (!reminder) continue;
    const kinds = REPORT_KINDS.filter((k) => isMonthly(k) === period.length > 4);
    const filed = await tx
      .select({ enterpriseId: reports.enterpriseId })
      .from(reports)
      .where(
        and(
          eq(reports.period, period),
          eq(reports.status, 'submitted'),
          inArray(reports.kind, kinds),
        ),
      );
    const count = new Map<number, number>();
    for (const f of filed) count.set(f.enterpriseId, (count.get(f.enterpriseId) ?? 0) + 1);
    for (const m of members) {
      // A unit that joined after the period owes nothing for it.
      if (kinds[0] && !owes(kinds[0], period, joinedOn(m.memberSince))) continue;
      const missing = kinds.length - (count.get(m.id) ?? 0);
      if (missing <= 0) continue;
      const key = NOTICE_KEY[reminder];
      const params = { period, due, count: missing };
      const sent = await remindOnce(tx, {
        enterpriseId: m.id,
        record: (one) =>
          one
            .insert(statReminders)
            .values({ enterpriseId: m.id, period, reminder })
            .onConflictDoNothing()
            .returning(),
        notice: async () => ({ key, params, linkTo: '/center/filling', link: 'filling' }),
        label: `unit ${m.id} for ${period}`,
      });
      if (typeof sent === 'object') texts.push({ id: m.id, key, params });
    }
  }
  return texts;
}

/** The job: today's round, then tomorrow's planned (one key per day: each day runs once). */
export async function collectionJob(tx: Transaction, deps: Deps) {
  const today = beijingToday(deps.now());
  const texts = await collectionRound(tx, today);
  // After the membership round.
  await schedule(tx, tomorrowsRun(COLLECTION_JOB, today, '00:20'));
  return async () => {
    for (const t of texts) await textEnterprise(deps, t.id, t.key, t.params);
  };
}

/** At start: today's round is planned unless it already ran. */
export function planCollection(db: Pick<Transaction, 'insert'>, now: number) {
  const today = beijingToday(now);
  return schedule(db, {
    kind: COLLECTION_JOB,
    key: `${COLLECTION_JOB}:${today}`,
    runAt: new Date(now),
  });
}
