/**
 * The secretariat's view of one membership year's fees: every unit whose term comes up for that
 * year, where it stands (due, sent in, overdue in its grace, lapsed, paid), what it owes or paid,
 * the last reminder it was sent, its receipt and invoice; with totals. And the two things the
 * secretariat does from there: record a payment made offline, and note an invoice as issued.
 *
 * An association has hundreds or a few thousand members: the year is worked out in memory from
 * four reads, then filtered, counted and cut into pages.
 */
import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import { z } from 'zod';
import {
  addDays,
  dueYearOf,
  endOfYear,
  noticeDay,
  standingOf,
  yearOf,
} from '#features/membership/contract/member-term.ts';
import { feeSchedule } from '../contract/fees.contract.ts';
import {
  MEMBER_REMINDERS,
  RENEWAL_STATES,
  type MemberReminder,
  type RenewalState,
} from '#shared/vocabulary.ts';
import type { Db } from '#server/db/client.ts';
import { enterprises, users } from '#server/auth/tables.ts';
import { feePayments } from './tables.ts';
import { memberReminders } from '#features/membership/server/tables.ts';
import { readConfig } from '#server/config/config-read.ts';
import { termOf } from '#features/membership/server/public.ts';
import { day } from '#server/text/localize.ts';
import { receiptNumbers } from './receipts.service.ts';

export const renewalQuery = z.object({
  year: z.coerce.number().int().min(2000).max(2100),
  state: z.enum(RENEWAL_STATES).optional(),
  /** Words of the unit's name, or its tax ID. */
  q: z.string().trim().max(100).optional(),
});
export type RenewalQuery = z.infer<typeof renewalQuery>;

export const renewalRow = z.object({
  enterpriseId: z.number(),
  unitName: z.string(),
  taxId: z.string(),
  state: z.enum(RENEWAL_STATES),
  /** The term's last day and the grace's. */
  until: z.string().nullable(),
  graceEnd: z.string().nullable(),
  /** Paid (or sent in) when there is a payment; otherwise what the fee schedule asks. */
  amount: z.string().nullable(),
  paymentId: z.number().nullable(),
  paidOn: z.string().nullable(),
  offline: z.boolean(),
  /** The joining fee a new member paid for its first term. */
  joining: z.boolean(),
  receiptNo: z.string().nullable(),
  invoiceTitle: z.string(),
  invoiceNo: z.string().nullable(),
  invoiceIssuedOn: z.string().nullable(),
  /** The last reminder of this term sent to the unit, and when. */
  reminder: z.object({ kind: z.enum(MEMBER_REMINDERS), sentAt: z.string() }).nullable(),
});
export type RenewalRow = z.infer<typeof renewalRow>;

export const renewalTotals = z.record(
  z.enum(RENEWAL_STATES),
  z.object({ units: z.number(), amount: z.string() }),
);

/** The year the association is collecting now: the next one once its payment notice is out. */
export async function collectingYear(db: Db, today: string): Promise<number> {
  const term = await termOf(db);
  const year = yearOf(today, term);
  return today >= noticeDay(endOfYear(year, term), term) ? year + 1 : year;
}

const ORDER: Record<RenewalState, number> = {
  overdue: 0,
  submitted: 1,
  due: 2,
  lapsed: 3,
  paid: 4,
};

const cents = (yuan: string | null) => (yuan ? Math.round(Number(yuan) * 100) : 0);
const yuan = (c: number) => (c / 100).toFixed(2);

