/** Contributions to the periodicals: members send manuscripts; editors accept or decline them. */
import { createRoute } from '@hono/zod-openapi';
import * as S from '../contract/manuscripts.contract.ts';
import { idParams } from '#shared/schemas/params.ts';
import { bearer, jsonBody, jsonResponses } from '#server/http/openapi.ts';
import { requirePermission } from '#server/auth/guard.ts';

const tags = ['periodicals'];
const CONTRIBUTE = 'member:content:view';
const EDIT = 'content:item:edit';

export const mine = createRoute({
  method: 'get',
  path: '/center/manuscripts',
  tags,
  security: bearer,
  middleware: [requirePermission(CONTRIBUTE)] as const,
  summary: 'The unit’s manuscripts and what became of them',
  responses: jsonResponses(S.manuscriptListResponse),
});
export const contribute = createRoute({
  method: 'post',
  path: '/center/manuscripts',
  tags,
  security: bearer,
  middleware: [requirePermission(CONTRIBUTE)] as const,
  summary: 'Contribute a manuscript (a PDF the unit uploaded as a manuscript)',
  request: { body: jsonBody(S.manuscriptBody) },
  responses: jsonResponses(S.manuscriptResponse),
});
export const queue = createRoute({
  method: 'get',
  path: '/review/manuscripts',
  tags,
  security: bearer,
  middleware: [requirePermission(EDIT)] as const,
  summary: 'Editors: manuscripts by status',
  request: { query: S.manuscriptQuery },
  responses: jsonResponses(S.manuscriptListResponse),
});
export const decide = createRoute({
  method: 'post',
  path: '/review/manuscripts/{id}',
  tags,
  security: bearer,
  middleware: [requirePermission(EDIT)] as const,
  summary: 'Editors: accept or decline a received manuscript; the unit is told',
  request: { params: idParams, body: jsonBody(S.manuscriptDecision) },
  responses: jsonResponses(S.manuscriptResponse),
});
