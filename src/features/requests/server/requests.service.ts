/**
 * Membership changes and transfers: secretariat, then council; the council's pass applies the
 * request in the same transaction as the step, so a change that cannot apply moves nothing.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { hasPermi } from '#shared/permissions.ts';
import type { Locale } from '#shared/constants.ts';
import { useTranslations } from '#i18n/index.ts';
import type { RequestKind, RequestRow, RequestStatus } from '../contract/requests.contract.ts';
import type { Db } from '#server/db/client.ts';
import { enterpriseProfiles } from '#features/profile/server/tables.ts';
import { enterprises } from '#server/auth/tables.ts';
import { memberRequests } from './tables.ts';
import { badRequest, conflict, forbidden } from '#server/http/errors.ts';
import { paged } from '#server/db/paging.ts';
import { notifyEnterprise } from '#server/notices/notices.ts';
import { transition } from '#server/workflow/transition.ts';
import { historyOf, logStep, unitNames } from '#server/workflow/log.ts';
import {
  applyChange,
  applyTransfer,
  PROFILE_CHANGE_FIELDS,
  type SetMembership,
} from './effects.ts';
import { SECRETARIAT_PERMISSION } from './requests.routes.ts';

type Req = typeof memberRequests.$inferSelect;
const LINK: Record<RequestKind, { linkTo: string; link: string }> = {
  change: { linkTo: '/center/apply-member-change', link: 'changeRequest' },
  transfer: { linkTo: '/center/transfer', link: 'transferRequest' },
};
const OPEN: RequestStatus[] = ['secretariat', 'council'];

export async function requestRows(db: Db, rows: Req[]): Promise<RequestRow[]> {
  const history = await historyOf(
    db,
    'request',
    rows.map((r) => r.id),
  );
  const nameOf = await unitNames(
    db,
    rows.map((r) => r.enterpriseId),
  );
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    enterpriseId: r.enterpriseId,
    unitName: nameOf(r.enterpriseId),
    status: r.status,
    data: r.data,
    rejectReason: r.rejectReason,
    createdAt: r.createdAt.toISOString(),
    history: history(r.id),
  }));
}

async function one(db: Db, row: Req): Promise<RequestRow> {
  const [out] = await requestRows(db, [row]);
  if (!out) throw conflict('error.workflow.stale');
  return out;
}

export async function requestsOf(db: Db, enterpriseId: number, kind?: RequestKind) {
  const rows = await db
    .select()
    .from(memberRequests)
    .where(
      and(
        eq(memberRequests.enterpriseId, enterpriseId),
        kind ? eq(memberRequests.kind, kind) : undefined,
      ),
    )
    .orderBy(desc(memberRequests.id));
  return requestRows(db, rows);
}

export async function requestQueue(
  db: Db,
  q: {
    kind?: RequestKind | undefined;
    status?: RequestStatus | undefined;
    pageNum: number;
    pageSize: number;
  },
) {
  const where = and(
    q.kind ? eq(memberRequests.kind, q.kind) : undefined,
    q.status ? eq(memberRequests.status, q.status) : undefined,
  );
  const { rows, total } = await paged(db, memberRequests, where, [desc(memberRequests.id)], q);
  return { rows: await requestRows(db, rows), total };
}

/**
 * A member files a request; it may have one open request of each kind. A change of the enterprise
 * information needs that information to exist, or the council's pass would have nothing to change.
 */
export async function fileRequest(
  db: Db,
  r: { enterpriseId: number; actor: number; kind: RequestKind; data: Record<string, unknown> },
): Promise<RequestRow> {
  const [ent] = await db
    .select({ isMember: enterprises.isMember })
    .from(enterprises)
    .where(eq(enterprises.id, r.enterpriseId));
  if (!ent?.isMember) throw badRequest('error.request.notMember');
  if (r.kind === 'change' && PROFILE_CHANGE_FIELDS.some((f) => r.data[f])) {
    const [profile] = await db
      .select({ v: enterpriseProfiles.version })
      .from(enterpriseProfiles)
      .where(eq(enterpriseProfiles.enterpriseId, r.enterpriseId));
    if (!profile) throw badRequest('error.change.profileMissing');
  }
  const [open] = await db
    .select({ id: memberRequests.id })
    .from(memberRequests)
    .where(
      and(
        eq(memberRequests.enterpriseId, r.enterpriseId),
        eq(memberRequests.kind, r.kind),
        inArray(memberRequests.status, OPEN),
      ),
    );
  if (open) throw badRequest('error.request.open');
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(memberRequests)
      .values({ enterpriseId: r.enterpriseId, kind: r.kind, data: r.data, status: 'secretariat' })
      .returning();
    if (!row) throw conflict('error.workflow.stale');
    await logStep(tx, {
      subject: 'request',
      subjectId: row.id,
      from: null,
      to: 'secretariat',
      actor: r.actor,
    });
    return row;
  });
  return one(db, created);
}

export async function reviewRequest(
  db: Db,
  r: {
    step: 'secretariat' | 'council';
    id: number;
    decision: 'pass' | 'reject';
    opinion: string;
    actor: number;
    permissions: readonly string[];
    /** The injected clock's time. */
    now: number;
  },
  setMembership: SetMembership,
): Promise<RequestRow> {
  const [req] = await db.select().from(memberRequests).where(eq(memberRequests.id, r.id));
  if (!req || req.status !== r.step) throw conflict('error.workflow.stale');
  const kind = req.kind;
  // The secretariat's permission depends on the kind, which the route cannot know.
  if (r.step === 'secretariat' && !hasPermi(r.permissions, SECRETARIAT_PERMISSION[kind]))
    throw forbidden();
  const to: RequestStatus =
    r.decision === 'reject' ? 'rejected' : r.step === 'secretariat' ? 'council' : 'done';
  // A unit renamed is told how it signs in now, and that its certificate carries the new name.
  let renamed: { name: string; taxId: string } | undefined;
  const key =
    to === 'rejected' ? 'requestRejected' : to === 'council' ? 'requestToCouncil' : 'requestDone';
  const moved = await transition(db, {
    table: memberRequests,
    state: { column: memberRequests.status, key: 'status' },
    subject: 'request',
    id: r.id,
    from: r.step,
    to,
    actor: r.actor,
    opinion: r.opinion,
    set: {
      updatedAt: new Date(r.now),
      ...(to === 'rejected' ? { rejectReason: r.opinion } : {}),
    },
    effect: async (tx, m) => {
      if (to !== 'done') return;
      if (kind === 'change') renamed = await applyChange(tx, m.enterpriseId, m.data, r.now);
      else {
        const target = await applyTransfer(tx, m.enterpriseId, m.data, r.now, setMembership);
        await notifyEnterprise(tx, target.id, {
          key: 'transferIn',
          linkTo: '/center/person',
          link: 'person',
        });
      }
    },
    notify: (m) => ({
      enterpriseId: m.enterpriseId,
      notice: {
        key: renamed ? 'requestRenamed' : key,
        params: (locale) => ({ kind: kindName(kind, locale), ...renamed }),
        opinion: r.opinion,
        ...LINK[kind],
      },
    }),
  });
  return one(db, moved);
}

/** The request's kind as the notice's title says it. */
const kindName = (kind: RequestKind, locale: Locale) =>
  useTranslations(locale)(`notice.kind.${kind}`);
