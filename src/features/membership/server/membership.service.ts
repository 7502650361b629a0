/**
 * Enterprise information and the membership application: secretariat → council → payment →
 * payment confirmed → member, or rejected at a review. Rules and queries as plain functions.
 */
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import { AUDIT_STATUS } from '#shared/constants.ts';
import type { z } from 'zod';
import type {
  ApplicationRow,
  ApplicationStatus,
  EnterpriseProfileData,
  paymentBody,
} from '../contract/membership.contract.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { applications } from './tables.ts';
import { enterpriseProfiles } from '#features/profile/server/tables.ts';
import { enterprises } from '#server/auth/tables.ts';
import { badRequest, conflict, notFound } from '#server/http/errors.ts';
import { paged } from '#server/db/paging.ts';
import type { NoticeSpec } from '#server/notices/compose.ts';
import { transition } from '#server/workflow/transition.ts';
import { historyOf, logStep, unitNames } from '#server/workflow/log.ts';
import { startMembership } from './term.service.ts';

type Application = typeof applications.$inferSelect;
export type ReviewStep = 'secretariat' | 'council' | 'paymentReview';
type Payment = z.infer<typeof paymentBody>;

/**
 * What an application's payment asks of the fee ledger. The fees feature answers it (its
 * `joiningFees`), passed in where the routes are put together: fees reads members' terms from
 * here, so this part does not import it back.
 */
export interface JoiningFees {
  /** Refuses a payment that is not the amount the fee schedule asks of the unit. */
  assertAmountDue(db: Pick<Db, 'select'>, enterpriseId: number, paid: number): Promise<void>;
  /** The sent payment into the ledger, waiting for the secretariat. */
  report(
    tx: Tx,
    p: { enterpriseId: number; actor: number; today: string; payment: Payment },
  ): Promise<void>;
  /** The payment step decided: its ledger entry with it (and the receipt when confirmed). */
  settle(
    tx: Tx,
    d: {
      enterpriseId: number;
      pass: boolean;
      opinion: string;
      actor: number;
      today: string;
      sent: Record<string, unknown> | null;
    },
  ): Promise<void>;
  /** What each unit owes by the fee schedule. */
  expected(db: Db): Promise<(enterpriseId: number) => string | null>;
}

/** The next state of an application for each review step and decision. */
export const NEXT: Record<
  ReviewStep,
  { from: ApplicationStatus; pass: ApplicationStatus; reject: ApplicationStatus }
> = {
  secretariat: { from: 'secretariat', pass: 'council', reject: 'rejected' },
  council: { from: 'council', pass: 'payment', reject: 'rejected' },
  paymentReview: { from: 'paymentReview', pass: 'member', reject: 'payment' },
};

/** What the unit is told after each step. */
const NOTICE: Record<ReviewStep, Record<'pass' | 'reject', string>> = {
  secretariat: { pass: 'applicationToCouncil', reject: 'applicationRejected' },
  council: { pass: 'applicationApproved', reject: 'applicationRejected' },
  paymentReview: { pass: 'applicationMember', reject: 'paymentRejected' },
};

const APPLICATION_STATE = { column: applications.status, key: 'status' };

export async function profileOf(db: Db, enterpriseId: number) {
  const [row] = await db
    .select()
    .from(enterpriseProfiles)
    .where(eq(enterpriseProfiles.enterpriseId, enterpriseId));
  return { data: row?.data ?? null, version: row?.version ?? 0 };
}

/** Version check in the statement itself: of two tabs saving version n, one wins, the other is told. */
export async function saveProfile(
  db: Db,
  enterpriseId: number,
  data: EnterpriseProfileData,
  version: number,
) {
  const saved =
    version === 0
      ? await db
          .insert(enterpriseProfiles)
          .values({ enterpriseId, data, version: 1 })
          .onConflictDoNothing()
          .returning()
      : await db
          .update(enterpriseProfiles)
          .set({ data, version: version + 1, updatedAt: sql`now()` })
          .where(
            and(
              eq(enterpriseProfiles.enterpriseId, enterpriseId),
              eq(enterpriseProfiles.version, version),
            ),
          )
          .returning();
  const row = saved[0];
  if (!row) throw conflict('error.profile.stale');
  return { data: row.data, version: row.version };
}

export async function applyForMembership(
  db: Db,
  enterpriseId: number,
  actor: number,
  fees: JoiningFees,
): Promise<ApplicationRow> {
  const [ent] = await db.select().from(enterprises).where(eq(enterprises.id, enterpriseId));
  if (ent?.auditStatus !== AUDIT_STATUS.passed) throw badRequest('error.apply.notAudited');
  if (ent.isMember) throw badRequest('error.apply.alreadyMember');
  const profile = await profileOf(db, enterpriseId);
  if (!profile.data) throw badRequest('error.apply.profileMissing');
  const [open] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.enterpriseId, enterpriseId),
        notInArray(applications.status, ['member', 'rejected']),
      ),
    );
  if (open) throw badRequest('error.apply.open');
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(applications)
      .values({ enterpriseId, status: 'secretariat' })
      .returning();
    if (!row) throw conflict('error.workflow.stale');
    await logStep(tx, {
      subject: 'application',
      subjectId: row.id,
      from: null,
      to: 'secretariat',
      actor,
    });
    return row;
  });
  return one(db, created, fees);
}

