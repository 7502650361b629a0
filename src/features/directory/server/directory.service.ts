/** The member directory's queries: the list with its filters, one unit in full, and export batches. */
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { regionOf } from '#shared/regions.ts';
import type { DirectoryState } from '#shared/vocabulary.ts';
import type { Db } from '#server/db/client.ts';
import * as T from '#features/tables.ts';
import { notFound } from '#server/http/errors.ts';
import { qualified } from '#server/db/qualified.ts';
import { day, likePattern } from '#server/text/localize.ts';
import { dossierOf } from '#features/dossier/server/public.ts';
import { historyOf } from '#server/workflow/log.ts';
import { transferredAway } from '#features/membership/server/public.ts';
import type { DIRECTORY_SORTS, directoryFilters } from './directory.routes.ts';

export type DirectoryFilters = z.infer<typeof directoryFilters>;
const e = T.enterprises;

const OPEN_APPLICATION = ['secretariat', 'council', 'payment', 'paymentReview'];

/** The state as one expression, so the list can filter on it and the database does the work. */
const stateOf = sql<DirectoryState>`case
  when ${e.erasedAt} is not null then 'erased'
  when ${e.auditStatus} = '3' then 'voided'
  when ${e.auditStatus} = '2' then 'rejected'
  when ${e.auditStatus} = '0' then 'review'
  when ${e.isMember} then 'member'
  when exists (select 1 from ${T.applications} a where a.enterprise_id = ${qualified(e.id)}
    and a.status in (${sql.join(
      OPEN_APPLICATION.map((s) => sql`${s}`),
      sql`, `,
    )})) then 'applying'
  when ${transferredAway} then 'transferred'
  when ${e.memberSince} is not null then 'lapsed'
  else 'passed' end`;

/** The unit's user type is its first account's. */
const userTypeOf = sql<
  string | null
>`(select u.user_type from ${T.users} u where u.enterprise_id = ${qualified(e.id)} order by u.id limit 1)`;

const SORT_COLUMNS: Record<(typeof DIRECTORY_SORTS)[number], SQL | typeof e.unitName> = {
  unitName: e.unitName,
  registeredAt: sql`${e.createdAt}`,
  memberSince: sql`${e.memberSince}`,
  memberUntil: sql`${e.memberUntil}`,
};

function whereOf(f: DirectoryFilters): SQL | undefined {
  const words = f.q?.trim();
  return and(
    words
      ? or(
          sql`lower(${e.unitName}) like lower(${likePattern(words)})`,
          // Any part of the tax ID, as a clerk copies it from a letter or a receipt.
          sql`${e.taxId} like ${likePattern(words.toUpperCase())}`,
        )
      : undefined,
    f.state ? sql`${stateOf} = ${f.state}` : undefined,
    f.userType ? sql`${userTypeOf} = ${f.userType}` : undefined,
    f.region ? sql`substr(${e.taxId}, 3, 2) = ${f.region}` : undefined,
  );
}

const columns = {
  id: e.id,
  unitName: e.unitName,
  taxId: e.taxId,
  state: stateOf,
  userType: userTypeOf,
  contactPerson: e.contactPerson,
  phone: e.phone,
  email: e.email,
  rejectReason: e.rejectReason,
  createdAt: e.createdAt,
  memberSince: e.memberSince,
  memberUntil: e.memberUntil,
};

const selectUnits = (db: Db) => db.select(columns).from(e);
type Selected = Awaited<ReturnType<typeof selectUnits>>[number];

function rowOf(r: Selected) {
  return {
    id: r.id,
    unitName: r.unitName,
    taxId: r.taxId,
    state: r.state,
    userType: r.userType,
    region: regionOf(r.taxId),
    contactPerson: r.contactPerson,
    phone: r.phone,
    registeredAt: r.createdAt.toISOString(),
    memberSince: r.memberSince?.toISOString() ?? null,
    memberUntil: r.memberUntil,
  };
}
export type DirectoryRow = ReturnType<typeof rowOf>;

/** The order the clerk chose (newest registrations first unless told), ties by id. */
function orderOf(f: DirectoryFilters): SQL[] {
  const by = SORT_COLUMNS[f.sort ?? 'registeredAt'];
  return f.order === 'asc' ? [asc(by), asc(e.id)] : [desc(by), desc(e.id)];
}

export async function listDirectory(
  db: Db,
  q: DirectoryFilters & { pageNum: number; pageSize: number },
) {
  const [rows, total] = await Promise.all([
    selectUnits(db)
      .where(whereOf(q))
      .orderBy(...orderOf(q))
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize),
    countDirectory(db, q),
  ]);
  return { rows: rows.map(rowOf), total };
}

export async function countDirectory(db: Db, f: DirectoryFilters): Promise<number> {
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(e).where(whereOf(f));
  return count?.n ?? 0;
}

/**
 * The filtered list a batch at a time, in the list's order: the ids are read first (a number
 * each, small even for every unit there is), then each batch by its ids, so an export holds one
 * batch of rows in memory at most and keeps the order the clerk saw.
 */
