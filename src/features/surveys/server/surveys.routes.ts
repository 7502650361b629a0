/**
 * Surveys: the secretariat drafts, opens (now or at its start time), closes, reads the results,
 * exports and prints them, and publishes them to the units asked (governance:survey:*); a unit
 * reads and answers the ones put to it, and reads the published results. Whether a unit is asked
 * is read from the roll and answered with the reason, so the unit's routes ask only for a
 * signed-in unit.
 */
import { createRoute } from '@hono/zod-openapi';
import * as S from '../contract/surveys.contract.ts';
import { idParams } from '#shared/schemas/params.ts';
import { requireAuth, requirePermission } from '#server/auth/guard.ts';
import { XLSX_TYPE } from '#server/export/xlsx.ts';
import { PDF_TYPE } from '#server/pdf/pdf.ts';
import { bearer, fileResponses, jsonBody, jsonResponses } from '#server/http/openapi.ts';

const VIEW = requirePermission('governance:survey:view', 'governance:survey:edit');
const EDIT = requirePermission('governance:survey:edit');
const tags = ['surveys'];

export const list = createRoute({
  method: 'get',
  path: '/surveys',
  tags,
  security: bearer,
  middleware: [VIEW] as const,
  summary: 'Every survey, newest first, with its roll and how many have answered',
  responses: jsonResponses(S.surveyListResponse),
});
export const draft = createRoute({
  method: 'post',
  path: '/surveys',
  tags,
  security: bearer,
  middleware: [EDIT] as const,
  summary: 'Drafts a survey: title, introduction and questions in both languages, who is asked',
  request: { body: jsonBody(S.surveyInput) },
  responses: jsonResponses(S.surveyResponse),
});
export const edit = createRoute({
  method: 'put',
  path: '/surveys/{id}',
  tags,
  security: bearer,
  middleware: [EDIT] as const,
  summary: 'Changes a draft (an opened survey stays as units were shown it)',
  request: { params: idParams, body: jsonBody(S.surveyInput) },
  responses: jsonResponses(S.surveyResponse),
});
const step = (name: 'open' | 'schedule' | 'unschedule' | 'close' | 'publish', summary: string) =>
  createRoute({
    method: 'post',
    path: `/surveys/{id}/${name}`,
    tags,
    security: bearer,
    middleware: [EDIT] as const,
    summary,
    request: { params: idParams },
    responses: jsonResponses(S.surveyResponse),
  });
export const open = step('open', 'Opens the survey now: the roll is fixed and each unit told');
export const schedule = step('schedule', 'The survey opens by itself at its start time');
export const unschedule = step('unschedule', 'A scheduled survey goes back to its draft');
export const close = step('close', 'Closes the survey now; its results can then be read');
export const publish = step(
  'publish',
  'Shows a closed survey’s results to the units it was put to, each told on its bell',
);
export const results = createRoute({
  method: 'get',
  path: '/surveys/{id}/results',
  tags,
  security: bearer,
  middleware: [VIEW] as const,
  summary: 'A closed survey’s results: counts per option, scales’ means, the texts',
  request: { params: idParams },
  responses: jsonResponses(S.resultsResponse),
});
export const exportResults = createRoute({
  method: 'get',
  path: '/surveys/{id}/export',
  tags,
  security: bearer,
  middleware: [VIEW] as const,
  summary: 'A closed survey’s results as a spreadsheet, in the reader’s language',
  request: { params: idParams },
  responses: fileResponses(XLSX_TYPE, 'The results: a summary sheet and one row per response'),
});
export const record = createRoute({
  method: 'get',
  path: '/surveys/{id}/record',
  tags,
  security: bearer,
  middleware: [VIEW] as const,
  summary: 'A closed survey’s results as a record to print and sign, in Chinese and English',
  request: { params: idParams },
  responses: fileResponses(PDF_TYPE, 'The results record'),
});

export const mine = createRoute({
  method: 'get',
  path: '/center/surveys',
  tags,
  security: bearer,
  middleware: [requireAuth] as const,
  summary: 'The surveys put to units, with whether this unit is asked and has answered',
  responses: jsonResponses(S.memberSurveyListResponse),
});
export const answer = createRoute({
  method: 'post',
  path: '/center/surveys/{id}/answer',
  tags,
  security: bearer,
  middleware: [requireAuth] as const,
  summary: 'Answers, or changes the answer (an anonymous one by its receipt) while it is open',
  request: { params: idParams, body: jsonBody(S.answerInput) },
  responses: jsonResponses(S.answerResponse),
});
