/** A training's sessions, set by the secretariat and read by the desk and the door. */
import { createRoute } from '@hono/zod-openapi';
import { listOf } from '#shared/schemas/envelope.ts';
import { idParams } from '#shared/schemas/params.ts';
import { sessionRow, sessionsBody } from '../contract/sessions.contract.ts';
import { requirePermission } from '#server/auth/guard.ts';
import { bearer, jsonBody, jsonResponses } from '#server/http/openapi.ts';

const DESK = requirePermission('review:training:audit');
const tags = ['training'];

export const list = createRoute({
  method: 'get',
  path: '/console/trainings/{id}/sessions',
  tags,
  security: bearer,
  middleware: [DESK] as const,
  summary: 'Staff: the sessions of a training, in time order (none: held as one whole)',
  request: { params: idParams },
  responses: jsonResponses(listOf(sessionRow)),
});

export const save = createRoute({
  method: 'put',
  path: '/console/trainings/{id}/sessions',
  tags,
  security: bearer,
  middleware: [DESK] as const,
  summary:
    'Staff: set the sessions (a sent id keeps one; one left out is removed unless people were checked into it)',
  request: { params: idParams, body: jsonBody(sessionsBody) },
  responses: jsonResponses(listOf(sessionRow)),
});
