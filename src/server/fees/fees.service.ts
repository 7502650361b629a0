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
import type { Db } from '../db/client.ts';
import { configs, enterprises, feePayments, users } from '../db/schema/index.ts';
import { badRequest, conflict } from '../http/errors.ts';
import { paged } from '../db/paging.ts';
import { transition } from '../workflow/transition.ts';
import { logStep, unitNames } from '../workflow/log.ts';

type Payment = typeof feePayments.$inferSelect;
const OPEN: FeePaymentStatus[] = ['submitted', 'confirmed'];

async function config<T>(db: Db, key: string, parse: (v: unknown) => T | undefined) {
  const [row] = await db.select().from(configs).where(eq(configs.configKey, key));
  if (!row) return null;
  try {
    return parse(JSON.parse(row.configValue)) ?? null;
  } catch {
    return null; // a value staff mistyped is "not set", not a failure for every member
  }
}

export const feeAccountOf = (db: Db): Promise<FeeAccount | null> =>
  config(db, 'sys.fee.account', (v) => feeAccount.safeParse(v).data);

/** The fee of the unit's user type, or the default one. */
export async function feeFor(db: Db, enterpriseId: number): Promise<string | null> {
  const schedule = await config(db, 'sys.fee.schedule', (v) => feeSchedule.safeParse(v).data);
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
  return {
    year: new Date(now).getFullYear(),
    amount: await feeFor(db, enterpriseId),
    account: await feeAccountOf(db),
    payments: rows.map((r) => paymentRow(r, name)),
  };
}

/** A member reports a year's payment; a year already paid or under review is refused. */
export async function reportPayment(
  db: Db,
  p: {
    enterpriseId: number;
    actor: number;
    body: Omit<typeof feePayments.$inferInsert, 'enterpriseId' | 'status'>;
  },
): Promise<FeePaymentRow> {
  const [ent] = await db
    .select({ isMember: enterprises.isMember, unitName: enterprises.unitName })
    .from(enterprises)
    .where(eq(enterprises.id, p.enterpriseId));
  if (!ent?.isMember) throw badRequest('error.fee.notMember');
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
    return paymentRow(row, ent.unitName);
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
  d: { id: number; decision: 'pass' | 'reject'; opinion: string; actor: number },
): Promise<FeePaymentRow> {
  const pass = d.decision === 'pass';
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
  return paymentRow(moved, (await unitNames(db, [moved.enterpriseId]))(moved.enterpriseId));
}
