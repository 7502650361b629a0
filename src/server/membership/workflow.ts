/**
 * State changes of registrations and applications: each is one conditional UPDATE (so two
 * reviewers cannot both move the same item), a log row with who, when and the opinion, and a
 * notice to the enterprise (SPEC §4).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { applications, enterprises, users, workflowLog } from '../db/schema/index.ts';
import { conflict } from '../http/errors.ts';
import { sendNotice } from '../notices/notices.ts';
import type { ApplicationRow, ApplicationStatus } from '#shared/schemas/membership.ts';

/** The next status of an application for each review step and decision. */
export const NEXT: Record<
  'secretariat' | 'council' | 'paymentReview',
  { from: ApplicationStatus; pass: ApplicationStatus; reject: ApplicationStatus }
> = {
  secretariat: { from: 'secretariat', pass: 'council', reject: 'rejected' },
  council: { from: 'council', pass: 'payment', reject: 'rejected' },
  paymentReview: { from: 'paymentReview', pass: 'member', reject: 'payment' },
};

export async function log(
  db: Tx,
  e: {
    subject: string;
    subjectId: number;
    from: string | null;
    to: string;
    actor: number;
    opinion?: string;
  },
) {
  await db.insert(workflowLog).values({
    subject: e.subject,
    subjectId: e.subjectId,
    fromStatus: e.from,
    toStatus: e.to,
    actorUserId: e.actor,
    opinion: e.opinion || null,
  });
}

/** Moves an application from `from` to `to`; refuses when someone else moved it first. */
export async function moveApplication(
  db: Db,
  id: number,
  from: ApplicationStatus,
  to: ApplicationStatus,
  actor: number,
  opinion = '',
  extra: Partial<typeof applications.$inferInsert> = {},
) {
  const moved = await db
    .update(applications)
    .set({
      status: to,
      updatedAt: new Date(),
      ...(to === 'rejected' ? { rejectReason: opinion } : {}),
      ...extra,
    })
    .where(and(eq(applications.id, id), eq(applications.status, from)))
    .returning();
  if (moved.length === 0) throw conflict('error.workflow.stale');
  await log(db, { subject: 'application', subjectId: id, from, to, actor, opinion });
  return moved[0]!;
}

/** Tells every account of the enterprise. */
export async function notifyEnterprise(
  db: Tx,
  enterpriseId: number,
  n: {
    title: string;
    titleEn: string;
    content: string;
    contentEn: string;
    from: string;
    linkTo?: string;
  },
) {
  const accounts = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.enterpriseId, enterpriseId));
  for (const a of accounts) await sendNotice(db, { ...n, to: a.id });
}

/** The logged steps of some items of one subject, oldest first, grouped by item. */
export async function historyOf(db: Db, subject: string, ids: number[]) {
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ l: workflowLog, actor: users.nickName })
          .from(workflowLog)
          .innerJoin(users, eq(users.id, workflowLog.actorUserId))
          .where(and(eq(workflowLog.subject, subject), inArray(workflowLog.subjectId, ids)))
          .orderBy(asc(workflowLog.id));
  return (id: number) =>
    rows
      .filter((h) => h.l.subjectId === id)
      .map((h) => ({
        fromStatus: h.l.fromStatus,
        toStatus: h.l.toStatus,
        actor: h.actor,
        opinion: h.l.opinion,
        at: h.l.at.toISOString(),
      }));
}

/** Unit names by enterprise id. */
export async function unitNames(db: Db, ids: number[]) {
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ id: enterprises.id, unitName: enterprises.unitName })
          .from(enterprises)
          .where(inArray(enterprises.id, ids));
  return (id: number) => rows.find((e) => e.id === id)?.unitName ?? '';
}

export async function applicationRows(
  db: Db,
  rows: (typeof applications.$inferSelect)[],
): Promise<ApplicationRow[]> {
  const ids = rows.map((r) => r.id);
  const [history, nameOf] = [
    await historyOf(db, 'application', ids),
    await unitNames(
      db,
      rows.map((r) => r.enterpriseId),
    ),
  ];
  return rows.map((r) => ({
    id: r.id,
    enterpriseId: r.enterpriseId,
    unitName: nameOf(r.enterpriseId),
    status: r.status as ApplicationStatus,
    rejectReason: r.rejectReason,
    payment: r.payment ?? null,
    createdAt: r.createdAt.toISOString(),
    history: history(r.id),
  }));
}
