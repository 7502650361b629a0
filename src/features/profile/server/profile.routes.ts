/** A staff member's own page: their name, phone and email, and what they did lately. */
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { dataOf, listOf } from '#shared/schemas/envelope.ts';
import { ownDetails, ownDetailsBody } from '../contract/profile.contract.ts';
import { requireAuth } from '#server/auth/guard.ts';
import { bearer, jsonBody, jsonResponses } from '#server/http/openapi.ts';

export const actionRow = z.object({
  /** A content edit (`content`) or a step of a member's workflow item (`workflow`). */
  kind: z.enum(['content', 'workflow']),
  /** The content type (or page, document, menu), or the workflow's subject. */
  subject: z.string(),
  /** The item's id, or a single page's or document's name. */
  item: z.string(),
  /** What was done: the revision's action, or the state the item was moved to. */
  action: z.string(),
  /** The item's title or name as it was then, where it has one. */
  title: z.string().nullable(),
  at: z.string(),
});

export const recentActions = createRoute({
  method: 'get',
  path: '/system/user/profile/actions',
  tags: ['system'],
  security: bearer,
  middleware: [requireAuth] as const,
  summary: 'The caller’s own latest actions: content edits and workflow decisions, newest first',
  responses: jsonResponses(listOf(actionRow)),
});

export const getOwnDetails = createRoute({
  method: 'get',
  path: '/system/user/profile',
  tags: ['system'],
  security: bearer,
  middleware: [requireAuth] as const,
  summary: 'A staff member’s own name, phone and email',
  responses: jsonResponses(dataOf(ownDetails)),
});

export const saveOwnDetails = createRoute({
  method: 'put',
  path: '/system/user/profile',
  tags: ['system'],
  security: bearer,
  middleware: [requireAuth] as const,
  summary: 'A staff member changes their own name, phone and email (checked; member units may not)',
  request: { body: jsonBody(ownDetailsBody) },
  responses: jsonResponses(dataOf(ownDetails)),
});
