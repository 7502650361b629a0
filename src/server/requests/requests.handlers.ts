import type { Context } from 'hono';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { CODE } from '#shared/constants.ts';
import { hasPermi } from '#shared/permissions.ts';
import type { RequestKind, RequestRow, RequestStatus } from '#shared/schemas/request.ts';
import { enterprises, memberRequests } from '../db/schema/index.ts';
import type { Db } from '../db/client.ts';
import type { AppEnv } from '../http/context.ts';
import { authOf } from '../auth/guard.ts';
import { badRequest, conflict, forbidden } from '../http/errors.ts';
import { newRouter } from '../http/openapi.ts';
import { paged } from '../content/paging.ts';
import { enterpriseOf, opinionHtml, ownsFiles } from '../membership/caller.ts';
import { historyOf, log, notifyEnterprise, unitNames } from '../membership/workflow.ts';
import { applyChange, applyTransfer, transferTarget } from './effects.ts';
import * as routes from './requests.routes.ts';

type Req = typeof memberRequests.$inferSelect;
const ok = (c: Context<AppEnv>, key = 'common.ok') => c.var.t(key);
const TITLES: Record<RequestKind, [string, string]> = {
  change: ['会员信息变更申请', 'membership change request'],
  transfer: ['会员转让申请', 'membership transfer request'],
};

async function rowsOf(db: Db, rows: Req[]): Promise<RequestRow[]> {
  const [history, nameOf] = [
    await historyOf(
      db,
      'request',
      rows.map((r) => r.id),
    ),
    await unitNames(
      db,
      rows.map((r) => r.enterpriseId),
    ),
  ];
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as RequestKind,
    enterpriseId: r.enterpriseId,
    unitName: nameOf(r.enterpriseId),
    status: r.status as RequestStatus,
    data: r.data,
    rejectReason: r.rejectReason,
    createdAt: r.createdAt.toISOString(),
    history: history(r.id),
  }));
}

/** A member may have one open request of each kind. */
async function create(c: Context<AppEnv>, kind: RequestKind, data: Record<string, unknown>) {
  const enterpriseId = enterpriseOf(c);
  const { db } = c.var.deps;
  const [ent] = await db
    .select({ isMember: enterprises.isMember })
    .from(enterprises)
    .where(eq(enterprises.id, enterpriseId));
  if (!ent?.isMember) throw badRequest('error.request.notMember');
  const [open] = await db
    .select({ id: memberRequests.id })
    .from(memberRequests)
    .where(
      and(
        eq(memberRequests.enterpriseId, enterpriseId),
        eq(memberRequests.kind, kind),
        inArray(memberRequests.status, ['secretariat', 'council']),
      ),
    );
  if (open) throw badRequest('error.request.open');
  const [created] = await db
    .insert(memberRequests)
    .values({ enterpriseId, kind, data, status: 'secretariat' })
    .returning();
  await log(db, {
    subject: 'request',
    subjectId: created!.id,
    from: null,
    to: 'secretariat',
    actor: authOf(c).userId,
  });
  return c.json(
    { code: CODE.ok, msg: ok(c, 'request.submitted'), data: (await rowsOf(db, [created!]))[0]! },
    200,
  );
}

