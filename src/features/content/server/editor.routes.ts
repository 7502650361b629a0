/**
 * The editors' content API, one set of routes per content type: lists with filters, one item,
 * create, save (with the version it started from), publish now or at a time, take down, delete,
 * the same in bulk, and the item's revisions.
 */
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { dataOf, envelope, listOf, pageQuery } from '#shared/schemas/envelope.ts';
import { id, idParams, calendarDay } from '#shared/schemas/params.ts';
import { CONTENT_STATUS, REVISION_ACTIONS } from '#shared/vocabulary.ts';
import { DETAIL_KINDS } from '#shared/page-keys.ts';
import { bearer, jsonBody, jsonResponses } from '#server/http/openapi.ts';
import { requirePermission } from '#server/auth/guard.ts';
import { CONTENT_TYPES, type ContentType, type ContentTypeName } from './registry.ts';

const EDIT = requirePermission('content:item:edit');
const PUBLISH = requirePermission('content:item:publish');
const row = z.record(z.string(), z.unknown());
const version = z.string().datetime({ error: 'validation.version' });
const saved = dataOf(z.object({ id: z.number(), version: z.string() }));
const counted = dataOf(z.object({ count: z.number() }));

export const revisionRow = z.object({
  id: z.number(),
  action: z.enum(REVISION_ACTIONS),
  actor: z.string(),
  at: z.string(),
  data: row,
});

/** The list's query: the shared filters, the type's own, and only its allow-listed sort columns. */
function listQuery(kind: ContentType) {
  const sortable = Object.keys(kind.list.sortable) as [string, ...string[]];
  return pageQuery.extend({
    title: z.string().trim().max(100).optional(),
    status: z.enum(CONTENT_STATUS).optional(),
    from: calendarDay.optional(),
    to: calendarDay.optional(),
    sort: z.enum(sortable).optional(),
    order: z.enum(['asc', 'desc']).optional(),
    ...Object.fromEntries(
      Object.keys(kind.list.filters ?? {}).map((name) => [
        name,
        z.string().trim().max(40).optional(),
      ]),
    ),
  });
}

export function routesFor(type: ContentTypeName) {
  const kind = CONTENT_TYPES[type] as ContentType;
  const base = `/content/${type}`;
  const tags = ['editor'];
  const item = `${base}/{id}`;
  const revisionParams = z.object({ id, revision: id });
  const route = <M extends 'get' | 'post' | 'put' | 'delete'>(
    method: M,
    path: string,
    guard: typeof EDIT,
    summary: string,
  ) => ({ method, path, tags, security: bearer, middleware: guard, summary });
  return {
    list: createRoute({
      ...route('get', base, EDIT, `Editors: ${type} items, drafts included, filtered and sorted`),
      request: { query: listQuery(kind) },
      responses: jsonResponses(listOf(row)),
    }),
    one: createRoute({
      ...route('get', item, EDIT, `Editors: one ${type} in both languages, with its version`),
      request: { params: idParams },
      responses: jsonResponses(dataOf(row)),
    }),
    create: createRoute({
      ...route('post', base, EDIT, `Editors: create a ${type} (a draft until published)`),
      request: { body: jsonBody(kind.schema) },
      responses: jsonResponses(saved),
    }),
    update: createRoute({
      ...route(
        'put',
        item,
        EDIT,
        `Editors: save a ${type} changed from a version; a stale one is refused`,
      ),
      request: { params: idParams, body: jsonBody(kind.schema.partial().extend({ version })) },
      responses: jsonResponses(saved),
    }),
    publish: createRoute({
      ...route(
        'post',
        `${item}/publish`,
        PUBLISH,
        `Editors: publish a ${type}; its pages are rebuilt`,
      ),
      request: { params: idParams },
      responses: jsonResponses(envelope),
    }),
    unpublish: createRoute({
      ...route('post', `${item}/unpublish`, PUBLISH, `Editors: take a ${type} off the public site`),
      request: { params: idParams },
      responses: jsonResponses(envelope),
    }),
    schedule: createRoute({
      ...route('put', `${item}/schedule`, PUBLISH, `Editors: publish a ${type} at a time to come`),
      request: {
        params: idParams,
        body: jsonBody(z.object({ at: z.string().datetime({ offset: true }) })),
      },
      responses: jsonResponses(envelope),
    }),
    unschedule: createRoute({
      ...route('delete', `${item}/schedule`, PUBLISH, `Editors: call off a planned publication`),
      request: { params: idParams },
      responses: jsonResponses(envelope),
    }),
    remove: createRoute({
      ...route('delete', item, PUBLISH, `Editors: delete a ${type}`),
      request: { params: idParams },
      responses: jsonResponses(envelope),
    }),
    bulk: createRoute({
      ...route(
        'post',
        `${base}/bulk`,
        PUBLISH,
        `Editors: publish, take down or delete several ${type} items`,
      ),
      request: {
        body: jsonBody(
          z.object({
            action: z.enum(['publish', 'unpublish', 'delete']),
            ids: z.array(id).min(1, { error: 'validation.selectFirst' }).max(100),
          }),
        ),
      },
      responses: jsonResponses(counted),
    }),
    revisions: createRoute({
      ...route(
        'get',
        `${item}/revisions`,
        EDIT,
        `Editors: who changed a ${type}, when, and how it was`,
      ),
      request: { params: idParams },
      responses: jsonResponses(listOf(revisionRow)),
    }),
    ...(kind.preview && {
      preview: createRoute({
        ...route(
          'get',
          `${item}/preview`,
          EDIT,
          `Editors: a ${type} as its page will show it, in the asked language, drafts included`,
        ),
        request: { params: idParams },
        responses: jsonResponses(
          dataOf(z.object({ kind: z.enum(DETAIL_KINDS), path: z.string(), page: row })),
        ),
      }),
    }),
    restore: createRoute({
      ...route(
        'post',
        `${item}/revisions/{revision}/restore`,
        EDIT,
        `Editors: put a ${type} back as a revision had it`,
      ),
      request: { params: revisionParams },
      responses: jsonResponses(saved),
    }),
  };
}
