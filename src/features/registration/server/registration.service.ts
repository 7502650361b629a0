/**
 * A unit's registration from the secretariat's side and its own: a name and a tax ID are claimed
 * for good only when the registration passes, a rejected unit corrects and sends it again, and
 * staff void a registration that is not the unit's (its account is closed).
 */
import { uniqueViolation } from '#server/db/errors.ts';
import { and, desc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { AUDIT_STATUS, type AuditStatus } from '#shared/constants.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { enterprises, sessions, users } from '#server/auth/tables.ts';
import { badRequest, conflict } from '#server/http/errors.ts';
import { paged } from '#server/db/paging.ts';
import { transition } from '#server/workflow/transition.ts';
import { logStep } from '#server/workflow/log.ts';

type Enterprise = typeof enterprises.$inferSelect;

/**
 * Who already owns a name or tax ID: a passed unit, or (for names) a staff account. Registrations
 * under review or rejected own nothing.
 */
export async function claimedBy(
  db: Pick<Db, 'select'>,
  claim: { unitName: string; taxId?: string; except?: number },
): Promise<'unitName' | 'taxId' | undefined> {
  const sameName = sql`lower(${enterprises.unitName}) = lower(${claim.unitName})`;
  const [unit] = await db
    .select({ taxId: enterprises.taxId })
    .from(enterprises)
    .where(
      and(
        eq(enterprises.auditStatus, AUDIT_STATUS.passed),
        claim.taxId ? or(sameName, eq(enterprises.taxId, claim.taxId)) : sameName,
        claim.except ? ne(enterprises.id, claim.except) : undefined,
      ),
    )
    .limit(1);
  if (unit) return claim.taxId && unit.taxId === claim.taxId ? 'taxId' : 'unitName';
  const [staff] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(isNull(users.enterpriseId), sql`lower(${users.userName}) = lower(${claim.unitName})`),
    )
    .limit(1);
  return staff ? 'unitName' : undefined;
}

export function refuseClaimed(taken: 'unitName' | 'taxId' | undefined): void {
  if (taken === 'taxId')
    throw badRequest('error.register.taxIdTaken', [
      { field: 'taxId', key: 'error.register.taxIdTaken' },
    ]);
  if (taken === 'unitName')
    throw badRequest('error.register.unitNameTaken', [
      { field: 'unitName', key: 'error.register.unitNameTaken' },
    ]);
}

export function registrationRow(e: Enterprise, sameClaims: number) {
  return {
    id: e.id,
    unitName: e.unitName,
    taxId: e.taxId,
    contactPerson: e.contactPerson,
    phone: e.phone,
    email: e.email,
    auditStatus: e.auditStatus,
    rejectReason: e.rejectReason,
    createdAt: e.createdAt.toISOString(),
    sameClaims,
  };
}

/** How many other registrations under review claim each one's name or tax ID. */
async function sameClaimCounts(db: Db, rows: Enterprise[]): Promise<(e: Enterprise) => number> {
  if (rows.length === 0) return () => 0;
  const open = await db
    .select({
      id: enterprises.id,
      name: sql<string>`lower(${enterprises.unitName})`,
      taxId: enterprises.taxId,
    })
    .from(enterprises)
    .where(
      and(
        eq(enterprises.auditStatus, AUDIT_STATUS.pending),
        or(
          inArray(
            sql`lower(${enterprises.unitName})`,
            rows.map((r) => r.unitName.toLowerCase()),
          ),
          inArray(
            enterprises.taxId,
            rows.map((r) => r.taxId),
          ),
        ),
      ),
    );
  return (e) =>
    open.filter(
      (o) => o.id !== e.id && (o.name === e.unitName.toLowerCase() || o.taxId === e.taxId),
    ).length;
}

export async function registrationQueue(
  db: Db,
  q: { status?: AuditStatus | undefined; pageNum: number; pageSize: number },
) {
  const where: SQL | undefined = q.status ? eq(enterprises.auditStatus, q.status) : undefined;
  const { rows, total } = await paged(db, enterprises, where, [desc(enterprises.id)], q);
  const same = await sameClaimCounts(db, rows);
  return { rows: rows.map((e) => registrationRow(e, same(e))), total };
}

