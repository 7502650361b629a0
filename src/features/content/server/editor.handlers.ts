/**
 * The editors' content routes: each reads its typed input, checks what was sent against the
 * type's own schema, calls the service and answers. A write answers the item as saved and the id
 * of the build its public change queued.
 */
import type { Context } from 'hono';
import type { z } from 'zod';
import type { ContentStatus } from '#shared/vocabulary.ts';
import type { AppEnv } from '#server/http/context.ts';
import { authOf } from '#server/auth/guard.ts';
import { badRequest } from '#server/http/errors.ts';
import { fieldIssues } from '#server/http/on-error.ts';
import { type Handler, newRouter } from '#server/http/openapi.ts';
import { data, list } from '#server/http/reply.ts';
import { version } from '../contract/editor.contract.ts';
import { getItem, listItems, previewItem } from './editor-read.ts';
import { kindOf } from './editor-rows.ts';
import {
  removeItems,
  schedulePublication,
  setStatus,
  unschedulePublication,
} from './editor-publish.ts';
import { createItem, restoreRevision, updateItem } from './editor-save.ts';
import * as routes from './editor.routes.ts';
import { CONTENT_TYPE_NAMES, type ContentTypeName } from './registry.ts';
import { revisionsOf } from './revisions.ts';

/** What was sent, by the type's own rules: refused like any form, each wrong field named. */
function checked<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const fields = fieldIssues(parsed.error);
  throw badRequest(fields[0]?.key ?? 'validation.invalid', fields);
}

/** What a save of a type takes: any of its fields, and the version it started from. */
const saveSchemaOf = (type: ContentTypeName) => kindOf(type).schema.partial().extend({ version });
const saves = new Map<ContentTypeName, ReturnType<typeof saveSchemaOf>>();
function saveSchema(type: ContentTypeName) {
  const known = saves.get(type);
  if (known) return known;
  const made = saveSchemaOf(type);
  saves.set(type, made);
  return made;
}

export const listHandler: Handler<typeof routes.list> = async (c) => {
  const { type } = c.req.valid('param');
  const { channel, category, type: kind, role, level, ...q } = c.req.valid('query');
  const filter = { channel, category, type: kind, role, level };
  return list(c, await listItems(c.var.deps.db, type, { ...q, filter }));
};

export const oneHandler: Handler<typeof routes.one> = async (c) => {
  const { type, id } = c.req.valid('param');
  return data(c, await getItem(c.var.deps.db, type, id));
};

export const createHandler: Handler<typeof routes.create> = async (c) => {
  const { type } = c.req.valid('param');
  const input = checked(kindOf(type).schema, c.req.valid('json'));
  const saved = await createItem(c.var.deps.db, type, input, authOf(c).userId);
  return data(c, saved, 'editor.saved');
};

export const updateHandler: Handler<typeof routes.update> = async (c) => {
  const { type, id } = c.req.valid('param');
  const { version, ...input } = checked(saveSchema(type), c.req.valid('json'));
  const saved = await updateItem(c.var.deps, type, {
    id,
    input,
    version,
    actor: authOf(c).userId,
  });
  return data(c, saved, 'editor.saved');
};

/** Publishes or takes down one item: answers it as it now is, and the build that shows it. */
async function setOne(
  c: Context<AppEnv>,
  type: ContentTypeName,
  id: number,
  status: ContentStatus,
) {
  const deps = c.var.deps;
  const { buildId } = await setStatus(deps, type, { ids: [id], status, actor: authOf(c).userId });
  return { row: await getItem(deps.db, type, id), buildId };
}

export const publishHandler: Handler<typeof routes.publish> = async (c) => {
  const { type, id } = c.req.valid('param');
  return data(c, await setOne(c, type, id, 'published'), 'editor.published');
};

export const unpublishHandler: Handler<typeof routes.unpublish> = async (c) => {
  const { type, id } = c.req.valid('param');
  return data(c, await setOne(c, type, id, 'draft'), 'editor.unpublished');
};

export const scheduleHandler: Handler<typeof routes.schedule> = async (c) => {
  const { type, id } = c.req.valid('param');
  const at = new Date(c.req.valid('json').at);
  await schedulePublication(c.var.deps, type, { id, at, actor: authOf(c).userId });
  return data(
    c,
    { row: await getItem(c.var.deps.db, type, id), buildId: null },
    'editor.scheduled',
  );
};

export const unscheduleHandler: Handler<typeof routes.unschedule> = async (c) => {
  const { type, id } = c.req.valid('param');
  await unschedulePublication(c.var.deps, type, { id, actor: authOf(c).userId });
  const row = await getItem(c.var.deps.db, type, id);
  return data(c, { row, buildId: null }, 'editor.unscheduled');
};

export const removeHandler: Handler<typeof routes.remove> = async (c) => {
  const { type, id } = c.req.valid('param');
  const { buildId } = await removeItems(c.var.deps, type, { ids: [id], actor: authOf(c).userId });
  return data(c, { buildId }, 'editor.deleted');
};

export const bulkHandler: Handler<typeof routes.bulk> = async (c) => {
  const { type } = c.req.valid('param');
  const { action, ids } = c.req.valid('json');
  const actor = authOf(c).userId;
  if (action === 'delete')
    return data(c, await removeItems(c.var.deps, type, { ids, actor }), 'editor.bulkDone');
  const status = action === 'publish' ? 'published' : 'draft';
  const { changed, buildId } = await setStatus(c.var.deps, type, { ids, status, actor });
  return data(c, { count: changed.length, buildId }, 'editor.bulkDone');
};

export const revisionsHandler: Handler<typeof routes.revisions> = async (c) => {
  const { type, id } = c.req.valid('param');
  return list(c, { rows: await revisionsOf(c.var.deps.db, type, String(id)) });
};

export const restoreHandler: Handler<typeof routes.restore> = async (c) => {
  const { type, id, revision } = c.req.valid('param');
  const actor = authOf(c).userId;
  return data(
    c,
    await restoreRevision(c.var.deps, type, { id, revision, actor }),
    'editor.restored',
  );
};

export const previewHandler: Handler<typeof routes.preview> = async (c) => {
  const { type, id } = c.req.valid('param');
  return data(c, await previewItem(c.var.deps, type, id, c.var.locale));
};

export function editorRouter() {
  const router = newRouter()
    .openapi(routes.list, listHandler)
    .openapi(routes.create, createHandler)
    .openapi(routes.bulk, bulkHandler)
    .openapi(routes.one, oneHandler)
    .openapi(routes.update, updateHandler)
    .openapi(routes.remove, removeHandler)
    .openapi(routes.publish, publishHandler)
    .openapi(routes.unpublish, unpublishHandler)
    .openapi(routes.schedule, scheduleHandler)
    .openapi(routes.unschedule, unscheduleHandler)
    .openapi(routes.revisions, revisionsHandler)
    .openapi(routes.restore, restoreHandler)
    .openapi(routes.preview, previewHandler);
  // Each type's fields, as its schema checks them, for whoever reads the API's description.
  for (const type of CONTENT_TYPE_NAMES)
    router.openAPIRegistry.register(`content.${type}`, kindOf(type).schema);
  return router;
}
