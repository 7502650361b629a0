/**
 * The editors' routes, made for every content type from the registry. The routes differ by type,
 * so their inputs are read through one small helper; the schemas have checked them already.
 */
import type { Context } from 'hono';
import { authOf } from '#server/auth/guard.ts';
import type { AppEnv } from '#server/http/context.ts';
import { newRouter } from '#server/http/openapi.ts';
import { data, done, list } from '#server/http/reply.ts';
import * as service from './editor.service.ts';
import { routesFor } from './editor.routes.ts';
import {
  CONTENT_TYPE_NAMES,
  CONTENT_TYPES,
  type ContentType,
  type ContentTypeName,
} from './registry.ts';

type C = Context<AppEnv>;
const input = <T>(c: C, target: 'query' | 'json' | 'param') =>
  (c.req as unknown as { valid: (t: string) => T }).valid(target);
const itemId = (c: C) => input<{ id: number }>(c, 'param').id;

/** Every handler of one content type. */
function handlersFor(type: ContentTypeName) {
  const filters = Object.keys((CONTENT_TYPES[type] as ContentType).list.filters ?? {});
  return {
    list: async (c: C) => {
      const q = input<service.ListQuery & Record<string, string | undefined>>(c, 'query');
      const filter = Object.fromEntries(filters.map((f) => [f, q[f]]));
      return list(c, await service.listItems(c.var.deps.db, type, { ...q, filter }));
    },
    one: async (c: C) => data(c, await service.getItem(c.var.deps.db, type, itemId(c))),
    create: async (c: C) =>
      data(
        c,
        await service.createItem(c.var.deps.db, type, input(c, 'json'), authOf(c).userId),
        'editor.saved',
      ),
    update: async (c: C) => {
      const { version, ...changes } = input<service.Row & { version: string }>(c, 'json');
      const id = itemId(c);
      const saved = await service.updateItem(c.var.deps, type, {
        id,
        input: changes,
        version,
        actor: authOf(c).userId,
      });
      return data(c, { id, ...saved }, 'editor.saved');
    },
    publish: async (c: C) => {
      await service.setStatus(c.var.deps, type, {
        ids: [itemId(c)],
        status: 'published',
        actor: authOf(c).userId,
      });
      return done(c, 'editor.published');
    },
    unpublish: async (c: C) => {
      await service.setStatus(c.var.deps, type, {
        ids: [itemId(c)],
        status: 'draft',
        actor: authOf(c).userId,
      });
      return done(c, 'editor.unpublished');
    },
    schedule: async (c: C) => {
      const { at } = input<{ at: string }>(c, 'json');
      await service.schedulePublication(c.var.deps.db, type, {
        id: itemId(c),
        at: new Date(at),
        actor: authOf(c).userId,
        now: c.var.deps.now(),
      });
      return done(c, 'editor.scheduled');
    },
    unschedule: async (c: C) => {
      await service.unschedulePublication(c.var.deps.db, type, {
        id: itemId(c),
        actor: authOf(c).userId,
      });
      return done(c, 'editor.unscheduled');
    },
    remove: async (c: C) => {
      await service.removeItems(c.var.deps, type, { ids: [itemId(c)], actor: authOf(c).userId });
      return done(c, 'editor.deleted');
    },
    bulk: async (c: C) => {
      const { action, ids } = input<{ action: 'publish' | 'unpublish' | 'delete'; ids: number[] }>(
        c,
        'json',
      );
      const actor = authOf(c).userId;
      const count =
        action === 'delete'
          ? await service.removeItems(c.var.deps, type, { ids, actor })
          : await service.setStatus(c.var.deps, type, {
              ids,
              status: action === 'publish' ? 'published' : 'draft',
              actor,
            });
      return data(c, { count }, 'editor.bulkDone');
    },
    revisions: async (c: C) =>
      list(c, { rows: await service.revisionsOf(c.var.deps.db, type, String(itemId(c))) }),
    preview: async (c: C) =>
      data(c, await service.previewItem(c.var.deps, type, itemId(c), c.var.locale)),
    restore: async (c: C) => {
      const { id, revision } = input<{ id: number; revision: number }>(c, 'param');
      const saved = await service.restoreRevision(c.var.deps, type, {
        id,
        revision,
        actor: authOf(c).userId,
      });
      return data(c, { id, ...saved }, 'editor.restored');
    },
  };
}

export function editorRouter() {
  const router = newRouter();
  for (const type of CONTENT_TYPE_NAMES) {
    const routes = routesFor(type);
    const h = handlersFor(type);
    for (const name of Object.keys(routes) as (keyof typeof routes)[])
      router.openapi(routes[name] as never, h[name] as never);
  }
  return router;
}