async function review(
  c: Context<AppEnv>,
  step: 'secretariat' | 'council',
  id: number,
  decision: 'pass' | 'reject',
  opinion: string,
) {
  const { db } = c.var.deps;
  const [req] = await db.select().from(memberRequests).where(eq(memberRequests.id, id));
  if (!req || req.status !== step) throw conflict('error.workflow.stale');
  const kind = req.kind as RequestKind;
  if (
    step === 'secretariat' &&
    !hasPermi(authOf(c).permissions, routes.SECRETARIAT_PERMISSION[kind])
  )
    throw forbidden();
  const to: RequestStatus =
    decision === 'reject' ? 'rejected' : step === 'secretariat' ? 'council' : 'done';
  // The conditional update, the effect and the log are one transaction: an effect that fails (a name taken meanwhile) moves nothing.
  const moved = await db.transaction(async (tx) => {
    const [m] = await tx
      .update(memberRequests)
      .set({
        status: to,
        updatedAt: new Date(),
        ...(to === 'rejected' ? { rejectReason: opinion } : {}),
      })
      .where(and(eq(memberRequests.id, id), eq(memberRequests.status, step)))
      .returning();
    if (!m) throw conflict('error.workflow.stale');
    if (to === 'done' && kind === 'change') await applyChange(tx, m.enterpriseId, m.data);
    if (to === 'done' && kind === 'transfer') {
      const target = await applyTransfer(tx, m.enterpriseId, m.data);
      await notifyEnterprise(tx, target.id, {
        title: '会员资格已转入贵单位',
        titleEn: 'A membership has been transferred to your unit',
        content: '<p></p>',
        contentEn: '<p></p>',
        from: '协会秘书处',
        linkTo: '/center/person',
      });
    }
    await log(tx, {
      subject: 'request',
      subjectId: id,
      from: step,
      to,
      actor: authOf(c).userId,
      opinion,
    });
    return m;
  });
  const [zh, en] = TITLES[kind];
  const verdict: Record<RequestStatus, [string, string]> = {
    council: [`${zh}已通过秘书处审核`, `Your ${en} passed the secretariat review`],
    done: [`${zh}已获理事会批准`, `The council approved your ${en}`],
    rejected: [`${zh}未通过`, `Your ${en} was not approved`],
    secretariat: [zh, en],
  };
  const body = opinionHtml(opinion);
  await notifyEnterprise(db, moved.enterpriseId, {
    title: verdict[to][0],
    titleEn: verdict[to][1],
    content: body,
    contentEn: body,
    from: '协会秘书处',
    linkTo: kind === 'change' ? '/center/apply-member-change' : '/center/transfer',
  });
  return c.json(
    { code: CODE.ok, msg: ok(c, 'review.done'), data: (await rowsOf(db, [moved]))[0]! },
    200,
  );
}

export const requestsRouter = newRouter()
  .openapi(routes.mine, async (c) => {
    const { kind } = c.req.valid('query');
    const rows = await c.var.deps.db
      .select()
      .from(memberRequests)
      .where(
        and(
          eq(memberRequests.enterpriseId, enterpriseOf(c)),
          kind ? eq(memberRequests.kind, kind) : undefined,
        ),
      )
      .orderBy(desc(memberRequests.id));
    return c.json(
      { code: CODE.ok, msg: ok(c), rows: await rowsOf(c.var.deps.db, rows), total: rows.length },
      200,
    );
  })
  .openapi(routes.askChange, async (c) => {
    const body = c.req.valid('json');
    if (!(await ownsFiles(c, body.attachments)))
      throw badRequest('error.files.notYours', [
        { field: 'attachments', key: 'error.files.notYours' },
      ]);
    return create(c, 'change', body);
  })
  .openapi(routes.askTransfer, async (c) => {
    const body = c.req.valid('json');
    if (!(await ownsFiles(c, [body.invoiceFileId])))
      throw badRequest('error.files.notYours', [
        { field: 'invoiceFileId', key: 'error.files.notYours' },
      ]);
    const target = await transferTarget(c.var.deps.db, enterpriseOf(c), body.targetUnit);
    return create(c, 'transfer', {
      ...body,
      targetUnit: target.unitName,
      targetEnterpriseId: target.id,
    });
  })
  .openapi(routes.queue, async (c) => {
    const q = c.req.valid('query');
    const { db } = c.var.deps;
    const where = and(
      q.kind ? eq(memberRequests.kind, q.kind) : undefined,
      q.status ? eq(memberRequests.status, q.status) : undefined,
    );
    const { rows, total } = await paged(db, memberRequests, where, [desc(memberRequests.id)], q);
    return c.json({ code: CODE.ok, msg: ok(c), rows: await rowsOf(db, rows), total }, 200);
  })
  .openapi(routes.secretariat, async (c) =>
    review(
      c,
      'secretariat',
      c.req.valid('param').id,
      c.req.valid('json').decision,
      c.req.valid('json').opinion,
    ),
  )
  .openapi(routes.council, async (c) =>
    review(
      c,
      'council',
      c.req.valid('param').id,
      c.req.valid('json').decision,
      c.req.valid('json').opinion,
    ),
  );
