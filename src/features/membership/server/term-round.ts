/**
 * The daily round of the membership year, a scheduled job: each member whose term is near its
 * end or past it hears the reminder due today (the payment notice, 30 and 7 days before, the last
 * day, the grace), and one past its grace lapses. Each reminder is recorded with the notice in one
 * transaction, keyed by unit, term and kind: a second run, or a second process, sends nothing.
 * Text messages leave after the commit (a crash in between loses a text, never repeats one).
 */
import { and, eq, isNotNull, lte } from 'drizzle-orm';
import { beijingToday } from '#shared/format.ts';
import {
  addDays,
  type MemberTerm,
  reminderDays,
  reminderDue,
  yearOf,
} from '../contract/member-term.ts';
import type { MemberReminder } from '#shared/vocabulary.ts';
import type { Db, Transaction, Tx } from '#server/db/client.ts';
import { enterprises } from '#server/auth/tables.ts';
import { memberReminders } from './tables.ts';
import type { Deps } from '#server/http/context.ts';
import { schedule, tomorrowsRun } from '#server/jobs/jobs.ts';
import { textEnterprise } from '#server/notices/notices.ts';
import { remindOnce } from '#server/notices/reminders.ts';
import type { FeeAccount } from '#features/fees/contract/fees.contract.ts';
import { day } from '#server/text/localize.ts';
import { MEMBERS_TABLE } from '#server/site/content-version.ts';
import { setMembership } from './member-status.ts';
import { termOf } from './term.service.ts';

export const ROUND_JOB = 'membership.round';

/**
 * What the reminders say of the fee. The fees feature answers it (its `memberDues`), passed in by
 * the job's registration: fees reads members' terms from here, so this part does not import it.
 */
export interface Dues {
  /** The fee the unit pays by the schedule; null when the association set none. */
  amountOf(db: Pick<Db, 'select'>, enterpriseId: number): Promise<string | null>;
  /** Where fees are paid; null when not configured. */
  account(db: Pick<Db, 'select'>): Promise<FeeAccount | null>;
}

const NOTICE_KEY: Record<MemberReminder, string> = {
  notice: 'memberNotice',
  before30: 'memberBefore30',
  before7: 'memberBefore7',
  due: 'memberDue',
  grace: 'memberGrace',
  lapse: 'memberLapse',
};

/** The round of one day; returns the texts to send once it is committed. */
export async function membershipRound(tx: Transaction, deps: Deps, today: string, dues: Dues) {
  const term = await termOf(tx);
  const account = await dues.account(tx);
  const near = await tx
    .select({ id: enterprises.id, until: enterprises.memberUntil })
    .from(enterprises)
    .where(
      and(
        eq(enterprises.isMember, true),
        isNotNull(enterprises.memberUntil),
        lte(enterprises.memberUntil, addDays(today, term.noticeDays)),
      ),
    );
  const texts: { id: number; key: string; params: Record<string, unknown> }[] = [];
  let lapsed = 0;
  for (const m of near) {
    const until = day(m.until) ?? '';
    const kind = reminderDue(today, until, term);
    if (!kind) continue;
    const key = NOTICE_KEY[kind];
    const sent = await remindOnce(tx, {
      enterpriseId: m.id,
      record: async (one) => {
        // Past the grace a member lapses, whether or not it was told before.
        if (kind === 'lapse') await setMembership(one, m.id, { isMember: false, today });
        return one
          .insert(memberReminders)
          .values({ enterpriseId: m.id, termEnd: until, kind })
          .onConflictDoNothing()
          .returning();
      },
      notice: async (one) => ({
        key,
        params: await paramsOf(one, { enterpriseId: m.id, until, term, account, dues }),
        linkTo: '/center/payfee',
        link: 'payfee',
      }),
      label: `unit ${m.id}`,
    });
    if (kind === 'lapse' && sent !== 'failed') lapsed++;
    if (typeof sent === 'object') texts.push({ id: m.id, key, params: sent.params });
  }
  return async () => {
    // Members who lapsed leave the public members table.
    if (lapsed > 0) deps.onContentChanged(MEMBERS_TABLE);
    for (const t of texts) await textEnterprise(deps, t.id, t.key, t.params);
  };
}

/** What the reminders say: the dates, the year to pay, the amount and where to pay it. */
async function paramsOf(
  tx: Tx,
  {
    enterpriseId,
    until,
    term,
    account,
    dues,
  }: {
    enterpriseId: number;
    until: string;
    term: MemberTerm;
    account: FeeAccount | null;
    dues: Dues;
  },
) {
  const days = reminderDays(until, term);
  return {
    until,
    graceEnd: addDays(days.lapse, -1),
    lapseOn: days.lapse,
    year: yearOf(addDays(until, 1), term),
    amount: (await dues.amountOf(tx, enterpriseId)) ?? '—',
    accountName: account?.name ?? '—',
    bank: account?.bank ?? '—',
    number: account?.number ?? '—',
  };
}

/** Beijing's next day at ten past midnight, when the next round is due. */

/** The job: today's round, then tomorrow's planned (one key per day: each day runs once). */
export async function roundJob(tx: Transaction, deps: Deps, dues: Dues) {
  const today = beijingToday(deps.now());
  const after = await membershipRound(tx, deps, today, dues);
  await schedule(tx, tomorrowsRun(ROUND_JOB, today, '00:10'));
  return after;
}

/** At start: today's round is planned unless it already ran (the key of a done job stays done). */
export function planRounds(db: Pick<Tx, 'insert'>, now: number) {
  const today = beijingToday(now);
  return schedule(db, { kind: ROUND_JOB, key: `${ROUND_JOB}:${today}`, runAt: new Date(now) });
}
