/** Members' centre: enterprise information and the membership workflow; staff review queues. */
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import * as S from '../contract/membership.contract.ts';
import { idParams } from '#shared/schemas/params.ts';
import { pageQuery } from '#shared/schemas/envelope.ts';
import { bearer, jsonBody, jsonResponses } from '#server/http/openapi.ts';
import { requireAuth, requirePermission } from '#server/auth/guard.ts';
import type { Permission } from '#shared/permissions.ts';

const center = ['center'];
const review = ['review'];
const queryStatus = pageQuery.extend({ status: z.enum(S.APPLICATION_STATUS).optional() });

export const getProfile = createRoute({
  method: 'get',
  path: '/center/enterprise/profile',
  tags: center,
  security: bearer,
  middleware: [requireAuth] as const,
  summary: 'The enterprise information of the signed-in unit',
  responses: jsonResponses(S.profileResponse),
});
export const saveProfile = createRoute({
  method: 'put',
  path: '/center/enterprise/profile',
  tags: center,
  security: bearer,
  middleware: [requirePermission('center:base:edit')] as const,
  summary:
    'Save the enterprise information; a stale version is refused, so two tabs never overwrite each other silently',
  request: { body: jsonBody(S.profileSave) },
  responses: jsonResponses(S.profileResponse),
});
export const apply = createRoute({
  method: 'post',
  path: '/center/applications',
  tags: center,
  security: bearer,
  middleware: [requirePermission('member:application:apply')] as const,
  summary:
    'Apply for membership (agreement accepted, registration passed, information saved, nothing open already)',
  request: { body: jsonBody(S.applyBody) },
  responses: jsonResponses(S.applicationResponse),
});
export const myApplications = createRoute({
  method: 'get',
  path: '/center/applications',
  tags: center,
  security: bearer,
  middleware: [requireAuth] as const,
  summary: 'The unit’s applications with their history',
  responses: jsonResponses(S.applicationListResponse),
});
export const pay = createRoute({
  method: 'post',
  path: '/center/applications/{id}/payment',
  tags: center,
  security: bearer,
  middleware: [requirePermission('member:application:apply')] as const,
  summary: 'Report the fee payment with the remittance receipt',
  request: { params: idParams, body: jsonBody(S.paymentBody) },
  responses: jsonResponses(S.applicationResponse),
});
export const applicationQueue = createRoute({
  method: 'get',
  path: '/review/applications',
  tags: review,
  security: bearer,
  middleware: [
    requirePermission(
      'review:application:audit',
      'review:council:approve',
      'review:payment:confirm',
    ),
  ] as const,
  summary: 'Review queue of applications by status',
  request: { query: queryStatus },
  responses: jsonResponses(S.applicationListResponse),
});
const step = (path: string, permission: Permission, summary: string) =>
  createRoute({
    method: 'post',
    path: `/review/applications/{id}/${path}`,
    tags: review,
    security: bearer,
    middleware: [requirePermission(permission)] as const,
    summary,
    request: { params: idParams, body: jsonBody(S.reviewBody) },
    responses: jsonResponses(S.applicationResponse),
  });
export const secretariatReview = step(
  'secretariat',
  'review:application:audit',
  'Secretariat review: pass sends it to the council',
);
export const councilReview = step(
  'council',
  'review:council:approve',
  'Council (director) review: pass asks for the fee',
);
export const paymentReview = step(
  'payment',
  'review:payment:confirm',
  'Secretariat confirms the payment: the unit becomes a member',
);
