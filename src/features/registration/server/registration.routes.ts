/** A unit's own registration (see and correct it), and the secretariat's registration queue. */
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import * as S from '../contract/registration.contract.ts';
import { AUDIT_STATUS } from '#shared/constants.ts';
import { pageQuery } from '#shared/schemas/envelope.ts';
import { reviewBody } from '#features/membership/contract/membership.contract.ts';
import { idParams } from '#shared/schemas/params.ts';
import { bearer, jsonBody, jsonResponses } from '#server/http/openapi.ts';
import { requirePermission } from '#server/auth/guard.ts';

const AUDIT = requirePermission('review:registration:audit');
const OWN = requirePermission('center:registration:edit');

export const mine = createRoute({
  method: 'get',
  path: '/center/registration',
  tags: ['center'],
  security: bearer,
  middleware: [OWN] as const,
  summary: 'The signed-in unit’s registration, its audit state and the reason of a rejection',
  responses: jsonResponses(S.registrationResponse),
});

export const resubmit = createRoute({
  method: 'put',
  path: '/center/registration',
  tags: ['center'],
  security: bearer,
  middleware: [OWN] as const,
  summary: 'Correct a registration under review or rejected, and send it to the secretariat again',
  request: { body: jsonBody(S.registrationCorrection) },
  responses: jsonResponses(S.registrationResponse),
});

export const queue = createRoute({
  method: 'get',
  path: '/review/registrations',
  tags: ['review'],
  security: bearer,
  middleware: [AUDIT] as const,
  summary:
    'Secretariat: registrations by audit state, each with the other claims on its name or tax ID',
  request: {
    query: pageQuery.extend({ status: z.enum(Object.values(AUDIT_STATUS)).optional() }),
  },
  responses: jsonResponses(S.registrationListResponse),
});

export const decide = createRoute({
  method: 'post',
  path: '/review/registrations/{id}',
  tags: ['review'],
  security: bearer,
  middleware: [AUDIT] as const,
  summary: 'Secretariat: pass or reject a registration (a rejection needs its reason)',
  request: { params: idParams, body: jsonBody(reviewBody) },
  responses: jsonResponses(S.registrationResponse),
});

export const voidOne = createRoute({
  method: 'post',
  path: '/review/registrations/{id}/void',
  tags: ['review'],
  security: bearer,
  middleware: [AUDIT] as const,
  summary: 'Secretariat: void a registration that is not the unit’s; its account is closed',
  request: { params: idParams, body: jsonBody(S.voidBody) },
  responses: jsonResponses(S.registrationResponse),
});
