/**
 * Receipts for confirmed fee payments. A receipt is issued in the transaction that confirms the
 * payment and takes the next number of its year from the counter row there: concurrent
 * confirmations queue on that row, and one that fails gives its number back, so the numbers run
 * without gaps and none is used twice: joining fees, annual fees and payments recorded offline
 * share the one sequence. What the receipt says is copied at issue and never changes.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { endOfYear, startOfYear } from '#features/membership/contract/member-term.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { enterprises } from '#server/auth/tables.ts';
import { feePayments, feeReceipts, receiptCounters } from './tables.ts';
import { termOf } from '#features/membership/server/public.ts';
import { notFound } from '#server/http/errors.ts';

export type Receipt = typeof feeReceipts.$inferSelect;

const receiptNumber = (year: number, n: number) => `${year}-${String(n).padStart(6, '0')}`;

/**
 * The receipt of a confirmed payment: the one issued, or a new one issued on `today`. A joining
 * fee is confirmed the day the membership starts, so its period runs from `today`.
 */
export async function issueReceipt(tx: Tx, paymentId: number, today: string): Promise<Receipt> {
  // The payment's row is held first: two first downloads at once issue one receipt, the second
  // waiting and then finding it.
  const [held] = await tx
    .select({ id: feePayments.id })
    .from(feePayments)
    .where(eq(feePayments.id, paymentId))
    .for('update');
  if (!held) throw notFound('error.fee.noReceipt');
  const [issued] = await tx.select().from(feeReceipts).where(eq(feeReceipts.paymentId, paymentId));
  if (issued) return issued;
  const [payment] = await tx
    .select({
      enterpriseId: feePayments.enterpriseId,
      year: feePayments.year,
      amount: feePayments.amount,
      paidOn: feePayments.paidOn,
      source: feePayments.source,
      unitName: enterprises.unitName,
      taxId: enterprises.taxId,
    })
    .from(feePayments)
    .innerJoin(enterprises, eq(enterprises.id, feePayments.enterpriseId))
    .where(and(eq(feePayments.id, paymentId), eq(feePayments.status, 'confirmed')));
  if (!payment) throw notFound('error.fee.noReceipt');
  const term = await termOf(tx);
  const issueYear = Number(today.slice(0, 4));
  const [counter] = await tx
    .insert(receiptCounters)
    .values({ year: issueYear, last: 1 })
    .onConflictDoUpdate({
      target: receiptCounters.year,
      set: { last: sql`${receiptCounters.last} + 1` },
    })
    .returning({ last: receiptCounters.last });
  if (!counter) throw new Error('the receipt counter did not move');
  const [receipt] = await tx
    .insert(feeReceipts)
    .values({
      number: receiptNumber(issueYear, counter.last),
      paymentId,
      enterpriseId: payment.enterpriseId,
      unitName: payment.unitName,
      taxId: payment.taxId,
      year: payment.year,
      amount: payment.amount.toFixed(2),
      periodStart: payment.source === 'joining' ? today : startOfYear(payment.year, term),
      periodEnd: endOfYear(payment.year, term),
      paidOn: payment.paidOn,
      issuedOn: today,
    })
    .returning();
  if (!receipt) throw new Error('the receipt was not written');
  return receipt;
}

/**
 * The receipt of one payment, for its unit (`enterpriseId`) or for staff (null). A payment
 * confirmed before receipts existed gets its receipt now.
 */
export async function receiptOf(
  db: Db,
  paymentId: number,
  enterpriseId: number | null,
  today: string,
): Promise<Receipt> {
  const [payment] = await db
    .select({ enterpriseId: feePayments.enterpriseId })
    .from(feePayments)
    .where(eq(feePayments.id, paymentId));
  // Another unit's payment is answered like one that does not exist.
  if (!payment || (enterpriseId !== null && payment.enterpriseId !== enterpriseId))
    throw notFound('error.fee.noReceipt');
  return db.transaction((tx) => issueReceipt(tx, paymentId, today));
}

type IssuedReceipt = { number: string; periodStart: string; periodEnd: string };

/** The receipts issued for a list of payments: number and the period each names, by payment. */
export async function receiptsFor(
  db: Pick<Db, 'select'>,
  paymentIds: number[],
): Promise<(paymentId: number) => IssuedReceipt | undefined> {
  const rows =
    paymentIds.length === 0
      ? []
      : await db
          .select({
            paymentId: feeReceipts.paymentId,
            number: feeReceipts.number,
            periodStart: feeReceipts.periodStart,
            periodEnd: feeReceipts.periodEnd,
          })
          .from(feeReceipts)
          .where(inArray(feeReceipts.paymentId, paymentIds));
  const issued = new Map(rows.map(({ paymentId, ...r }) => [paymentId, r]));
  return (id) => issued.get(id);
}

/** Receipt numbers by payment, for a list of payments. */
export async function receiptNumbers(
  db: Pick<Db, 'select'>,
  paymentIds: number[],
): Promise<(paymentId: number) => string | null> {
  const issued = await receiptsFor(db, paymentIds);
  return (id) => issued(id)?.number ?? null;
}
