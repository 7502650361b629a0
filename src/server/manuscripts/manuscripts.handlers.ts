import type { Context } from 'hono';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { CODE } from '#shared/constants.ts';
import { files, manuscripts } from '../db/schema/index.ts';
import type { AppEnv } from '../http/context.ts';
import { authOf } from '../auth/guard.ts';
import { badRequest, conflict } from '../http/errors.ts';
import { newRouter } from '../http/openapi.ts';
import { paged } from '../content/paging.ts';
import { enterpriseOf, opinionHtml, ownsFiles } from '../membership/caller.ts';
import { notifyEnterprise, unitNames } from '../membership/workflow.ts';
import * as routes from './manuscripts.routes.ts';

type Row = typeof manuscripts.$inferSelect;

async function listOf(
  c: Context<AppEnv>,
  where: SQL | undefined,
  paging = { pageNum: 1, pageSize: 100 },
) {
  const { db } = c.var.deps;
  const { rows, total } = await paged(db, manuscripts, where, [desc(manuscripts.id)], paging);
  const nameOf = await unitNames(
    db,
    rows.map((r) => r.enterpriseId),
  );
  return { total, rows: rows.map((r) => toRow(r, nameOf(r.enterpriseId))) };
}
const toRow = (r: Row, unitName: string) => ({
  id: r.id,
  unitName,
  title: r.title,
  author: r.author,
  abstract: r.abstract,
  fileId: r.fileId,
  status: r.status as 'received',
  note: r.note,
  createdAt: r.createdAt.toISOString(),
});

export const manuscriptsRouter = newRouter()
  .openapi(routes.mine, async (c) =>
    c.json(
      {
        code: CODE.ok,
        msg: c.var.t('common.ok'),
        ...(await listOf(c, eq(manuscripts.enterpriseId, enterpriseOf(c)))),
      },
      200,
    ),
  )
  .openapi(routes.contribute, async (c) => {
    const body = c.req.valid('json');
    const enterpriseId = enterpriseOf(c);
    const { db } = c.var.deps;
    // The file must be the unit's own upload, and a PDF (its content was checked at upload).
    const [file] = await db
      .select({ mime: files.mime })
      .from(files)
      .where(eq(files.id, body.fileId));
    if (!(await ownsFiles(c, [body.fileId])) || file?.mime !== 'application/pdf')
      throw badRequest('error.files.notYours', [{ field: 'fileId', key: 'error.files.notYours' }]);
    const [created] = await db
      .insert(manuscripts)
      .values({ ...body, enterpriseId, userId: authOf(c).userId })
      .returning();
    return c.json(
      { code: CODE.ok, msg: c.var.t('contribute.sent'), data: toRow(created!, '') },
      200,
    );
  })
  .openapi(routes.queue, async (c) => {
    const q = c.req.valid('query');
    return c.json(
      {
        code: CODE.ok,
        msg: c.var.t('common.ok'),
        ...(await listOf(c, q.status ? eq(manuscripts.status, q.status) : undefined, q)),
      },
      200,
    );
  })
  .openapi(routes.decide, async (c) => {
    const { id } = c.req.valid('param');
    const { decision, note } = c.req.valid('json');
    const { db } = c.var.deps;
    const [moved] = await db
      .update(manuscripts)
      .set({ status: decision, note: note || null })
      .where(and(eq(manuscripts.id, id), eq(manuscripts.status, 'received')))
      .returning();
    if (!moved) throw conflict('error.workflow.stale');
    const body = opinionHtml(note);
    await notifyEnterprise(
      db,
      moved.enterpriseId,
      decision === 'accepted'
        ? {
            title: `来稿已录用：${moved.title}`,
            titleEn: `Manuscript accepted: ${moved.title}`,
            content: body,
            contentEn: body,
            from: '协会编辑部',
            linkTo: '/center/contribute',
          }
        : {
            title: `来稿未录用：${moved.title}`,
            titleEn: `Manuscript not accepted: ${moved.title}`,
            content: body,
            contentEn: body,
            from: '协会编辑部',
            linkTo: '/center/contribute',
          },
    );
    return c.json(
      {
        code: CODE.ok,
        msg: c.var.t('review.done'),
        data: toRow(moved, (await unitNames(db, [moved.enterpriseId]))(moved.enterpriseId)),
      },
      200,
    );
  });
