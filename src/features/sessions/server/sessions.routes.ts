/** The administrator's view of who is signed in, and of every sign-in attempt. */
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { calendarDay, id } from '#shared/schemas/params.ts';
import { dataOf, envelope, listOf, pageQuery } from '#shared/schemas/envelope.ts';
import { requirePermission } from '#server/auth/guard.ts';
import { bearer, jsonResponses } from '#server/http/openapi.ts';

const tags = ['sessions'];
const words = z.string().trim().max(100).optional();

export const sessionRow = z.object({
  id: z.string(),
  userId: z.number(),
  userName: z.string(),
  nickName: z.string(),
  unitName: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
});

export const loginRow = z.object({
  id: z.number(),
  at: z.string(),
  userName: z.string(),
  userId: z.number().nullable(),
  ip: z.string(),
  userAgent: z.string(),
  ok: z.boolean(),
  outcome: z.string(),
  /** The outcome in the reader's language: its key may be any refusal's, the server's words too. */
  outcomeText: z.string(),
});

export const list = createRoute({
  method: 'get',
  path: '/console/sessions',
  tags,
  security: bearer,
  middleware: requirePermission('system:session:manage'),
  summary: 'Administrators: the sessions open now, most recently active first',
  request: { query: pageQuery.extend({ user: words }) },
  responses: jsonResponses(listOf(sessionRow)),
});

export const end = createRoute({
  method: 'delete',
  path: '/console/sessions/{id}',
  tags,
  security: bearer,
  middleware: requirePermission('system:session:manage'),
  summary: 'Administrators: end a session now (force sign-out)',
  request: {
    params: z.object({ id: z.string().regex(/^[0-9a-f]{64}$/, { error: 'validation.id' }) }),
  },
  responses: jsonResponses(envelope),
});

const endedCount = dataOf(z.object({ ended: z.number() }));

export const endOfUser = createRoute({
  method: 'delete',
  path: '/console/sessions/user/{userId}',
  tags,
  security: bearer,
  middleware: requirePermission('system:session:manage'),
  summary: 'Administrators: end every session of one account now',
  request: { params: z.object({ userId: id }) },
  responses: jsonResponses(endedCount),
});

export const endAll = createRoute({
  method: 'delete',
  path: '/console/sessions',
  tags,
  security: bearer,
  middleware: requirePermission('system:session:manage'),
  summary: "Administrators: end everyone's sessions now, except the caller's own",
  responses: jsonResponses(endedCount),
});

export const logins = createRoute({
  method: 'get',
  path: '/console/logins',
  tags,
  security: bearer,
  middleware: requirePermission('system:audit:view'),
  summary: 'Administrators: every sign-in attempt with its address and outcome, newest first',
  request: {
    query: pageQuery.extend({
      user: words,
      ip: z.string().trim().max(64).optional(),
      outcome: z.enum(['ok', 'refused']).optional(),
      from: calendarDay.optional(),
      to: calendarDay.optional(),
    }),
  },
  responses: jsonResponses(listOf(loginRow)),
});
