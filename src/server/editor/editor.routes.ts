/** The editors' content API, one set of routes per content type (staff screens come later). */
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { dataOf, envelope, listOf, pageQuery } from '#shared/schemas/envelope.ts';
import { idParams } from '#shared/schemas/params.ts';
import { bearer, jsonBody, jsonResponses } from '../http/openapi.ts';
import { requirePermission } from '../auth/guard.ts';
import { CONTENT_TYPES, type ContentTypeName } from './registry.ts';

const EDIT = 'content:item:edit';
const PUBLISH = 'content:item:publish';
const row = z.record(z.string(), z.unknown());

export function routesFor(type: ContentTypeName) {
  const schema = CONTENT_TYPES[type].schema;
  const base = `/content/${type}`;
  const tags = ['editor'];
  const edit = requirePermission(EDIT);
  return {
    list: createRoute({
      method: 'get',
      path: base,
      tags,
      security: bearer,
      middleware: edit,
      summary: `Editors: every ${type}, drafts included, both languages`,
      request: { query: pageQuery },
      responses: jsonResponses(listOf(row)),
    }),
    create: createRoute({
      method: 'post',
      path: base,
      tags,
      security: bearer,
      middleware: edit,
      summary: `Editors: create a ${type} (a draft until published)`,
      request: { body: jsonBody(schema) },
      responses: jsonResponses(dataOf(z.object({ id: z.number() }))),
    }),
    update: createRoute({
      method: 'put',
      path: `${base}/{id}`,
      tags,
      security: bearer,
      middleware: edit,
      summary: `Editors: change a ${type}; rich text is sanitized on save`,
      request: { params: idParams, body: jsonBody(schema.partial()) },
      responses: jsonResponses(envelope),
    }),
    publish: createRoute({
      method: 'post',
      path: `${base}/{id}/publish`,
      tags,
      security: bearer,
      middleware: requirePermission(PUBLISH),
      summary: `Editors: publish a ${type}; the public pages are rebuilt`,
      request: { params: idParams },
      responses: jsonResponses(envelope),
    }),
    unpublish: createRoute({
      method: 'post',
      path: `${base}/{id}/unpublish`,
      tags,
      security: bearer,
      middleware: requirePermission(PUBLISH),
      summary: `Editors: take a ${type} off the public site`,
      request: { params: idParams },
      responses: jsonResponses(envelope),
    }),
    remove: createRoute({
      method: 'delete',
      path: `${base}/{id}`,
      tags,
      security: bearer,
      middleware: requirePermission(PUBLISH),
      summary: `Editors: delete a ${type}`,
      request: { params: idParams },
      responses: jsonResponses(envelope),
    }),
  };
}

export const pageUpdate = createRoute({
  method: 'put',
  path: '/content/page/{slug}',
  tags: ['editor'],
  security: bearer,
  middleware: [requirePermission(EDIT)] as const,
  summary: 'Editors: change a single page (introduction, fee measures, …) in both languages',
  request: {
    params: z.object({ slug: z.string().regex(/^[a-zA-Z]{1,40}$/) }),
    body: jsonBody(
      z.object({
        title: z.string().trim().min(1).max(200),
        titleEn: z.string().trim().max(200).nullish(),
        body: z.string().max(200_000),
        bodyEn: z.string().max(200_000).nullish(),
      }),
    ),
  },
  responses: jsonResponses(envelope),
});
