/**
 * Annual fees: the amount a unit owes comes from the association's fee schedule (by user type),
 * the account from its configuration; a member reports a payment with the remittance receipt and
 * the secretariat confirms it or sends it back. A payment must be the amount due, and a member's
 * own report waits for its bill. Joining fees share the ledger (see joining.ts).
 */
import { and, desc, eq, inArray, ne, or } from 'drizzle-orm';
import {
  feeAccount,
  feeSchedule,
  type FeeAccount,
  type FeePaymentRow,
  type FeePaymentStatus,
  type offlinePaymentBody,
} from '../contract/fees.contract.ts';
import type { z } from 'zod';
import { beijingToday, formatAmount } from '#shared/format.ts';
import { billOf } from '#features/membership/contract/member-term.ts';
import type { Db } from '#server/db/client.ts';
import { feePayments } from './tables.ts';
import { users } from '#server/auth/tables.ts';
import { readConfig } from '#server/config/config-read.ts';
import { type Dues, paidFor, termStatus } from '#features/membership/server/public.ts';
import { badRequest, notFound } from '#server/http/errors.ts';
import { noteChange } from '#server/audit/audit-scope.ts';
import { notifyEnterprise } from '#server/notices/notices.ts';
import { paged } from '#server/db/paging.ts';
import { transition } from '#server/workflow/transition.ts';
import { unitNames } from '#server/workflow/log.ts';
import { day } from '#server/text/localize.ts';
import { issueReceipt } from './receipts.service.ts';
import { insertPayment, yearOpen } from './ledger.ts';
import { paymentRowOf, paymentRows } from './payment-rows.ts';

const OPEN: FeePaymentStatus[] = ['submitted', 'confirmed'];

export const feeAccountOf = (db: Pick<Db, 'select'>): Promise<FeeAccount | null> =>
  readConfig(db, 'sys.fee.account', (v) => feeAccount.safeParse(v).data);

/** What the membership year's reminders say of the fee (membership's Dues). */
export const memberDues: Dues = {
  amountOf: (db, enterpriseId) => feeFor(db, enterpriseId),
  account: (db) => feeAccountOf(db),
};

/** The fee of the unit's user type, or the default one. */
export async function feeFor(db: Pick<Db, 'select'>, enterpriseId: number): Promise<string | null> {
  const schedule = await readConfig(db, 'sys.fee.schedule', (v) => feeSchedule.safeParse(v).data);
  if (!schedule) return null;
  const [account] = await db
    .select({ userType: users.userType })
    .from(users)
    .where(eq(users.enterpriseId, enterpriseId))
    .limit(1);
  return schedule[account?.userType ?? ''] ?? schedule.default ?? null;
}

/**
 * A payment must be the amount the fee schedule asks of the unit (when the association set one):
 * a different sum is refused with the amount due, not accepted for the secretariat to notice.
 */
export async function assertAmountDue(db: Pick<Db, 'select'>, enterpriseId: number, paid: number) {
  const due = await feeFor(db, enterpriseId);
  if (due !== null && Math.round(paid * 100) !== Math.round(Number(due) * 100))
    throw badRequest(
      'error.fee.amountDue',
      [{ field: 'amount', key: 'error.fee.amountDue', params: { amount: formatAmount(due) } }],
      { amount: formatAmount(due) },
    );
}

export async function statementOf(db: Db, enterpriseId: number, now: number) {
  const rows = await db
    .select()
    .from(feePayments)
    .where(eq(feePayments.enterpriseId, enterpriseId))
    .orderBy(desc(feePayments.id));
  const today = beijingToday(now);
  const status = await termStatus(db, enterpriseId, today);
  const bill = billOf(status.standing, status.until, today, status.term);
  return {
    year: bill.year,
    period: { start: bill.start, end: bill.end },
    opensOn: bill.opensOn,
    amount: await feeFor(db, enterpriseId),
    account: await feeAccountOf(db),
    payments: await paymentRows(db, rows),
    term: { standing: status.standing, until: status.until, graceEnd: status.graceEnd },
  };
}

/** A member reports a year's payment; a year already paid or under review is refused. */
export async function reportPayment(
  db: Db,
  p: {
    enterpriseId: number;
    actor: number;
    today: string;
    body: Omit<typeof feePayments.$inferInsert, 'enterpriseId' | 'status'>;
  },
): Promise<FeePaymentRow> {
  await assertPayable(db, p.enterpriseId, p.body.year, p.today, { billOpen: true });
  await assertAmountDue(db, p.enterpriseId, p.body.amount);
  const row = await db.transaction((tx) =>
    insertPayment(tx, { ...p.body, enterpriseId: p.enterpriseId }, p.actor),
  );
  return paymentRowOf(db, row);
}

/**
 * A member, one in its grace and a lapsed one pay the year due next and nothing else, and only
 * when no payment for that year is waiting or confirmed; a transferred unit has nothing to renew.
 * A member's own report waits for its bill (the payment notice); staff may record money that
 * came in early.
 */