export async function ownRegistration(db: Db, enterpriseId: number) {
  const [e] = await db.select().from(enterprises).where(eq(enterprises.id, enterpriseId));
  if (!e) throw badRequest('error.center.enterpriseOnly');
  return registrationRow(e, 0);
}

const REGISTRATION_STATE = { column: enterprises.auditStatus, key: 'auditStatus' };

/** Pass or reject one under review. Passing claims the name and tax ID; a second unit cannot. */
export async function decideRegistration(
  db: Db,
  d: { id: number; decision: 'pass' | 'reject'; opinion: string; actor: number },
): Promise<Enterprise> {
  const pass = d.decision === 'pass';
  try {
    return await transition(db, {
      table: enterprises,
      state: REGISTRATION_STATE,
      subject: 'registration',
      id: d.id,
      from: AUDIT_STATUS.pending,
      to: pass ? AUDIT_STATUS.passed : AUDIT_STATUS.rejected,
      actor: d.actor,
      opinion: d.opinion,
      set: { rejectReason: pass ? null : d.opinion },
      notify: (e) => ({
        enterpriseId: e.id,
        notice: pass
          ? { key: 'registrationPassed', linkTo: '/center/apply-member', link: 'applyMember' }
          : {
              key: 'registrationRejected',
              opinion: d.opinion,
              linkTo: '/register/result',
              link: 'correctRegistration',
            },
      }),
    });
  } catch (err) {
    if (uniqueViolation(err)) throw conflict('error.register.alreadyApproved');
    throw err;
  }
}

/** Closes a registration under review or rejected: its accounts are disabled and signed out. */
export async function voidRegistration(
  db: Db,
  d: { id: number; opinion: string; actor: number },
): Promise<Enterprise> {
  return transition(db, {
    table: enterprises,
    state: REGISTRATION_STATE,
    subject: 'registration',
    id: d.id,
    from: [AUDIT_STATUS.pending, AUDIT_STATUS.rejected],
    to: AUDIT_STATUS.voided,
    actor: d.actor,
    opinion: d.opinion,
    effect: async (tx, e) => closeAccounts(tx, e.id),
  });
}

async function closeAccounts(tx: Tx, enterpriseId: number): Promise<void> {
  const closed = await tx
    .update(users)
    .set({ status: '1' })
    .where(eq(users.enterpriseId, enterpriseId))
    .returning({ id: users.id });
  if (closed.length)
    await tx.delete(sessions).where(
      inArray(
        sessions.userId,
        closed.map((u) => u.id),
      ),
    );
}

/**
 * The unit corrects its registration and it goes back to the secretariat. The account it signs
 * in with follows a new name.
 */
export async function resubmitRegistration(
  db: Db,
  d: {
    enterpriseId: number;
    actor: number;
    fields: {
      unitName: string;
      taxId: string;
      contactPerson: string;
      email: string;
      phone: string;
    };
  },
): Promise<Enterprise> {
  refuseClaimed(await claimedBy(db, { ...d.fields, except: d.enterpriseId }));
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(enterprises).where(eq(enterprises.id, d.enterpriseId));
    const correctable: AuditStatus[] = [AUDIT_STATUS.pending, AUDIT_STATUS.rejected];
    if (!before || !correctable.includes(before.auditStatus))
      throw badRequest('error.register.notCorrectable');
    const [after] = await tx
      .update(enterprises)
      .set({ ...d.fields, auditStatus: AUDIT_STATUS.pending, rejectReason: null })
      .where(and(eq(enterprises.id, d.enterpriseId), inArray(enterprises.auditStatus, correctable)))
      .returning();
    if (!after) throw conflict('error.workflow.stale');
    await tx
      .update(users)
      .set({
        userName: d.fields.unitName,
        nickName: d.fields.unitName,
        phone: d.fields.phone,
        email: d.fields.email,
      })
      .where(
        and(
          eq(users.enterpriseId, d.enterpriseId),
          sql`lower(${users.userName}) = lower(${before.unitName})`,
        ),
      );
    await logStep(tx, {
      subject: 'registration',
      subjectId: d.enterpriseId,
      from: before.auditStatus,
      to: AUDIT_STATUS.pending,
      actor: d.actor,
    });
    return after;
  });
}
