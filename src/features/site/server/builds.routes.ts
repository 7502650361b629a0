/** Editors follow the rebuilds their changes start, and retry one that failed. */
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { dataOf, listOf, pageQuery } from '#shared/schemas/envelope.ts';
import { idParams } from '#shared/schemas/params.ts';
import { BUILD_STATUS } from '#shared/vocabulary.ts';
import { requirePermission } from '#server/auth/guard.ts';
import { bearer, jsonResponses } from '#server/http/openapi.ts';
import { buildId } from '#features/content/contract/editor.contract.ts';

export const buildRow = z.object({
  id: z.number(),
  status: z.enum(BUILD_STATUS),
  /** Public paths of the pages the change touched; empty when it rebuilt every page. */
  paths: z.array(z.string()),
  everything: z.boolean(),
  /** What it was for, in the reader's words: every page, or how many pages and which parts. */
  scope: z.string(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  seconds: z.number().nullable(),
  /** The end of the renderer's output when it failed, for whoever looks further. */
  error: z.string().nullable(),
  /** Why it failed, as one sentence in the reader's language. */
  reason: z.string().nullable(),
  /** The later build that made a failed one's pages live; it is not built again. */
  redoneBy: z.number().nullable(),
});

const base = {
  tags: ['editor'],
  security: bearer,
  // Editors follow their changes' rebuilds; the secretariat, whose publications of the industry
  // figures start rebuilds too, reads them all and may retry one that failed.
  middleware: requirePermission('content:item:edit', 'report:statistics:publish'),
};

export const buildList = createRoute({
  ...base,
  method: 'get',
  path: '/content/builds',
  summary: 'Editors: the latest rebuilds of the public pages, newest first',
  request: { query: pageQuery },
  responses: jsonResponses(listOf(buildRow)),
});

export const buildOne = createRoute({
  ...base,
  method: 'get',
  path: '/content/builds/{id}',
  summary: 'Editors: one rebuild, the one their change queued (a write answers its id)',
  request: { params: idParams },
  responses: jsonResponses(dataOf(buildRow)),
});

export const buildRetry = createRoute({
  ...base,
  method: 'post',
  path: '/content/builds/{id}/retry',
  summary: 'Editors: build again what a failed rebuild should have built',
  request: { params: idParams },
  responses: jsonResponses(dataOf(z.object({ queued: z.boolean(), buildId }))),
});
