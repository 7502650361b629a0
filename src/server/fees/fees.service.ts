/**
 * Annual fees: the amount a unit owes comes from the association's fee schedule (by user type),
 * the account from its configuration; a member reports a payment with the remittance receipt and
 * the secretariat confirms it or sends it back.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  feeAccount,
  feeSchedule,
  type FeeAccount,
  type FeePaymentRow,
  type FeePaymentStatus,
  type offlinePaymentBody,
} from '#shared/schemas/fees.ts';
import type { z } from 'zod';
import { beijingToday } from '#shared/format.ts';
import type { Db, Tx } from '../db/client.ts';
import { feePayments, users } from '../db/schema/index.ts';
import { readConfig } from '../settings/config-read.ts';
import { paidFor, termStatus } from '../membership/term.service.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { noteChange } from '../audit/audit-scope.ts';
import { uniqueViolation } from '../db/errors.ts';
import { notifyEnterprise } from '../notices/notices.ts';
import { paged } from '../db/paging.ts';
import { transition } from '../workflow/transition.ts';
import { logStep, unitNames } from '../workflow/log.ts';
import { day } from '../text/localize.ts';
import { issueReceipt, receiptNumbers } from './receipts.service.ts';

type Payment = typeof feePayments.$inferSelect;
const OPEN: FeePaymentStatus[] = ['submitted', 'confirmed'];

export const feeAccountOf = (db: Pick<Db, 'select'>): Promise<FeeAccount | null> =>
  readConfig(db, 'sys.fee.account', (v) => feeAccount.safeParse(v).data);

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

export function paymentRow(p: Payment, unitName: string, receiptNo: string | null): FeePaymentRow {
  return {
    id: p.id,
    enterpriseId: p.enterpriseId,
    unitName,
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
    receiptNo,
    status: p.status,
    rejectReason: p.rejectReason,
    createdAt: p.createdAt.toISOString(),
  };
}

export async function statementOf(db: Db, enterpriseId: number, now: number) {
  const rows = await db
    .select()
    .from(feePayments)
    .where(eq(feePayments.enterpriseId, enterpriseId))
    .orderBy(desc(feePayments.id));
  const name = (await unitNames(db, [enterpriseId]))(enterpriseId);
  const receiptOf = await receiptNumbers(
    db,
    rows.map((r) => r.id),
  );
  const status = await termStatus(db, enterpriseId, beijingToday(now));
  return {
    year: status.dueYear,
    amount: await feeFor(db, enterpriseId),
    account: await feeAccountOf(db),
    payments: rows.map((r) => paymentRow(r, name, receiptOf(r.id))),
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
  await assertPayable(db, p.enterpriseId, p.body.year, p.today);
  const unitName = (await unitNames(db, [p.enterpriseId]))(p.enterpriseId);
  return db.transaction(async (tx) => {
    const row = await insertPayment(tx, { ...p.body, enterpriseId: p.enterpriseId }, p.actor);
    return paymentRow(row, unitName, null);
  });
}

/** A new payment and the first step of its history, in the caller's transaction. */
async function insertPayment(
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

const yearOpen = () =>
  badRequest('error.fee.yearOpen', [{ field: 'year', key: 'error.fee.yearOpen' }]);

/** Another payment for the year got in first, between the check and the write. */
function yearTaken(err: unknown): never {
  throw uniqueViolation(err) ? yearOpen() : err;
}

/**
 * A member, one in its grace and a lapsed one pay the year due next and nothing else, and only
 * when no payment for that year is waiting or confirmed.
 */
async function assertPayable(db: Db, enterpriseId: number, year: number, today: string) {
  const status = await termStatus(db, enterpriseId, today);
  if (!status.standing) throw badRequest('error.fee.notMember');
  if (year !== status.dueYear)
    throw badRequest('error.fee.wrongYear', [{ field: 'year', key: 'error.fee.wrongYear' }], {
      year: status.dueYear,
    });
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
  const where = q.status ? eq(feePayments.status, q.status) : undefined;
  const { rows, total } = await paged(db, feePayments, where, [desc(feePayments.id)], q);
  const nameOf = await unitNames(
    db,
    rows.map((r) => r.enterpriseId),
  );
  const receiptOf = await receiptNumbers(
    db,
    rows.map((r) => r.id),
  );
  return { rows: rows.map((r) => paymentRow(r, nameOf(r.enterpriseId), receiptOf(r.id))), total };
}

export async function decidePayment(
  db: Db,
  d: { id: number; decision: 'pass' | 'reject'; opinion: string; actor: number; today: string },
): Promise<{ row: FeePaymentRow; restored: boolean }> {
  const pass = d.decision === 'pass';
  let restored = false;
  let receiptNo: string | null = null;
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
      receiptNo = (await issueReceipt(tx, p.id, d.today)).number;
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
  const name = (await unitNames(db, [moved.enterpriseId]))(moved.enterpriseId);
  return { row: paymentRow(moved, name, receiptNo), restored };
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
  await assertPayable(db, enterpriseId, fields.year, p.today);
  const unitName = (await unitNames(db, [enterpriseId]))(enterpriseId);
  return db.transaction(async (tx) => {
    const row = await insertPayment(
      tx,
      { ...fields, enterpriseId, companyName: unitName, source: 'offline', status: 'confirmed' },
      p.actor,
      note,
    );
    const restored = await paidFor(tx, enterpriseId, row.year, p.today);
    const receipt = await issueReceipt(tx, row.id, p.today);
    await notifyEnterprise(tx, enterpriseId, {
      key: 'feeConfirmed',
      params: { year: row.year },
      opinion: note,
      linkTo: '/center/payfee',
      link: 'payfee',
    });
    return { row: paymentRow(row, unitName, receipt.number), restored };
  });
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
  const name = (await unitNames(db, [row.enterpriseId]))(row.enterpriseId);
  return paymentRow(row, name, (await receiptNumbers(db, [row.id]))(row.id));
}
