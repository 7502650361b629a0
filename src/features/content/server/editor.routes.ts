/**
 * The editors' content API, one family of routes for every type: `/content/{type}` lists with
 * filters, one item, create, save (with the version it started from), publish now or at a time,
 * take down, delete, the same in bulk, the item's revisions and its preview. What is sent is
 * checked against the type's own schema in the handler (editor.handlers.ts).
 */
import { createRoute } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import { CONTENT_TYPE_KEYS } from '#shared/content-types.ts';
import { dataOf, listOf } from '#shared/schemas/envelope.ts';
import { bearer, jsonBody, jsonResponses } from '#server/http/openapi.ts';
import { notFound } from '#server/http/errors.ts';
import type { AppEnv } from '#server/http/context.ts';
import { requirePermission } from '#server/auth/guard.ts';
import * as S from '../contract/editor.contract.ts';

const EDIT = requirePermission('content:item:edit');
const PUBLISH = requirePermission('content:item:publish');

/** A type no editor keeps has no routes: 404, as any unknown address, before anything else. */
const knownType = createMiddleware<AppEnv>(async (c, next) => {
  const type = c.req.param('type');
  if (!CONTENT_TYPE_KEYS.some((k) => k === type)) throw notFound();
  await next();
});

const TYPE = '/content/{type}';
const ITEM = `${TYPE}/{id}`;
const of = <M extends 'get' | 'post' | 'put' | 'delete', P extends string>(
  method: M,
  path: P,
  guard: typeof EDIT,
  summary: string,
) => ({
  method,
  path,
  tags: ['editor'],
  security: bearer,
  middleware: [knownType, guard],
  summary,
});

export const list = createRoute({
  ...of('get', TYPE, EDIT, 'Editors: items of a type, drafts included, filtered and sorted'),
  request: { params: S.typeParams, query: S.listQuery },
  responses: jsonResponses(listOf(S.contentItem)),
});
export const one = createRoute({
  ...of('get', ITEM, EDIT, 'Editors: one item in both languages, with its version'),
  request: { params: S.itemParams },
  responses: jsonResponses(dataOf(S.contentItem)),
});
export const create = createRoute({
  ...of('post', TYPE, EDIT, 'Editors: create an item (a draft until published)'),
  request: { params: S.typeParams, body: jsonBody(S.contentFields) },
  responses: jsonResponses(dataOf(S.contentSaved)),
});
export const update = createRoute({
  ...of('put', ITEM, EDIT, 'Editors: save an item changed from a version; a stale one is refused'),
  request: { params: S.itemParams, body: jsonBody(S.contentChange) },
  responses: jsonResponses(dataOf(S.contentSaved)),
});
export const publish = createRoute({
  ...of('post', `${ITEM}/publish`, PUBLISH, 'Editors: publish an item; its pages are rebuilt'),
  request: { params: S.itemParams },
  responses: jsonResponses(dataOf(S.contentSaved)),
});
export const unpublish = createRoute({
  ...of('post', `${ITEM}/unpublish`, PUBLISH, 'Editors: take an item off the public site'),
  request: { params: S.itemParams },
  responses: jsonResponses(dataOf(S.contentSaved)),
});
export const schedule = createRoute({
  ...of('put', `${ITEM}/schedule`, PUBLISH, 'Editors: publish an item at a time to come'),
  request: { params: S.itemParams, body: jsonBody(S.scheduleBody) },
  responses: jsonResponses(dataOf(S.contentSaved)),
});
export const unschedule = createRoute({
  ...of('delete', `${ITEM}/schedule`, PUBLISH, 'Editors: call off a planned publication'),
  request: { params: S.itemParams },
  responses: jsonResponses(dataOf(S.contentSaved)),
});
export const remove = createRoute({
  ...of('delete', ITEM, PUBLISH, 'Editors: delete an item'),
  request: { params: S.itemParams },
  responses: jsonResponses(dataOf(S.contentRemoved)),
});
export const bulk = createRoute({
  ...of('post', `${TYPE}/bulk`, PUBLISH, 'Editors: publish, take down or delete several items'),
  request: { params: S.typeParams, body: jsonBody(S.bulkBody) },
  responses: jsonResponses(dataOf(S.contentBulkDone)),
});
export const revisions = createRoute({
  ...of('get', `${ITEM}/revisions`, EDIT, 'Editors: who changed an item, when, and how it was'),
  request: { params: S.itemParams },
  responses: jsonResponses(listOf(S.revisionRow)),
});
export const restore = createRoute({
  ...of(
    'post',
    `${ITEM}/revisions/{revision}/restore`,
    EDIT,
    'Editors: put an item back as a revision had it',
  ),
  request: { params: S.revisionParams },
  responses: jsonResponses(dataOf(S.contentSaved)),
});
export const preview = createRoute({
  ...of(
    'get',
    `${ITEM}/preview`,
    EDIT,
    'Editors: an item with a page of its own as the page will show it, in the asked language, drafts included',
  ),
  request: { params: S.itemParams },
  responses: jsonResponses(dataOf(S.contentPreview)),
});
