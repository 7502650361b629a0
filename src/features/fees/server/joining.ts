/**
 * The joining fee in the fee ledger. The applicant's payment goes in as it is sent (waiting, like
 * an annual fee) and is decided with the application's payment step: confirmed in the transaction
 * that makes the unit a member, with the next receipt number and the period it buys (from the day
 * of joining to the first term's end); or refused with the reviewer's reason.
 */
import { and, eq } from 'drizzle-orm';
import { firstTermEnd, yearOf } from '#features/membership/contract/member-term.ts';
import { paymentBody } from '#features/membership/contract/membership.contract.ts';
import type { Tx } from '#server/db/client.ts';
import { feePayments } from './tables.ts';
import { type JoiningFees, termOf } from '#features/membership/server/public.ts';
import { logStep } from '#server/workflow/log.ts';
import { insertPayment } from './ledger.ts';
import { issueReceipt } from './receipts.service.ts';
import { assertAmountDue } from './fees.service.ts';
import { expectedFees } from './renewals.service.ts';

/** The membership year a unit joining on `today` pays for: the one its first term ends with. */
async function joiningYear(tx: Tx, today: string): Promise<number> {
  const term = await termOf(tx);
  return yearOf(firstTermEnd(today, term), term);
}

type JoiningPayment = {
  companyName: string;
  paidOn: string;
  amount: number;
  receiptFileId: string;
  invoiceTitle: string;
};

export async function reportJoiningFee(
  tx: Tx,
  p: { enterpriseId: number; actor: number; today: string; payment: JoiningPayment },
): Promise<void> {
  await insertPayment(
    tx,
    {
      ...p.payment,
      enterpriseId: p.enterpriseId,
      year: await joiningYear(tx, p.today),
      source: 'joining',
      status: 'submitted',
    },
    p.actor,
  );
}

/**
 * The application's payment step decided: its joining fee with it. An application whose payment
 * was sent before the ledger kept joining fees gets its entry from what the application holds.
 */
export async function settleJoiningFee(
  tx: Tx,
  d: {
    enterpriseId: number;
    pass: boolean;
    opinion: string;
    actor: number;
    today: string;
    sent: Record<string, unknown> | null;
  },
): Promise<void> {
  const [waiting] = await tx
    .select()
    .from(feePayments)
    .where(
      and(
        eq(feePayments.enterpriseId, d.enterpriseId),
        eq(feePayments.source, 'joining'),
        eq(feePayments.status, 'submitted'),
      ),
    )
    .for('update');
  const to = d.pass ? 'confirmed' : 'rejected';
  let paymentId: number;
  if (waiting) {
    // Confirmed after the payment notice, the first term (and so the year paid for) runs on.
    await tx
      .update(feePayments)
      .set({
        status: to,
        rejectReason: d.pass ? null : d.opinion,
        ...(d.pass ? { year: await joiningYear(tx, d.today) } : {}),
      })
      .where(eq(feePayments.id, waiting.id));
    await logStep(tx, {
      subject: 'fee',
      subjectId: waiting.id,
      from: 'submitted',
      to,
      actor: d.actor,
      opinion: d.opinion,
    });
    paymentId = waiting.id;
  } else {
    const sent = paymentBody.safeParse(d.sent).data;
    if (!d.pass || !sent) return;
    const row = await insertPayment(
      tx,
      {
        ...sent,
        enterpriseId: d.enterpriseId,
        year: await joiningYear(tx, d.today),
        source: 'joining',
        status: 'confirmed',
      },
      d.actor,
      d.opinion,
    );
    paymentId = row.id;
  }
  if (d.pass) await issueReceipt(tx, paymentId, d.today);
}

/** The ledger's part in a membership application (membership's JoiningFees). */
export const joiningFees: JoiningFees = {
  assertAmountDue,
  report: reportJoiningFee,
  settle: settleJoiningFee,
  expected: expectedFees,
};