export async function applicationsOf(
  db: Db,
  enterpriseId: number,
  fees: JoiningFees,
): Promise<ApplicationRow[]> {
  const rows = await db
    .select()
    .from(applications)
    .where(eq(applications.enterpriseId, enterpriseId))
    .orderBy(desc(applications.id));
  return applicationRows(db, rows, fees);
}

export async function applicationQueue(
  db: Db,
  q: { status?: ApplicationStatus | undefined; pageNum: number; pageSize: number },
  fees: JoiningFees,
) {
  const where = q.status ? eq(applications.status, q.status) : undefined;
  const { rows, total } = await paged(db, applications, where, [desc(applications.id)], q);
  return { rows: await applicationRows(db, rows, fees), total };
}

/**
 * The unit reports its payment of an application the council approved: the amount the schedule
 * asks, entered in the fee ledger as a joining fee waiting for the secretariat.
 */
export async function reportPayment(
  db: Db,
  p: {
    id: number;
    enterpriseId: number;
    actor: number;
    today: string;
    payment: Payment;
  },
  fees: JoiningFees,
): Promise<ApplicationRow> {
  const [app] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.id, p.id), eq(applications.enterpriseId, p.enterpriseId)));
  if (!app) throw notFound();
  await fees.assertAmountDue(db, p.enterpriseId, p.payment.amount);
  const moved = await transition(db, {
    table: applications,
    state: APPLICATION_STATE,
    subject: 'application',
    id: p.id,
    from: 'payment',
    to: 'paymentReview',
    actor: p.actor,
    set: { payment: p.payment, updatedAt: sql`now()` },
    effect: (tx) => fees.report(tx, p),
  });
  return one(db, moved, fees);
}

/**
 * One review step. Confirming the payment makes the unit a member in the same transaction, so a
 * crash never leaves a member application without the membership.
 */
export async function reviewApplication(
  db: Db,
  r: {
    step: ReviewStep;
    id: number;
    decision: 'pass' | 'reject';
    opinion: string;
    actor: number;
    /** The Beijing day: a new member's term is counted from it. */
    today: string;
  },
  fees: JoiningFees,
): Promise<ApplicationRow> {
  const rule = NEXT[r.step];
  const to = rule[r.decision];
  const notice: NoticeSpec = {
    key: NOTICE[r.step][r.decision],
    opinion: r.opinion,
    linkTo: '/center/apply-member',
    link: 'applyMember',
  };
  const moved = await transition(db, {
    table: applications,
    state: APPLICATION_STATE,
    subject: 'application',
    id: r.id,
    from: rule.from,
    to,
    actor: r.actor,
    opinion: r.opinion,
    set: { updatedAt: sql`now()`, ...(to === 'rejected' ? { rejectReason: r.opinion } : {}) },
    effect: async (tx, row) => {
      if (to === 'member') await startMembership(tx, row.enterpriseId, r.today);
      if (r.step === 'paymentReview')
        await fees.settle(tx, {
          enterpriseId: row.enterpriseId,
          pass: r.decision === 'pass',
          opinion: r.opinion,
          actor: r.actor,
          today: r.today,
          sent: row.payment ?? null,
        });
    },
    notify: (row) => ({ enterpriseId: row.enterpriseId, notice }),
  });
  return one(db, moved, fees);
}

async function one(db: Db, row: Application, fees: JoiningFees): Promise<ApplicationRow> {
  const [out] = await applicationRows(db, [row], fees);
  if (!out) throw conflict('error.workflow.stale');
  return out;
}

async function applicationRows(
  db: Db,
  rows: Application[],
  fees: JoiningFees,
): Promise<ApplicationRow[]> {
  const history = await historyOf(
    db,
    'application',
    rows.map((r) => r.id),
  );
  const nameOf = await unitNames(
    db,
    rows.map((r) => r.enterpriseId),
  );
  const dueOf = await fees.expected(db);
  return rows.map((r) => ({
    id: r.id,
    enterpriseId: r.enterpriseId,
    unitName: nameOf(r.enterpriseId),
    status: r.status,
    rejectReason: r.rejectReason,
    payment: r.payment ?? null,
    amountDue: dueOf(r.enterpriseId),
    createdAt: r.createdAt.toISOString(),
    history: history(r.id),
  }));
}
