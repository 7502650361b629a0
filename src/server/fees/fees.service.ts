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
} from '#shared/schemas/fees.ts';
import { beijingToday } from '#shared/format.ts';
import type { Db } from '../db/client.ts';
import { feePayments, users } from '../db/schema/index.ts';
import { readConfig } from '../settings/config-read.ts';
import { paidFor, termStatus } from '../membership/term.service.ts';
import { badRequest, conflict } from '../http/errors.ts';
import { paged } from '../db/paging.ts';
import { transition } from '../workflow/transition.ts';
import { logStep, unitNames } from '../workflow/log.ts';

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

export function paymentRow(p: Payment, unitName: string): FeePaymentRow {
  return {
    id: p.id,
    enterpriseId: p.enterpriseId,
    unitName,
    year: p.year,
    amount: p.amount,
    paidOn: p.paidOn,
    companyName: p.companyName,
    receiptFileId: p.receiptFileId,
    invoiceTitle: p.invoiceTitle,
    invoiceTaxId: p.invoiceTaxId,
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
  const status = await termStatus(db, enterpriseId, beijingToday(now));
  return {
    year: status.dueYear,
    amount: await feeFor(db, enterpriseId),
    account: await feeAccountOf(db),
    payments: rows.map((r) => paymentRow(r, name)),
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
  // A member, one in its grace and a lapsed one pay here, each the year due next, nothing else.
  const status = await termStatus(db, p.enterpriseId, p.today);
  if (!status.standing) throw badRequest('error.fee.notMember');
  if (p.body.year !== status.dueYear)
    throw badRequest('error.fee.wrongYear', [{ field: 'year', key: 'error.fee.wrongYear' }], {
      year: status.dueYear,
    });
  const unitName = (await unitNames(db, [p.enterpriseId]))(p.enterpriseId);
  const [open] = await db
    .select({ id: feePayments.id })
    .from(feePayments)
    .where(
      and(
        eq(feePayments.enterpriseId, p.enterpriseId),
        eq(feePayments.year, p.body.year),
        inArray(feePayments.status, OPEN),
      ),
    );
  if (open) throw badRequest('error.fee.yearOpen', [{ field: 'year', key: 'error.fee.yearOpen' }]);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(feePayments)
      .values({ ...p.body, enterpriseId: p.enterpriseId })
      .returning();
    if (!row) throw conflict('error.workflow.stale');
    await logStep(tx, {
      subject: 'fee',
      subjectId: row.id,
      from: null,
      to: 'submitted',
      actor: p.actor,
    });
    return paymentRow(row, unitName);
  });
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
  return { rows: rows.map((r) => paymentRow(r, nameOf(r.enterpriseId))), total };
}

export async function decidePayment(
  db: Db,
  d: { id: number; decision: 'pass' | 'reject'; opinion: string; actor: number; today: string },
): Promise<{ row: FeePaymentRow; restored: boolean }> {
  const pass = d.decision === 'pass';
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
      if (pass) restored = await paidFor(tx, p.enterpriseId, p.year, d.today);
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
  return { row: paymentRow(moved, name), restored };
}
