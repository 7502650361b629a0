import type { Context } from 'hono';
import { and, asc, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { CODE } from '#shared/constants.ts';
import { beijingToday } from '#shared/format.ts';
import { enterprises, trainingRegistrations, trainings } from '../db/schema/index.ts';
import type { AppEnv } from '../http/context.ts';
import type { Db } from '../db/client.ts';
import type { TrainingRegistrationStatus } from '#shared/schemas/training.ts';
import { authOf } from '../auth/guard.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { newRouter } from '../http/openapi.ts';
import { day, pick } from '../content/localize.ts';
import { enterpriseOf, opinionHtml } from '../membership/caller.ts';
import { log, notifyEnterprise } from '../membership/workflow.ts';
import * as routes from './training.routes.ts';

type Reg = typeof trainingRegistrations.$inferSelect;
const ACTIVE = ['pending', 'passed'];
const ok = (c: Context<AppEnv>, key = 'common.ok') => c.var.t(key);

/** Attendees already holding seats of a training (pending or confirmed registrations). */
const seatsSum = sql<number>`coalesce(sum(jsonb_array_length(${trainingRegistrations.data}->'attendees')), 0)::int`;
async function seatsTaken(db: Pick<Db, 'select'>, trainingId: number): Promise<number> {
  const [n] = await db
    .select({ n: seatsSum })
    .from(trainingRegistrations)
    .where(
      and(
        eq(trainingRegistrations.trainingId, trainingId),
        inArray(trainingRegistrations.status, ACTIVE),
      ),
    );
  return n?.n ?? 0;
}

async function rowsOf(
  c: Context<AppEnv>,
  where: SQL | undefined,
  paging = { pageNum: 1, pageSize: 100 },
) {
  const { db } = c.var.deps;
  const found = await db
    .select({ r: trainingRegistrations, t: trainings, unitName: enterprises.unitName })
    .from(trainingRegistrations)
    .innerJoin(trainings, eq(trainings.id, trainingRegistrations.trainingId))
    .innerJoin(enterprises, eq(enterprises.id, trainingRegistrations.enterpriseId))
    .where(where)
    .orderBy(desc(trainingRegistrations.id))
    .limit(paging.pageSize)
    .offset((paging.pageNum - 1) * paging.pageSize);
  const [n] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(trainingRegistrations)
    .where(where);
  return { total: n?.n ?? 0, rows: found.map(({ r, t, unitName }) => toRow(c, r, t, unitName)) };
}

function toRow(c: Context<AppEnv>, r: Reg, t: typeof trainings.$inferSelect, unitName: string) {
  return {
    id: r.id,
    trainingId: r.trainingId,
    trainingTitle: pick(c.var.locale, t.title, t.titleEn),
    startDate: day(t.startDate) ?? '',
    unitName,
    status: r.status as TrainingRegistrationStatus,
    rejectReason: r.rejectReason,
    data: r.data,
    createdAt: r.createdAt.toISOString(),
  };
}

async function one(c: Context<AppEnv>, id: number) {
  const { rows } = await rowsOf(c, eq(trainingRegistrations.id, id));
  return rows[0]!;
}

export const trainingRouter = newRouter()
  .openapi(routes.openTrainings, async (c) => {
    const { db, now } = c.var.deps;
    const open = await db
      .select()
      .from(trainings)
      .where(
        and(
          eq(trainings.status, 'published'),
          gte(sql`coalesce(${trainings.deadline}, ${trainings.startDate})`, beijingToday(now())),
        ),
      )
      .orderBy(asc(trainings.startDate));
    // Seats taken by every open training in one query, not one per training.
    const taken =
      open.length === 0
        ? []
        : await db
            .select({ id: trainingRegistrations.trainingId, n: seatsSum })
            .from(trainingRegistrations)
            .where(
              and(
                inArray(
                  trainingRegistrations.trainingId,
                  open.map((t) => t.id),
                ),
                inArray(trainingRegistrations.status, ACTIVE),
              ),
            )
            .groupBy(trainingRegistrations.trainingId);
    const rows = open.map((t) => ({
      id: t.id,
      title: pick(c.var.locale, t.title, t.titleEn),
      startDate: day(t.startDate) ?? '',
      endDate: day(t.endDate) ?? '',
      deadline: day(t.deadline),
      location: pick(c.var.locale, t.location, t.locationEn),
      fee: t.fee,
      seatsLeft:
        t.capacity > 0
          ? Math.max(t.capacity - (taken.find((x) => x.id === t.id)?.n ?? 0), 0)
          : null,
    }));
    return c.json({ code: CODE.ok, msg: ok(c), rows, total: rows.length }, 200);
  })
  .openapi(routes.myRegistrations, async (c) =>
    c.json(
      {
        code: CODE.ok,
        msg: ok(c),
        ...(await rowsOf(c, eq(trainingRegistrations.enterpriseId, enterpriseOf(c)))),
      },
      200,
    ),
  )
  .openapi(routes.register, async (c) => {
    const body = c.req.valid('json');
    const enterpriseId = enterpriseOf(c);
    const { db, now } = c.var.deps;
    // One transaction holding the training row: two units cannot both take the last seats.
    const created = await db.transaction(async (tx) => {
      const [t] = await tx
        .select()
        .from(trainings)
        .where(and(eq(trainings.id, body.trainingId), eq(trainings.status, 'published')))
        .for('update');
      if (!t)
        throw badRequest('validation.training.required', [
          { field: 'trainingId', key: 'validation.training.required' },
        ]);
      if ((day(t.deadline) ?? day(t.startDate)!) < beijingToday(now()))
        throw badRequest('error.training.closed');
      const [mine] = await tx
        .select({ id: trainingRegistrations.id })
        .from(trainingRegistrations)
        .where(
          and(
            eq(trainingRegistrations.trainingId, t.id),
            eq(trainingRegistrations.enterpriseId, enterpriseId),
            inArray(trainingRegistrations.status, ACTIVE),
          ),
        );
      if (mine) throw badRequest('error.training.already');
      const left = t.capacity > 0 ? t.capacity - (await seatsTaken(tx, t.id)) : Infinity;
      if (body.attendees.length > left)
        throw badRequest('error.training.full', undefined, { left: Math.max(left, 0) });
      const { trainingId, ...data } = body;
      return (
        await tx
          .insert(trainingRegistrations)
          .values({ enterpriseId, trainingId, data })
          .returning()
      )[0];
    });
    await log(db, {
      subject: 'training',
      subjectId: created!.id,
      from: null,
      to: 'pending',
      actor: authOf(c).userId,
    });
    return c.json(
      { code: CODE.ok, msg: ok(c, 'train.registered'), data: await one(c, created!.id) },
      200,
    );
  })
  .openapi(routes.cancel, async (c) => {
    const { id } = c.req.valid('param');
    const { db } = c.var.deps;
    const moved = await db
      .update(trainingRegistrations)
      .set({ status: 'cancelled' })
      .where(
        and(
          eq(trainingRegistrations.id, id),
          eq(trainingRegistrations.enterpriseId, enterpriseOf(c)),
          inArray(trainingRegistrations.status, ACTIVE),
        ),
      )
      .returning();
    if (moved.length === 0) throw notFound();
    await log(db, {
      subject: 'training',
      subjectId: id,
      from: null,
      to: 'cancelled',
      actor: authOf(c).userId,
    });
    return c.json({ code: CODE.ok, msg: ok(c, 'train.cancelled'), data: await one(c, id) }, 200);
  })
  .openapi(routes.queue, async (c) => {
    const q = c.req.valid('query');
    const where = and(
      q.status ? eq(trainingRegistrations.status, q.status) : undefined,
      q.trainingId ? eq(trainingRegistrations.trainingId, q.trainingId) : undefined,
    );
    return c.json({ code: CODE.ok, msg: ok(c), ...(await rowsOf(c, where, q)) }, 200);
  })
  .openapi(routes.decide, async (c) => {
    const { id } = c.req.valid('param');
    const { decision, opinion } = c.req.valid('json');
    const { db } = c.var.deps;
    const to = decision === 'pass' ? 'passed' : 'rejected';
    const moved = await db
      .update(trainingRegistrations)
      .set({ status: to, rejectReason: decision === 'reject' ? opinion : null })
      .where(and(eq(trainingRegistrations.id, id), eq(trainingRegistrations.status, 'pending')))
      .returning();
    if (moved.length === 0) throw conflict('error.workflow.stale');
    await log(db, {
      subject: 'training',
      subjectId: id,
      from: 'pending',
      to,
      actor: authOf(c).userId,
      opinion,
    });
    const row = await one(c, id);
    const body = opinionHtml(opinion);
    await notifyEnterprise(
      db,
      moved[0]!.enterpriseId,
      decision === 'pass'
        ? {
            title: `培训报名已确认：${row.trainingTitle}`,
            titleEn: `Training registration confirmed: ${row.trainingTitle}`,
            content: body,
            contentEn: body,
            from: '协会秘书处',
            linkTo: '/center/trainreg',
          }
        : {
            title: `培训报名未通过：${row.trainingTitle}`,
            titleEn: `Training registration not accepted: ${row.trainingTitle}`,
            content: body,
            contentEn: body,
            from: '协会秘书处',
            linkTo: '/center/trainreg',
          },
    );
    return c.json({ code: CODE.ok, msg: ok(c, 'review.done'), data: row }, 200);
  });