async function assertPayable(
  db: Db,
  enterpriseId: number,
  year: number,
  today: string,
  rules: { billOpen: boolean },
) {
  const status = await termStatus(db, enterpriseId, today);
  if (!status.standing) throw badRequest('error.fee.notMember');
  if (status.standing === 'transferred') throw badRequest('error.fee.transferred');
  const opensOn = billOf(status.standing, status.until, today, status.term).opensOn;
  if (rules.billOpen && opensOn)
    throw badRequest('error.fee.notYetOpen', undefined, { year: status.dueYear, date: opensOn });
  if (year !== status.dueYear)
    throw badRequest(
      'error.fee.wrongYear',
      [{ field: 'year', key: 'error.fee.wrongYear', params: { year: status.dueYear } }],
      { year: status.dueYear },
    );
  const [open] = await db
    .select({ id: feePayments.id })
    .from(feePayments)
    .where(
      and(
        eq(feePayments.enterpriseId, enterpriseId),
        eq(feePayments.year, year),
        inArray(feePayments.status, OPEN),
      ),
    );
  if (open) throw yearOpen();
}

export async function paymentQueue(
  db: Db,
  q: { status?: FeePaymentStatus | undefined; pageNum: number; pageSize: number },
) {
  // A joining fee that waits is decided with its application (it makes the unit a member), on
  // the applications' desk; once decided it is in the ledger here like any payment.
  const where = and(
    q.status ? eq(feePayments.status, q.status) : undefined,
    or(ne(feePayments.source, 'joining'), ne(feePayments.status, 'submitted')),
  );
  const { rows, total } = await paged(db, feePayments, where, [desc(feePayments.id)], q);
  return { rows: await paymentRows(db, rows), total };
}

export async function decidePayment(
  db: Db,
  d: { id: number; decision: 'pass' | 'reject'; opinion: string; actor: number; today: string },
): Promise<{ row: FeePaymentRow; restored: boolean }> {
  const pass = d.decision === 'pass';
  const [payment] = await db
    .select({ source: feePayments.source })
    .from(feePayments)
    .where(eq(feePayments.id, d.id));
  if (payment?.source === 'joining') throw badRequest('error.fee.joiningOnApplication');
  let restored = false;
  const moved = await transition(db, {
    table: feePayments,
    state: { column: feePayments.status, key: 'status' },
    subject: 'fee',
    id: d.id,
    from: 'submitted',
    to: pass ? 'confirmed' : 'rejected',
    actor: d.actor,
    opinion: d.opinion,
    set: { rejectReason: pass ? null : d.opinion },
    effect: async (tx, p) => {
      if (!pass) return;
      restored = await paidFor(tx, p.enterpriseId, p.year, d.today);
      await issueReceipt(tx, p.id, d.today);
    },
    notify: (p) => ({
      enterpriseId: p.enterpriseId,
      notice: {
        key: pass ? 'feeConfirmed' : 'feeRejected',
        params: { year: p.year },
        opinion: d.opinion,
        linkTo: '/center/payfee',
        link: 'payfee',
      },
    }),
  });
  return { row: await paymentRowOf(db, moved), restored };
}

/**
 * The secretariat records a payment that came in another way: confirmed at once, the term run
 * on and the receipt issued in one transaction, with the same rules as a unit's own report (the
 * year due, nothing open for it), and the unit told.
 */
export async function recordOfflinePayment(
  db: Db,
  p: {
    body: z.infer<typeof offlinePaymentBody>;
    actor: number;
    today: string;
  },
): Promise<{ row: FeePaymentRow; restored: boolean }> {
  const { enterpriseId, note, ...fields } = p.body;
  // What came in is recorded as it came: the clerk sees the amount due beside it.
  await assertPayable(db, enterpriseId, fields.year, p.today, { billOpen: false });
  const unitName = (await unitNames(db, [enterpriseId]))(enterpriseId);
  const done = await db.transaction(async (tx) => {
    const row = await insertPayment(
      tx,
      { ...fields, enterpriseId, companyName: unitName, source: 'offline', status: 'confirmed' },
      p.actor,
      note,
    );
    const restored = await paidFor(tx, enterpriseId, row.year, p.today);
    await issueReceipt(tx, row.id, p.today);
    await notifyEnterprise(tx, enterpriseId, {
      key: 'feeConfirmed',
      params: { year: row.year },
      opinion: note,
      linkTo: '/center/payfee',
      link: 'payfee',
    });
    return { row, restored };
  });
  return { row: await paymentRowOf(db, done.row), restored: done.restored };
}

/** An invoice the unit asked for is noted as issued (or its number corrected), in the trail. */
export async function recordInvoice(
  db: Db,
  p: { id: number; invoiceNo: string; issuedOn: string },
): Promise<FeePaymentRow> {
  const [before] = await db.select().from(feePayments).where(eq(feePayments.id, p.id));
  if (!before) throw notFound();
  if (before.status !== 'confirmed') throw badRequest('error.fee.invoiceNotConfirmed');
  if (!before.invoiceTitle) throw badRequest('error.fee.noInvoiceAsked');
  const [row] = await db
    .update(feePayments)
    .set({ invoiceNo: p.invoiceNo, invoiceIssuedOn: p.issuedOn })
    .where(eq(feePayments.id, p.id))
    .returning();
  if (!row) throw notFound();
  noteChange({
    subject: 'fee',
    id: String(p.id),
    before: { invoiceNo: before.invoiceNo, invoiceIssuedOn: day(before.invoiceIssuedOn) },
    after: { invoiceNo: row.invoiceNo, invoiceIssuedOn: day(row.invoiceIssuedOn) },
  });
  return paymentRowOf(db, row);
}
