/** Industry figures: members see what may be published; staff every figure, marked. */
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import * as S from '#shared/schemas/statistics.ts';
import { requirePermission } from '../auth/guard.ts';
import { bearer, jsonResponses } from '../http/openapi.ts';
import { dataOf } from '#shared/schemas/envelope.ts';

export const industry = createRoute({
  method: 'get',
  path: '/center/statistics/industry',
  tags: ['reports'],
  security: bearer,
  middleware: [requirePermission('member:content:view', 'report:statistics:view')] as const,
  summary:
    'A year of industry figures by indicator and month; withheld figures blank for members, marked for staff',
  request: {
    query: S.industryQuery.extend({
      /** Staff may look at what members see. */
      view: z.enum(['all', 'published']).optional(),
    }),
  },
  responses: jsonResponses(S.industryYearResponse),
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
