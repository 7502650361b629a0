/** Industry figures: members see what may be published; staff every figure, marked. */
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import * as S from '../contract/statistics.contract.ts';
import { requirePermission } from '#server/auth/guard.ts';
import { bearer, fileResponses, jsonResponses } from '#server/http/openapi.ts';
import { dataOf } from '#shared/schemas/envelope.ts';

const industryQuery = S.industryQuery.extend({
  /** Staff may look at what members see. */
  view: z.enum(S.INDUSTRY_VIEWS).optional(),
});

export const industry = createRoute({
  method: 'get',
  path: '/center/statistics/industry',
  tags: ['reports'],
  security: bearer,
  middleware: [requirePermission('member:content:view', 'report:statistics:view')] as const,
  summary:
    'A year of industry figures by indicator and month; withheld figures blank for members, marked for staff',
  request: { query: industryQuery },
  responses: jsonResponses(S.industryYearResponse),
});

export const industryXlsx = createRoute({
  method: 'get',
  path: '/center/statistics/industry/xlsx',
  tags: ['reports'],
  security: bearer,
  middleware: [requirePermission('member:content:view', 'report:statistics:view')] as const,
  summary: 'The year’s industry figures as a spreadsheet, as the caller may see them',
  request: { query: industryQuery },
  responses: fileResponses(
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'The industry figures',
  ),
});

export const due = createRoute({
  method: 'get',
  path: '/center/statistics/due',
  tags: ['reports'],
  security: bearer,
  middleware: [requirePermission('report:own:submit')] as const,
  summary: 'The unit’s reports not yet submitted for recent periods, with their deadlines',
  responses: jsonResponses(dataOf(z.array(S.dueReport))),
});

export const publications = createRoute({
  method: 'get',
  path: '/console/statistics/publications',
  tags: ['reports'],
  security: bearer,
  middleware: [requirePermission('report:statistics:view')] as const,
  summary: 'The periods of industry figures published so far, oldest first',
  responses: jsonResponses(S.publicationsResponse),
});

export const publish = createRoute({
  method: 'post',
  path: '/console/statistics/publish',
  tags: ['reports'],
  security: bearer,
  middleware: [requirePermission('report:statistics:publish')] as const,
  summary:
    'Publish a month (with the months of its year before it not yet out) or, after December, the year',
  request: { body: { content: { 'application/json': { schema: S.publishBody } }, required: true } },
  responses: jsonResponses(S.publishResult),
});

export const periods = createRoute({
  method: 'get',
  path: '/web/index/statisticsPeriods',
  tags: ['content'],
  summary: 'Public: the periods of industry figures published, newest first',
  responses: jsonResponses(S.publicationsResponse),
});

export const bulletin = createRoute({
  method: 'get',
  path: '/web/index/statisticsBulletin',
  tags: ['content'],
  summary: 'Public: a published period’s industry figures, withheld ones marked',
  request: { query: S.bulletinQuery },
  responses: jsonResponses(S.bulletinResponse),
});

export const bulletinFile = createRoute({
  method: 'get',
  path: '/web/index/statisticsBulletin/pdf',
  tags: ['content'],
  summary: 'Public: a published period’s statistics bulletin as a PDF in Chinese and English',
  request: { query: S.bulletinQuery },
  responses: fileResponses('application/pdf', 'The bulletin'),
});
