/** Generic create/update/publish/delete over the registry; every change schedules a rebuild. */
import type { ContentStatus } from '#shared/vocabulary.ts';
import { done } from '../http/reply.ts';
import { desc, eq, sql } from 'drizzle-orm';
import { CODE } from '#shared/constants.ts';
import { pages } from '../db/schema/index.ts';
import type { Context } from 'hono';
import type { AppEnv, Deps } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { newRouter } from '../http/openapi.ts';
import { sanitizeRichText } from '../text/sanitize.ts';
import { bumpContentVersion } from '../site/content-version.ts';
import type { PageKey } from '#shared/page-keys.ts';
import {
  CONTENT_TYPES,
  CONTENT_TYPE_NAMES,
  type ContentType,
  type ContentTypeName,
} from './registry.ts';
import { pageUpdate, routesFor } from './editor.routes.ts';

type Row = Record<string, unknown>;
/** The routes are made in a loop, so their input types are not known here; the schemas have checked them. */
const input = <T>(
  c: { req: { valid: (target: never) => unknown } },
  target: 'query' | 'json' | 'param',
) => c.req.valid(target as never) as T;

function clean(type: ContentTypeName, input: Row): Row {
  const out: Row = { ...input };
  for (const f of CONTENT_TYPES[type].rich)
    if (typeof out[f] === 'string') out[f] = sanitizeRichText(out[f] as string);
  return out;
}

/**
 * Tells the builder which pages a change touched: those of the item as it was and as it is (an
 * article moved to another channel or date leaves old neighbours behind), and, when the item is
 * taken down, that its own page goes.
 */
async function touched(
  deps: Deps,
  type: ContentTypeName,
  rows: (Row | undefined)[],
  takenDown = false,
): Promise<void> {
  const kind = CONTENT_TYPES[type] as ContentType;
  const keys = new Set<PageKey>();
  for (const row of rows) {
    const found = row ? await kind.touches(deps.db, row) : 'all';
    if (found === 'all') return bumpContentVersion(deps, 'all');
    for (const k of found) keys.add(k);
  }
  const removed = takenDown ? rows.flatMap((r) => (r && kind.page ? [kind.page(r)] : [])) : [];
  await bumpContentVersion(deps, { keys: [...keys], removed });
}

export function editorRouter() {
  let router = newRouter();
  for (const type of CONTENT_TYPE_NAMES) {
    const { table } = CONTENT_TYPES[type];
    const r = routesFor(type);
    const find = async (db: Deps['db'], id: number) =>
      (
        (await db
          .select()
          .from(table as never)
          .where(eq(table.id, id))) as Row[]
      )[0];
    /** Publishing renders the item's pages; taking it down also removes its own page. */
    const setStatus = async (c: Context<AppEnv>, status: ContentStatus) => {
      const deps = c.var.deps;
      const { id } = input<{ id: number }>(c, 'param');
      const row = await find(deps.db, id);
      if (!row) throw notFound();
      await deps.db
        .update(table)
        .set({ status, updatedAt: new Date() } as never)
        .where(eq(table.id, id));
      await touched(deps, type, [row], status === 'draft');
      return c.json(
        {
          code: CODE.ok,
          msg: c.var.t(status === 'published' ? 'editor.published' : 'editor.unpublished'),
        },
        200,
      );
    };
    router = router
      .openapi(r.list, async (c) => {
        const q = input<{ pageNum: number; pageSize: number }>(c, 'query');
        const { db } = c.var.deps;
        const rows = (await db
          .select()
          .from(table as never)
          .orderBy(desc(table.id))
          .limit(q.pageSize)
          .offset((q.pageNum - 1) * q.pageSize)) as Row[];
        const [count] = (await db
          .select({ n: sql<number>`count(*)::int` })
          .from(table as never)) as { n: number }[];
        return c.json(
          { code: CODE.ok, msg: c.var.t('common.ok'), rows, total: count?.n ?? 0 },
          200,
        );
      })
      .openapi(r.create, async (c) => {
        const deps = c.var.deps;
        const body = input<Row>(c, 'json');
        await (CONTENT_TYPES[type] as ContentType).check?.(deps.db, body);
        const [created] = (await deps.db
          .insert(table)
          .values({ ...clean(type, body), status: 'draft' } as never)
          .returning()) as Row[];
        return c.json(
          { code: CODE.ok, msg: c.var.t('editor.saved'), data: { id: Number(created!.id) } },
          200,
        );
      })
      .openapi(r.update, async (c) => {
        const deps = c.var.deps;
        const { id } = input<{ id: number }>(c, 'param');
        const before = await find(deps.db, id);
        if (!before) throw notFound();
        const body = input<Row>(c, 'json');
        await (CONTENT_TYPES[type] as ContentType).check?.(deps.db, body);
        await deps.db
          .update(table)
          .set({ ...clean(type, body), updatedAt: new Date() } as never)
          .where(eq(table.id, id));
        const after = await find(deps.db, id);
        // A published item's pages change now; a draft's change nothing public.
        if (before.status === 'published') await touched(deps, type, [before, after]);
        return done(c, 'editor.saved');
      })
      .openapi(r.publish, async (c) => setStatus(c, 'published'))
      .openapi(r.unpublish, async (c) => setStatus(c, 'draft'))
      .openapi(r.remove, async (c) => {
        const deps = c.var.deps;
        const { id } = input<{ id: number }>(c, 'param');
        const row = await find(deps.db, id);
        if (!row) throw notFound();
        await deps.db.delete(table).where(eq(table.id, id));
        if (row.status === 'published') await touched(deps, type, [row], true);
        return done(c, 'editor.deleted');
      }) as unknown as typeof router;
  }
  return router.openapi(pageUpdate, async (c) => {
    const deps = c.var.deps;
    const { slug } = c.req.valid('param');
    const body = c.req.valid('json');
    const values = {
      title: body.title,
      titleEn: body.titleEn ?? null,
      body: sanitizeRichText(body.body),
      bodyEn: body.bodyEn ? sanitizeRichText(body.bodyEn) : null,
      updatedAt: new Date(),
    };
    await deps.db
      .insert(pages)
      .values({ slug, ...values })
      .onConflictDoUpdate({ target: pages.slug, set: values });
    // Single pages are rendered in every partial build; no key is needed.
    await bumpContentVersion(deps, { keys: [], removed: [] });
    return done(c, 'editor.saved');
  });
}
