/** Training and event registration: enterprises register attendees; the secretariat confirms. */
import { createRoute } from '@hono/zod-openapi';
import * as S from '../contract/training.contract.ts';
import { reviewBody } from '#features/membership/contract/membership.contract.ts';
import { idParams } from '#shared/schemas/params.ts';
import { bearer, jsonBody, jsonResponses } from '#server/http/openapi.ts';
import { requirePermission } from '#server/auth/guard.ts';

const tags = ['training'];
const APPLY = 'train:registration:apply';
const AUDIT = 'review:training:audit';

export const openTrainings = createRoute({
  method: 'get',
  path: '/center/trainings/open',
  tags,
  security: bearer,
  middleware: [requirePermission(APPLY)] as const,
  summary: 'Trainings still taking registrations, with the seats left',
  responses: jsonResponses(S.openTrainingsResponse),
});
export const myRegistrations = createRoute({
  method: 'get',
  path: '/center/training-registrations',
  tags,
  security: bearer,
  middleware: [requirePermission(APPLY)] as const,
  summary: 'The unit’s registrations',
  responses: jsonResponses(S.registrationListResponse),
});
export const register = createRoute({
  method: 'post',
  path: '/center/training-registrations',
  tags,
  security: bearer,
  middleware: [requirePermission(APPLY)] as const,
  summary:
    'Register attendees for a training (before the deadline, within the seats, once per unit)',
  request: { body: jsonBody(S.trainingRegistration) },
  responses: jsonResponses(S.registrationResponse),
});
export const cancel = createRoute({
  method: 'post',
  path: '/center/training-registrations/{id}/cancel',
  tags,
  security: bearer,
  middleware: [requirePermission(APPLY)] as const,
  summary: 'Cancel one of the unit’s own registrations',
  request: { params: idParams },
  responses: jsonResponses(S.registrationResponse),
});
export const queue = createRoute({
  method: 'get',
  path: '/review/training-registrations',
  tags,
  security: bearer,
  middleware: [requirePermission(AUDIT)] as const,
  summary: 'Secretariat: registrations by status and training',
  request: { query: S.registrationQuery },
  responses: jsonResponses(S.registrationListResponse),
});
export const decide = createRoute({
  method: 'post',
  path: '/review/training-registrations/{id}',
  tags,
  security: bearer,
  middleware: [requirePermission(AUDIT)] as const,
  summary: 'Secretariat: confirm or reject a pending registration (a rejection needs its reason)',
  request: { params: idParams, body: jsonBody(reviewBody) },
  responses: jsonResponses(S.registrationResponse),
});
