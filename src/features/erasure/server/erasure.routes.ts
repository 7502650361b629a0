/** Staff erase a unit that asks: its people's data goes, what the law keeps stays. */
import { createRoute } from '@hono/zod-openapi';
import { dataOf } from '#shared/schemas/envelope.ts';
import { idParams } from '#shared/schemas/params.ts';
import { eraseBody, erasureResult } from '../contract/erasure.contract.ts';
import { requirePermission } from '#server/auth/guard.ts';
import { bearer, jsonBody, jsonResponses } from '#server/http/openapi.ts';

export const erase = createRoute({
  method: 'post',
  path: '/console/enterprises/{id}/erase',
  tags: ['directory'],
  security: bearer,
  middleware: [requirePermission('member:unit:erase')] as const,
  summary:
    "Staff: erase a unit at its request (accounts closed, people's data and files removed; payments, receipts, certificates and figures kept)",
  request: { params: idParams, body: jsonBody(eraseBody) },
  responses: jsonResponses(dataOf(erasureResult)),
});
