import {
  DOCUMENT_KEYS,
  documentSchemas,
  menuEdit,
  pageEdit,
  type DocumentKey,
  type SiteSaved,
} from '../contract/site.contract.ts';
import { authOf } from '#server/auth/guard.ts';
import { badRequest } from '#server/http/errors.ts';
import { fieldIssues } from '#server/http/on-error.ts';
import { newRouter, type Handler } from '#server/http/openapi.ts';
import { data, list } from '#server/http/reply.ts';
import { revisionOf, revisionsOf } from '#features/content/server/public.ts';
import * as routes from './site.routes.ts';
import * as site from './site.service.ts';

export const pageList: Handler<typeof routes.pageList> = async (c) =>
  list(c, { rows: await site.listPages(c.var.deps.db) });

export const pageOne: Handler<typeof routes.pageOne> = async (c) =>
  data(c, await site.getPage(c.var.deps.db, c.req.valid('param').slug));

export const pageSave: Handler<typeof routes.pageSave> = async (c) => {
  const saved = await site.savePage(c.var.deps, {
    slug: c.req.valid('param').slug,
    actor: authOf(c).userId,
    body: c.req.valid('json'),
  });
  return data(c, saved, 'editor.saved');
};

export const documentOne: Handler<typeof routes.documentOne> = async (c) =>
  data(c, await site.getDocument(c.var.deps.db, c.req.valid('param').key));

/** Each document has its own rules; a wrong field is named like any form's. */
function checkedDocument(key: DocumentKey, value: unknown): Record<string, unknown> {
  const parsed = documentSchemas[key].safeParse(value);
  if (parsed.success) return parsed.data;
  const fields = fieldIssues(parsed.error).map((f) => ({ ...f, field: `value.${f.field}` }));
  throw badRequest(fields[0]?.key ?? 'validation.invalid', fields);
}

export const documentSave: Handler<typeof routes.documentSave> = async (c) => {
  const { key } = c.req.valid('param');
  const { value, version } = c.req.valid('json');
  const saved = await site.saveDocument(c.var.deps, {
    key,
    value: checkedDocument(key, value),
    version,
    actor: authOf(c).userId,
  });
  return data(c, saved, 'editor.saved');
};

export const menuOne: Handler<typeof routes.menuOne> = async (c) =>
  data(c, await site.getMenu(c.var.deps.db));

export const menuSave: Handler<typeof routes.menuSave> = async (c) => {
  const { tree, version } = c.req.valid('json');
  return data(
    c,
    await site.saveMenu(c.var.deps, { tree, version, actor: authOf(c).userId }),
    'editor.saved',
  );
};

export const history: Handler<typeof routes.history> = async (c) => {
  const { kind, item } = c.req.valid('param');
  return list(c, { rows: await revisionsOf(c.var.deps.db, kind, item) });
};

/** Puts a page, a document or the menu back as a revision had it, over whatever is there now. */
export const historyRestore: Handler<typeof routes.historyRestore> = async (c) => {
  const { kind, item, revision } = c.req.valid('param');
  const deps = c.var.deps;
  const actor = authOf(c).userId;
  const old = (await revisionOf(deps.db, kind, item, revision)).data;
  const unusable = () => badRequest('error.editor.revisionUnusable');
  let saved: SiteSaved;
  if (kind === 'page') {
    const now = await site.getPage(deps.db, item);
    const body = pageEdit.safeParse({ ...old, version: now.version });
    if (!body.success) throw unusable();
    saved = await site.savePage(deps, { slug: item, actor, body: body.data, action: 'restored' });
  } else if (kind === 'document') {
    const key = DOCUMENT_KEYS.find((k) => k === item);
    if (!key) throw unusable();
    const now = await site.getDocument(deps.db, key);
    saved = await site.saveDocument(deps, {
      key,
      value: checkedDocument(key, old),
      version: now.version,
      actor,
      action: 'restored',
    });
  } else {
    const now = await site.getMenu(deps.db);
    const body = menuEdit.safeParse({ tree: old.tree, version: now.version });
    if (!body.success) throw unusable();
    saved = await site.saveMenu(deps, { ...body.data, actor, action: 'restored' });
  }
  return data(c, saved, 'editor.restored');
};

export const siteEditingRouter = newRouter()
  .openapi(routes.pageList, pageList)
  .openapi(routes.pageOne, pageOne)
  .openapi(routes.pageSave, pageSave)
  .openapi(routes.documentOne, documentOne)
  .openapi(routes.documentSave, documentSave)
  .openapi(routes.menuOne, menuOne)
  .openapi(routes.menuSave, menuSave)
  .openapi(routes.history, history)
  .openapi(routes.historyRestore, historyRestore);
