/** A member unit's people and their personal data on one centre page. */
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { dataOf } from '#shared/schemas/envelope.ts';
import { idParams } from '#shared/schemas/params.ts';
import { requireAuth, requirePermission } from '#server/auth/guard.ts';
import { bearer, jsonBody, jsonResponses } from '#server/http/openapi.ts';
import * as S from '../contract/my-people.contract.ts';

const tags = ['center'];
/** The names of the fields a correction changed (never their values). */
const corrected = jsonResponses(dataOf(z.object({ changed: z.array(z.string()) })));

export const list = createRoute({
  method: 'get',
  path: '/center/my-people',
  tags,
  security: bearer,
  middleware: [requireAuth] as const,
  summary:
    'Every personal field the association holds about the caller’s unit’s people, per person, and how each is corrected',
  responses: jsonResponses(S.myPeopleResponse),
});

export const saveUnit = createRoute({
  method: 'put',
  path: '/center/my-people/unit',
  tags,
  security: bearer,
  middleware: [requirePermission('center:base:edit')] as const,
  summary:
    'The unit corrects its own contact data (checked as registration checks it; audited by field name)',
  request: { body: jsonBody(S.unitContactsBody) },
  responses: corrected,
});

export const saveAccount = createRoute({
  method: 'put',
  path: '/center/my-people/accounts/{id}',
  tags,
  security: bearer,
  middleware: [requireAuth] as const,
  summary:
    'An account’s name, phone and email, corrected by itself or the unit’s main account; a new phone needs its code',
  request: { params: idParams, body: jsonBody(S.accountBody) },
  responses: corrected,
});