export async function* directoryBatches(db: Db, f: DirectoryFilters, size = 500) {
  const ids = (
    await db
      .select({ id: e.id })
      .from(e)
      .where(whereOf(f))
      .orderBy(...orderOf(f))
  ).map((r) => r.id);
  for (let at = 0; at < ids.length; at += size) {
    const batch = ids.slice(at, at + size);
    // Filtered again: a unit whose state changed since is left out rather than shown as it now is.
    const rows = await selectUnits(db).where(and(whereOf(f), inArray(e.id, batch)));
    const byId = new Map(rows.map((r) => [r.id, r]));
    // The rest keep their place.
    yield batch.flatMap((id) => {
      const r = byId.get(id);
      return r ? [rowOf(r)] : [];
    });
  }
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** Everything the association holds about one unit, for the staff who look after it. */
export async function directoryDetail(db: Db, id: number) {
  const [unit] = await selectUnits(db).where(eq(e.id, id));
  if (!unit) throw notFound();
  const dossier = await dossierOf(db, id);
  const accounts = await db
    .select()
    .from(T.users)
    .where(eq(T.users.enterpriseId, id))
    .orderBy(asc(T.users.id));
  const [applications, requests, fees, trainings, reports, manuscripts, complaints] =
    await Promise.all([
      db.select().from(T.applications).where(eq(T.applications.enterpriseId, id)),
      db.select().from(T.memberRequests).where(eq(T.memberRequests.enterpriseId, id)),
      db.select().from(T.feePayments).where(eq(T.feePayments.enterpriseId, id)),
      db
        .select({
          r: T.trainingRegistrations,
          title: T.trainings.title,
          titleEn: T.trainings.titleEn,
        })
        .from(T.trainingRegistrations)
        .innerJoin(T.trainings, eq(T.trainings.id, T.trainingRegistrations.trainingId))
        .where(eq(T.trainingRegistrations.enterpriseId, id))
        .orderBy(desc(T.trainingRegistrations.createdAt)),
      db
        .select()
        .from(T.reports)
        .where(eq(T.reports.enterpriseId, id))
        .orderBy(desc(T.reports.period)),
      db
        .select({ id: T.manuscripts.id })
        .from(T.manuscripts)
        .where(eq(T.manuscripts.enterpriseId, id)),
      db
        .select({ id: T.complaints.id })
        .from(T.complaints)
        .where(eq(T.complaints.enterpriseId, id)),
    ]);
  const history = await unitHistory(db, {
    registration: [id],
    complaint: complaints.map((c) => c.id),
    application: applications.map((a) => a.id),
    request: requests.map((r) => r.id),
    fee: fees.map((f) => f.id),
    training: trainings.map((t) => t.r.id),
    report: reports.map((r) => r.id),
    manuscript: manuscripts.map((m) => m.id),
  });
  return {
    unit: { ...rowOf(unit), email: unit.email, rejectReason: unit.rejectReason },
    accounts: accounts.map((a) => ({
      id: a.id,
      userName: a.userName,
      phone: a.phone,
      email: a.email,
      disabled: a.status !== '0',
      createdAt: a.createdAt.toISOString(),
    })),
    profile: dossier.profile,
    attachments: dossier.attachments,
    history,
    payments: [
      ...applications
        .filter((a) => a.payment)
        .map((a) => ({
          source: 'application' as const,
          id: a.id,
          year: null,
          amount: paymentField(a.payment, 'amount'),
          paidOn: paymentField(a.payment, 'paidOn') ?? paymentField(a.payment, 'paymentDate'),
          status: a.status,
          receiptFileId: paymentField(a.payment, 'receiptFileId'),
        })),
      ...fees.map((f) => ({
        source: 'fee' as const,
        id: f.id,
        year: f.year,
        amount: f.amount.toFixed(2),
        paidOn: f.paidOn,
        status: f.status,
        receiptFileId: f.receiptFileId,
      })),
    ],
    trainings: trainings.map((t) => ({
      id: t.r.id,
      title: t.title,
      titleEn: t.titleEn,
      status: t.r.status,
      attendees: Array.isArray(t.r.data.attendees) ? t.r.data.attendees.length : 0,
      createdAt: t.r.createdAt.toISOString(),
    })),
    reports: reports.map((r) => ({
      id: r.id,
      kind: r.kind,
      period: r.period,
      status: r.status,
      submittedAt: iso(r.submittedAt),
    })),
    notices: await noticesTo(
      db,
      accounts.map((a) => a.id),
    ),
    reminders: (
      await db
        .select()
        .from(T.memberReminders)
        .where(eq(T.memberReminders.enterpriseId, id))
        .orderBy(desc(T.memberReminders.sentAt))
    ).map((r) => ({ kind: r.kind, termEnd: day(r.termEnd) ?? '', sentAt: r.sentAt.toISOString() })),
  };
}

function paymentField(payment: Record<string, unknown> | null, key: string): string | null {
  const value = payment?.[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

type Subjects = Parameters<typeof historyOf>[1];

/** Every logged step of every item of the unit, newest first. */
async function unitHistory(db: Db, ids: Record<Subjects, number[]>) {
  const steps = await Promise.all(
    (Object.entries(ids) as [Subjects, number[]][]).map(async ([subject, list]) => {
      const of = await historyOf(db, subject, list);
      return list.flatMap((subjectId) => of(subjectId).map((s) => ({ ...s, subject, subjectId })));
    }),
  );
  return steps.flat().sort((a, b) => b.at.localeCompare(a.at));
}

/** The latest notices the unit's accounts were sent, and whether one of them read each. */
async function noticesTo(db: Db, accountIds: number[]) {
  if (accountIds.length === 0) return [];
  const rows = await db
    .select({
      id: T.notices.id,
      title: T.notices.noticeTitle,
      titleEn: T.notices.noticeTitleEn,
      sentAt: T.notices.sendTime,
      read: sql<boolean>`exists (select 1 from ${T.noticeReads} r where r.notice_id = ${qualified(T.notices.id)}
        and r.user_id in (${sql.join(
          accountIds.map((a) => sql`${a}`),
          sql`, `,
        )}))`,
    })
    .from(T.notices)
    .where(inArray(T.notices.receiverId, accountIds))
    .orderBy(desc(T.notices.sendTime))
    .limit(100);
  return rows.map((n) => ({ ...n, sentAt: n.sentAt.toISOString() }));
}
