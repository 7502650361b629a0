/**
 * Fee payments as units and staff read them: the unit's current name, the receipt once issued,
 * the membership each payment buys, and what the fee schedule asks of the unit for comparison.
 */
import { endOfYear, startOfYear } from '#features/membership/contract/member-term.ts';
import type { FeePaymentRow } from '../contract/fees.contract.ts';
import { beijingToday } from '#shared/format.ts';
import type { Db } from '#server/db/client.ts';
import type { feePayments } from './tables.ts';
import { termOf } from '#features/membership/server/public.ts';
import { day } from '#server/text/localize.ts';
import { unitNames } from '#server/workflow/log.ts';
import { receiptsFor } from './receipts.service.ts';
import { expectedFees } from './renewals.service.ts';

export type Payment = typeof feePayments.$inferSelect;

export async function paymentRows(db: Db, payments: Payment[]): Promise<FeePaymentRow[]> {
  const term = await termOf(db);
  const nameOf = await unitNames(
    db,
    payments.map((p) => p.enterpriseId),
  );
  const receiptOf = await receiptsFor(
    db,
    payments.map((p) => p.id),
  );
  const dueOf = await expectedFees(db);
  return payments.map((p) => {
    const receipt = receiptOf(p.id);
    // Before its receipt, a joining fee is counted from the day it was sent in.
    const start =
      p.source === 'joining' ? beijingToday(p.createdAt.getTime()) : startOfYear(p.year, term);
    return {
      id: p.id,
      enterpriseId: p.enterpriseId,
      unitName: nameOf(p.enterpriseId),
      year: p.year,
      amount: p.amount,
      paidOn: p.paidOn,
      companyName: p.companyName,
      receiptFileId: p.receiptFileId,
      source: p.source,
      invoiceTitle: p.invoiceTitle,
      invoiceTaxId: p.invoiceTaxId,
      invoiceNo: p.invoiceNo,
      invoiceIssuedOn: day(p.invoiceIssuedOn),
      receiptNo: receipt?.number ?? null,
      periodStart: day(receipt?.periodStart) ?? start,
      periodEnd: day(receipt?.periodEnd) ?? endOfYear(p.year, term),
      amountDue: dueOf(p.enterpriseId),
      status: p.status,
      rejectReason: p.rejectReason,
      createdAt: p.createdAt.toISOString(),
    };
  });
}

export async function paymentRowOf(db: Db, payment: Payment): Promise<FeePaymentRow> {
  const [row] = await paymentRows(db, [payment]);
  if (!row) throw new Error('the payment row was not built');
  return row;
}
