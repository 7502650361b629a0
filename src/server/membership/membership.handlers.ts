import type { Context } from 'hono';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import { AUDIT_STATUS, CODE } from '#shared/constants.ts';
import { applications, enterpriseProfiles, enterprises } from '../db/schema/index.ts';
import type { AppEnv } from '../http/context.ts';
import { authOf } from '../auth/guard.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { newRouter } from '../http/openapi.ts';
import { paged } from '../content/paging.ts';
import { applicationRows, log, moveApplication, NEXT, notifyEnterprise } from './workflow.ts';
import * as routes from './membership.routes.ts';
import { enterpriseOf, escapeHtml, opinionHtml, ownsFiles } from './caller.ts';
import { setMembership } from './member-status.ts';

const ok = (c: Context<AppEnv>, key = 'common.ok') => c.var.t(key);

export const membershipRouter = newRouter()
  .openapi(routes.getProfile, async (c) => {
    const [row] = await c.var.deps.db
      .select()
      .from(enterpriseProfiles)
      .where(eq(enterpriseProfiles.enterpriseId, enterpriseOf(c)));
    return c.json(
      { code: CODE.ok, msg: ok(c), data: { data: row?.data ?? null, version: row?.version ?? 0 } },
      200,
    );
  })
  .openapi(routes.saveProfile, async (c) => {
    const enterpriseId = enterpriseOf(c);
    const { data, version } = c.req.valid('json');
    if (!(await ownsFiles(c, data.attachments)))
      throw badRequest('error.files.notYours', [
        { field: 'attachments', key: 'error.files.notYours' },
      ]);
    const { db } = c.var.deps;
    // Version check in the statement itself: of two tabs saving version n, one wins and the other is told.
    const saved =
      version === 0
        ? await db
            .insert(enterpriseProfiles)
            .values({ enterpriseId, data, version: 1 })
            .onConflictDoNothing()
            .returning()
        : await db
            .update(enterpriseProfiles)
            .set({ data, version: version + 1, updatedAt: new Date() })
            .where(
              and(
                eq(enterpriseProfiles.enterpriseId, enterpriseId),
                eq(enterpriseProfiles.version, version),
              ),
            )
            .returning();
    if (saved.length === 0) throw conflict('error.profile.stale');
    return c.json(
      {
        code: CODE.ok,
        msg: ok(c, 'editor.saved'),
        data: { data: saved[0]!.data, version: saved[0]!.version },
      },
      200,
    );
  })
  .openapi(routes.apply, async (c) => {
    const enterpriseId = enterpriseOf(c);
    const { db } = c.var.deps;
    const [ent] = await db.select().from(enterprises).where(eq(enterprises.id, enterpriseId));
    if (ent?.auditStatus !== AUDIT_STATUS.passed) throw badRequest('error.apply.notAudited');
    if (ent.isMember) throw badRequest('error.apply.alreadyMember');
    const [profile] = await db
      .select({ v: enterpriseProfiles.version })
      .from(enterpriseProfiles)
      .where(eq(enterpriseProfiles.enterpriseId, enterpriseId));
    if (!profile) throw badRequest('error.apply.profileMissing');
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
    const [created] = await db
      .insert(applications)
      .values({ enterpriseId, status: 'secretariat' })
      .returning();
    await log(db, {
      subject: 'application',
      subjectId: created!.id,
      from: null,
      to: 'secretariat',
      actor: authOf(c).userId,
    });
    const [row] = await applicationRows(db, [created!]);
    return c.json({ code: CODE.ok, msg: ok(c, 'apply.submitted'), data: row! }, 200);
  })
  .openapi(routes.myApplications, async (c) => {
    const { db } = c.var.deps;
    const rows = await db
      .select()
      .from(applications)
      .where(eq(applications.enterpriseId, enterpriseOf(c)))
      .orderBy(desc(applications.id));
    return c.json(
      { code: CODE.ok, msg: ok(c), rows: await applicationRows(db, rows), total: rows.length },
      200,
    );
  })
  .openapi(routes.pay, async (c) => {
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const { db } = c.var.deps;
    const [app] = await db
      .select()
      .from(applications)
      .where(and(eq(applications.id, id), eq(applications.enterpriseId, enterpriseOf(c))));
    if (!app) throw notFound();
    if (!(await ownsFiles(c, [body.receiptFileId])))
      throw badRequest('error.files.notYours', [
        { field: 'receiptFileId', key: 'error.files.notYours' },
      ]);
    const moved = await moveApplication(db, id, 'payment', 'paymentReview', authOf(c).userId, '', {
      payment: body,
    });
    const [row] = await applicationRows(db, [moved]);
    return c.json({ code: CODE.ok, msg: ok(c, 'apply.paid'), data: row! }, 200);
  })
  .openapi(routes.registrations, async (c) => {
    const q = c.req.valid('query');
    const { db } = c.var.deps;
    const { rows, total } = await paged(
      db,
      enterprises,
      q.status ? eq(enterprises.auditStatus, q.status) : undefined,
      [desc(enterprises.id)],
      q,
    );
    return c.json(
      {
        code: CODE.ok,
        msg: ok(c),
        total,
        rows: rows.map((e) => ({
          id: e.id,
          unitName: e.unitName,
          taxId: e.taxId,
          contactPerson: e.contactPerson,
          phone: e.phone,
          email: e.email,
          auditStatus: e.auditStatus,
          rejectReason: e.rejectReason,
          createdAt: e.createdAt.toISOString(),
        })),
      },
      200,
    );
  })
  .openapi(routes.reviewRegistration, async (c) => {
    const { id } = c.req.valid('param');
    const { decision, opinion } = c.req.valid('json');
    const { db } = c.var.deps;
    const to = decision === 'pass' ? AUDIT_STATUS.passed : AUDIT_STATUS.rejected;
    const moved = await db
      .update(enterprises)
      .set({ auditStatus: to, rejectReason: decision === 'reject' ? opinion : null })
      .where(and(eq(enterprises.id, id), eq(enterprises.auditStatus, AUDIT_STATUS.pending)))
      .returning({ id: enterprises.id });
    if (moved.length === 0) throw conflict('error.workflow.stale');
    await log(db, {
      subject: 'registration',
      subjectId: id,
      from: AUDIT_STATUS.pending,
      to,
      actor: authOf(c).userId,
      opinion,
    });
    await notifyEnterprise(
      db,
      id,
      decision === 'pass'
        ? {
            title: '注册审核已通过',
            titleEn: 'Your registration has been approved',
            content: '<p>现在可以完善企业信息并申请入会。</p>',
            contentEn: '<p>You can now complete your information and apply for membership.</p>',
            from: '协会秘书处',
            linkTo: '/center/apply-member',
          }
        : {
            title: '注册审核未通过',
            titleEn: 'Your registration was not approved',
            content: `<p>驳回原因：${escapeHtml(opinion)}</p>`,
            contentEn: `<p>Reason: ${escapeHtml(opinion)}</p>`,
            from: '协会秘书处',
            linkTo: '/register/result',
          },
    );
    return c.json({ code: CODE.ok, msg: ok(c, 'review.done') }, 200);
  })
  .openapi(routes.applicationQueue, async (c) => {
    const q = c.req.valid('query');
    const { db } = c.var.deps;
    const { rows, total } = await paged(
      db,
      applications,
      q.status ? eq(applications.status, q.status) : undefined,
      [desc(applications.id)],
      q,
    );
    return c.json({ code: CODE.ok, msg: ok(c), rows: await applicationRows(db, rows), total }, 200);
  })
  .openapi(routes.secretariatReview, async (c) =>
    reviewStep(c, 'secretariat', c.req.valid('param').id, c.req.valid('json')),
  )
  .openapi(routes.councilReview, async (c) =>
    reviewStep(c, 'council', c.req.valid('param').id, c.req.valid('json')),
  )
  .openapi(routes.paymentReview, async (c) =>
    reviewStep(c, 'paymentReview', c.req.valid('param').id, c.req.valid('json')),
  );

