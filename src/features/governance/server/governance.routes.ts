/**
 * Motions: the secretariat drafts, opens, closes and publishes them (governance:motion:*); a unit
 * reads and votes on the ones put to it. Whether a unit may vote is its standing on the record
 * date, answered with the reason, so the unit's routes ask only for a signed-in unit.
 */
import { createRoute } from '@hono/zod-openapi';
import * as S from '../contract/governance.contract.ts';
import { idParams } from '#shared/schemas/params.ts';
import { requireAuth, requirePermission } from '#server/auth/guard.ts';
import { bearer, fileResponses, jsonBody, jsonResponses } from '#server/http/openapi.ts';

const VIEW = requirePermission('governance:motion:view', 'governance:motion:edit');
const EDIT = requirePermission('governance:motion:edit');
const tags = ['governance'];

export const list = createRoute({
  method: 'get',
  path: '/governance/motions',
  tags,
  security: bearer,
  middleware: [VIEW] as const,
  summary: 'Every motion, newest first, with its roll and turnout so far',
  responses: jsonResponses(S.motionListResponse),
});
export const detail = createRoute({
  method: 'get',
  path: '/governance/motions/{id}',
  tags,
  security: bearer,
  middleware: [VIEW] as const,
  summary: 'One motion in both languages, with its roll, turnout and (once closed) its result',
  request: { params: idParams },
  responses: jsonResponses(S.motionResponse),
});
export const draft = createRoute({
  method: 'post',
  path: '/governance/motions',
  tags,
  security: bearer,
  middleware: [EDIT] as const,
  summary: 'Drafts a motion: its text in both languages, the window, the electorate and the rules',
  request: { body: jsonBody(S.motionInput) },
  responses: jsonResponses(S.motionResponse),
});
export const edit = createRoute({
  method: 'put',
  path: '/governance/motions/{id}',
  tags,
  security: bearer,
  middleware: [EDIT] as const,
  summary: 'Changes a draft (an opened motion stays as members were shown it)',
  request: { params: idParams, body: jsonBody(S.motionInput) },
  responses: jsonResponses(S.motionResponse),
});
const step = (name: 'nominations' | 'open' | 'close' | 'publish', summary: string) =>
  createRoute({
    method: 'post',
    path: `/governance/motions/{id}/${name}`,
    tags,
    security: bearer,
    middleware: [EDIT] as const,
    summary,
    request: { params: idParams },
    responses: jsonResponses(S.motionResponse),
  });
export const nominations = step(
  'nominations',
  'Opens an election’s nominations: units and the council nominate until they close',
);
export const open = step(
  'open',
  'Opens voting: the roll is fixed from the standing on the record date',
);
export const close = step(
  'close',
  'Closes voting (now, if the window is still running) and counts',
);
export const publish = step('publish', 'Publishes the result to the members');
export const record = createRoute({
  method: 'get',
  path: '/governance/motions/{id}/record',
  tags,
  security: bearer,
  middleware: [VIEW] as const,
  summary: 'The result record of a counted motion, a PDF in Chinese and English to print and sign',
  request: { params: idParams },
  responses: fileResponses('application/pdf', 'The result record'),
});

export const addCandidate = createRoute({
  method: 'post',
  path: '/governance/motions/{id}/candidates',
  tags,
  security: bearer,
  middleware: [EDIT] as const,
  summary: 'The council nominates a unit for an election; the unit accepts or declines',
  request: { params: idParams, body: jsonBody(S.nominationInput) },
  responses: jsonResponses(S.candidateResponse),
});
export const nominees = createRoute({
  method: 'get',
  path: '/governance/nominees/{id}',
  tags,
  security: bearer,
  middleware: [requireAuth] as const,
  summary: 'The units that may stand in an election: members in good standing on its record date',
  request: { params: idParams },
  responses: jsonResponses(S.nomineeListResponse),
});
export const nominate = createRoute({
  method: 'post',
  path: '/governance/ballots/{id}/nominations',
  tags,
  security: bearer,
  middleware: [requireAuth] as const,
  summary: 'A unit nominates a unit (itself, accepted at once, or another, who must accept)',
  request: { params: idParams, body: jsonBody(S.nominationInput) },
  responses: jsonResponses(S.candidateResponse),
});
export const consent = createRoute({
  method: 'post',
  path: '/governance/ballots/{id}/consent',
  tags,
  security: bearer,
  middleware: [requireAuth] as const,
  summary: 'A nominated unit accepts or declines to stand, while nominations are open',
  request: { params: idParams, body: jsonBody(S.consentInput) },
  responses: jsonResponses(S.candidateResponse),
});

export const ballots = createRoute({
  method: 'get',
  path: '/governance/ballots',
  tags,
  security: bearer,
  middleware: [requireAuth] as const,
  summary: 'The motions put to members, with whether the unit may vote, has voted, and results',
  responses: jsonResponses(S.memberMotionListResponse),
});
export const ballot = createRoute({
  method: 'get',
  path: '/governance/ballots/{id}',
  tags,
  security: bearer,
  middleware: [requireAuth] as const,
  summary: 'One motion as the unit sees it; once published, every ballot by its receipt’s hash',
  request: { params: idParams },
  responses: jsonResponses(S.memberMotionResponse),
});
export const vote = createRoute({
  method: 'post',
  path: '/governance/ballots/{id}/vote',
  tags,
  security: bearer,
  middleware: [requireAuth] as const,
  summary: 'Votes, or changes the vote (a secret one by its receipt) while the window is open',
  request: { params: idParams, body: jsonBody(S.voteInput) },
  responses: jsonResponses(S.voteResponse),
});
