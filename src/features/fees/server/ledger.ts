/** Writing to the one ledger of fee payments: joining fees, annual fees and offline records alike. */
import { badRequest, conflict } from '#server/http/errors.ts';
import type { Tx } from '#server/db/client.ts';
import { uniqueViolation } from '#server/db/errors.ts';
import { feePayments } from './tables.ts';
import { logStep } from '#server/workflow/log.ts';
import type { Payment } from './payment-rows.ts';

export const yearOpen = () =>
  badRequest('error.fee.yearOpen', [{ field: 'year', key: 'error.fee.yearOpen' }]);

/** Another payment for the year got in first, between the check and the write. */
function yearTaken(err: unknown): never {
  throw uniqueViolation(err) ? yearOpen() : err;
}

/** A new payment and the first step of its history, in the caller's transaction. */
export async function insertPayment(
  tx: Tx,
  values: typeof feePayments.$inferInsert,
  actor: number,
  opinion?: string,
): Promise<Payment> {
  const [row] = await tx.insert(feePayments).values(values).returning().catch(yearTaken);
  if (!row) throw conflict('error.workflow.stale');
  await logStep(tx, {
    subject: 'fee',
    subjectId: row.id,
    from: null,
    to: row.status,
    actor,
    opinion,
  });
  return row;
}