/** Every unit whose fee for `year` is due, sent in, overdue, lapsed or paid, in the desk's order. */
export async function renewalsOf(db: Db, year: number, today: string): Promise<RenewalRow[]> {
  const term = await termOf(db);
  const payments = await db
    .select()
    .from(feePayments)
    .where(
      and(eq(feePayments.year, year), inArray(feePayments.status, ['submitted', 'confirmed'])),
    );
  const paid = new Map(payments.map((p) => [p.enterpriseId, p]));
  const units = await db
    .select({
      id: enterprises.id,
      unitName: enterprises.unitName,
      taxId: enterprises.taxId,
      isMember: enterprises.isMember,
      until: enterprises.memberUntil,
    })
    .from(enterprises)
    .where(
      or(
        isNotNull(enterprises.memberUntil),
        eq(enterprises.isMember, true),
        inArray(enterprises.id, [0, ...paid.keys()]),
      ),
    );
  const reminders = await db.select().from(memberReminders).orderBy(memberReminders.sentAt);
  const lastReminder = new Map<string, { kind: MemberReminder; sentAt: string }>();
  for (const r of reminders)
    lastReminder.set(`${r.enterpriseId}:${day(r.termEnd)}`, {
      kind: r.kind,
      sentAt: r.sentAt.toISOString(),
    });
  const feeOf = await expectedFees(db);
  const receiptOf = await receiptNumbers(
    db,
    payments.map((p) => p.id),
  );
  const rows: RenewalRow[] = [];
  for (const u of units) {
    const until = day(u.until);
    const reminder = lastReminder.get(`${u.id}:${until}`) ?? null;
    const payment = paid.get(u.id);
    let state: RenewalState;
    if (payment) state = payment.status === 'confirmed' ? 'paid' : 'submitted';
    else {
      const lapsed = !u.isMember && reminder?.kind === 'lapse';
      const standing = standingOf({ isMember: u.isMember, wasMember: lapsed, until }, today);
      if (!standing || dueYearOf(standing, until, today, term) !== year) continue;
      state = standing === 'member' ? 'due' : standing === 'grace' ? 'overdue' : 'lapsed';
    }
    rows.push({
      enterpriseId: u.id,
      unitName: u.unitName,
      taxId: u.taxId,
      state,
      until,
      graceEnd: until && state !== 'paid' ? addDays(until, term.graceDays) : null,
      amount: payment ? payment.amount.toFixed(2) : feeOf(u.id),
      paymentId: payment?.id ?? null,
      paidOn: day(payment?.paidOn),
      offline: payment?.source === 'offline',
      joining: payment?.source === 'joining',
      receiptNo: payment ? receiptOf(payment.id) : null,
      invoiceTitle: payment?.invoiceTitle ?? '',
      invoiceNo: payment?.invoiceNo ?? null,
      invoiceIssuedOn: day(payment?.invoiceIssuedOn),
      reminder,
    });
  }
  return rows.sort(
    (a, b) => ORDER[a.state] - ORDER[b.state] || a.unitName.localeCompare(b.unitName, 'zh'),
  );
}

/** What each unit owes by the fee schedule (its user type's fee, or the default). */
export async function expectedFees(db: Db): Promise<(enterpriseId: number) => string | null> {
  const schedule =
    (await readConfig(db, 'sys.fee.schedule', (v) => feeSchedule.safeParse(v).data)) ?? {};
  const types = await db
    .select({ enterpriseId: users.enterpriseId, userType: users.userType })
    .from(users)
    .where(isNotNull(users.enterpriseId));
  const typeOf = new Map(types.map((t) => [t.enterpriseId, t.userType]));
  return (id) => {
    const fee = schedule[typeOf.get(id) ?? ''] ?? schedule.default;
    return fee ? Number(fee).toFixed(2) : null;
  };
}

/** The rows a filter keeps (words of the name or the tax ID, one state). */
export function filterRenewals(rows: RenewalRow[], q: Omit<RenewalQuery, 'year'>): RenewalRow[] {
  const words = q.q?.toLowerCase();
  return rows.filter(
    (r) =>
      (!q.state || r.state === q.state) &&
      (!words || r.unitName.toLowerCase().includes(words) || r.taxId.toLowerCase().includes(words)),
  );
}

/** Units and yuan in each state (paid: what came in; the others: what the schedule asks). */
export function totalsOf(rows: RenewalRow[]): z.infer<typeof renewalTotals> {
  const totals = Object.fromEntries(
    RENEWAL_STATES.map((s) => [s, { units: 0, cents: 0 }]),
  ) as Record<RenewalState, { units: number; cents: number }>;
  for (const r of rows) {
    totals[r.state].units += 1;
    totals[r.state].cents += cents(r.amount);
  }
  return Object.fromEntries(
    RENEWAL_STATES.map((s) => [s, { units: totals[s].units, amount: yuan(totals[s].cents) }]),
  ) as z.infer<typeof renewalTotals>;
}