async function reviewStep(
  c: Context<AppEnv>,
  step: keyof typeof NEXT,
  id: number,
  { decision, opinion }: { decision: 'pass' | 'reject'; opinion: string },
) {
  const { db } = c.var.deps;
  const rule = NEXT[step];
  const moved = await moveApplication(db, id, rule.from, rule[decision], authOf(c).userId, opinion);
  if (moved.status === 'member') await setMembership(db, moved.enterpriseId, true);
  const titles: Record<string, [string, string]> = {
    council: ['入会申请已通过秘书处审核', 'Your application passed the secretariat review'],
    payment: [
      '入会申请已通过理事会审批，请缴纳会费',
      'The council approved your application: please pay the fee',
    ],
    member: ['会费已确认，欢迎成为会员', 'Payment confirmed: welcome as a member'],
    rejected: ['入会申请未通过', 'Your application was not approved'],
  };
  const [title, titleEn] =
    step === 'paymentReview' && decision === 'reject'
      ? [
          '缴费信息未通过确认，请重新提交',
          'The payment could not be confirmed: please send it again',
        ]
      : (titles[moved.status] ?? ['入会申请状态更新', 'Application updated']);
  const body = opinionHtml(opinion);
  await notifyEnterprise(db, moved.enterpriseId, {
    title,
    titleEn,
    content: body,
    contentEn: body,
    from: '协会秘书处',
    linkTo: '/center/apply-member',
  });
  const [row] = await applicationRows(db, [moved]);
  return c.json({ code: CODE.ok, msg: c.var.t('review.done'), data: row! }, 200);
}
