/** The privacy notice (public), a member's consents, and the staff's versions of the notice. */
import { createRoute, z } from '@hono/zod-openapi';
import { dataOf } from '#shared/schemas/envelope.ts';
import { requireAuth, requirePermission } from '#server/auth/guard.ts';
import { bearer, jsonBody, jsonResponses } from '#server/http/openapi.ts';
import * as S from '../contract/privacy.contract.ts';

const tags = ['privacy'];

export const notice = createRoute({
  method: 'get',
  path: '/privacy/notice',
  tags,
  summary: 'The privacy notice in force (or an earlier version), both languages',
  request: { query: z.object({ version: z.coerce.number().int().positive().optional() }) },
  responses: jsonResponses(dataOf(S.privacyNotice)),
});

export const mine = createRoute({
  method: 'get',
  path: '/privacy/consents',
  tags,
  security: bearer,
  middleware: [requireAuth] as const,
  summary: 'The caller’s consents: the version agreed to, the optional ones, every record',
  responses: jsonResponses(dataOf(S.myConsents)),
});

export const agree = createRoute({
  method: 'post',
  path: '/privacy/consents',
  tags,
  security: bearer,
  middleware: [requireAuth] as const,
  summary: 'Agree to the notice in force (the version shown), with any optional consents',
  request: { body: jsonBody(S.agreeBody) },
  responses: jsonResponses(dataOf(S.myConsents)),
});

export const optional = createRoute({
  method: 'put',
  path: '/privacy/consents/optional',
  tags,
  security: bearer,
  middleware: [requireAuth] as const,
  summary: 'Give or take back an optional consent (marketing email or text messages)',
  request: { body: jsonBody(S.optionalBody) },
  responses: jsonResponses(dataOf(S.myConsents)),
});

const EDITORS = requirePermission('content:item:publish');

export const versions = createRoute({
  method: 'get',
  path: '/console/privacy',
  tags,
  security: bearer,
  middleware: [EDITORS] as const,
  summary: 'Editors: every version of the privacy notice, who published it, how many agreed',
  responses: jsonResponses(dataOf(z.array(S.noticeVersion))),
});

export const publish = createRoute({
  method: 'post',
  path: '/console/privacy',
  tags,
  security: bearer,
  middleware: [EDITORS] as const,
  summary: 'Editors: publish a new version; every member account agrees again before going on',
  request: { body: jsonBody(S.noticeBody) },
  responses: jsonResponses(dataOf(z.object({ version: z.number().int() }))),
});
