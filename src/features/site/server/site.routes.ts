/** Editors' routes for the site's single pages, its two documents and its menu tree. */
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { dataOf, listOf } from '#shared/schemas/envelope.ts';
import { id } from '#shared/schemas/params.ts';
import {
  DOCUMENT_KEYS,
  menuEdit,
  PAGE_SLUG,
  pageEdit,
  siteDocument,
  siteMenu,
  sitePage,
  siteSaved,
} from '../contract/site.contract.ts';
import { bearer, jsonBody, jsonResponses } from '#server/http/openapi.ts';
import { requirePermission } from '#server/auth/guard.ts';
import { revisionRow } from '#features/content/contract/editor.contract.ts';

const EDIT = requirePermission('content:item:edit');
const row = z.record(z.string(), z.unknown());
const saved = dataOf(siteSaved);
const slugParams = z.object({ slug: z.string().regex(PAGE_SLUG, { error: 'error.http.404' }) });
const keyParams = z.object({ key: z.enum(DOCUMENT_KEYS) });
const SITE_KINDS = ['page', 'document', 'menu'] as const;
const historyParams = z.object({
  kind: z.enum(SITE_KINDS),
  item: z.string().regex(/^[a-zA-Z]{1,40}$/),
});
const base = { tags: ['editor'], security: bearer, middleware: EDIT };

export const pageList = createRoute({
  ...base,
  method: 'get',
  path: '/content/pages',
  summary: 'Editors: the single pages (introduction, fee measures, …)',
  responses: jsonResponses(listOf(sitePage.omit({ body: true, bodyEn: true, updatedAt: true }))),
});
export const pageOne = createRoute({
  ...base,
  method: 'get',
  path: '/content/pages/{slug}',
  summary: 'Editors: one single page in both languages, with its version',
  request: { params: slugParams },
  responses: jsonResponses(dataOf(sitePage)),
});
export const pageSave = createRoute({
  ...base,
  method: 'put',
  path: '/content/pages/{slug}',
  summary: 'Editors: save a single page changed from a version; a stale one is refused',
  request: { params: slugParams, body: jsonBody(pageEdit) },
  responses: jsonResponses(saved),
});
export const documentOne = createRoute({
  ...base,
  method: 'get',
  path: '/content/documents/{key}',
  summary:
    'Editors: the contact details or the industry statistics, both languages, with the version',
  request: { params: keyParams },
  responses: jsonResponses(dataOf(siteDocument)),
});
export const documentSave = createRoute({
  ...base,
  method: 'put',
  path: '/content/documents/{key}',
  summary: 'Editors: save the contact details or the industry statistics changed from a version',
  request: {
    params: keyParams,
    body: jsonBody(z.object({ value: row, version: z.string().max(100) })),
  },
  responses: jsonResponses(saved),
});
export const menuOne = createRoute({
  ...base,
  method: 'get',
  path: '/content/menu',
  summary: 'Editors: the whole menu tree, hidden entries and both names included, with its version',
  responses: jsonResponses(dataOf(siteMenu)),
});
export const menuSave = createRoute({
  ...base,
  method: 'put',
  path: '/content/menu',
  summary: 'Editors: replace the menu tree (three levels at most) changed from a version',
  request: { body: jsonBody(menuEdit) },
  responses: jsonResponses(saved),
});
export const history = createRoute({
  ...base,
  method: 'get',
  path: '/content/history/{kind}/{item}',
  summary: 'Editors: who changed a single page, a document or the menu, when, and how it was',
  request: { params: historyParams },
  responses: jsonResponses(listOf(revisionRow)),
});
export const historyRestore = createRoute({
  ...base,
  method: 'post',
  path: '/content/history/{kind}/{item}/{revision}/restore',
  summary: 'Editors: put a single page, a document or the menu back as a revision had it',
  request: { params: historyParams.extend({ revision: id }) },
  responses: jsonResponses(saved),
});
