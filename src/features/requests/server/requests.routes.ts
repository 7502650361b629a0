/** Membership changes and transfers: members ask, the secretariat reviews, the council approves. */
import { createRoute } from '@hono/zod-openapi';
import * as S from '../contract/requests.contract.ts';
import { reviewBody } from '#features/membership/contract/membership.contract.ts';
import { idParams } from '#shared/schemas/params.ts';
import { bearer, jsonBody, jsonResponses } from '#server/http/openapi.ts';
import { requireAuth, requirePermission } from '#server/auth/guard.ts';

const tags = ['requests'];
export const SECRETARIAT_PERMISSION = {
  change: 'review:change:audit',
  transfer: 'review:transfer:audit',
} as const;
const COUNCIL = 'review:council:approve';

export const mine = createRoute({
  method: 'get',
  path: '/center/requests',
  tags,
  security: bearer,
  middleware: [requireAuth] as const,
  summary: 'The unit’s change and transfer requests with their history',
  request: { query: S.ownRequestQuery },
  responses: jsonResponses(S.requestListResponse),
});
export const askChange = createRoute({
  method: 'post',
  path: '/center/requests/change',
  tags,
  security: bearer,
  middleware: [requirePermission('member:change:apply')] as const,
  summary: 'A member asks to change its registered information',
  request: { body: jsonBody(S.changeBody) },
  responses: jsonResponses(S.requestResponse),
});
export const askTransfer = createRoute({
  method: 'post',
  path: '/center/requests/transfer',
  tags,
  security: bearer,
  middleware: [requirePermission('member:transfer:apply')] as const,
  summary: 'A member asks to transfer its membership to another registered unit',
  request: { body: jsonBody(S.transferBody) },
  responses: jsonResponses(S.requestResponse),
});
export const queue = createRoute({
  method: 'get',
  path: '/review/requests',
  tags,
  security: bearer,
  middleware: [
    requirePermission(SECRETARIAT_PERMISSION.change, SECRETARIAT_PERMISSION.transfer, COUNCIL),
  ] as const,
  summary: 'Review queue of change and transfer requests',
  request: { query: S.requestQuery },
  responses: jsonResponses(S.requestListResponse),
});
export const secretariat = createRoute({
  method: 'post',
  path: '/review/requests/{id}/secretariat',
  tags,
  security: bearer,
  middleware: [
    requirePermission(SECRETARIAT_PERMISSION.change, SECRETARIAT_PERMISSION.transfer),
  ] as const,
  summary:
    'Secretariat review (the permission of the request’s kind is checked): pass sends it to the council',
  request: { params: idParams, body: jsonBody(reviewBody) },
  responses: jsonResponses(S.requestResponse),
});
export const council = createRoute({
  method: 'post',
  path: '/review/requests/{id}/council',
  tags,
  security: bearer,
  middleware: [requirePermission(COUNCIL)] as const,
  summary: 'Council approval: pass applies the change or moves the membership',
  request: { params: idParams, body: jsonBody(reviewBody) },
  responses: jsonResponses(S.requestResponse),
});
