/** Training certificates: issued by the desk after the training, downloaded, checked by anyone. */
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { dataOf } from '#shared/schemas/envelope.ts';
import { idParams } from '#shared/schemas/params.ts';
import { requirePermission } from '#server/auth/guard.ts';
import { bearer, fileResponses, jsonResponses } from '#server/http/openapi.ts';

const tags = ['training'];

export const issue = createRoute({
  method: 'post',
  path: '/console/trainings/{id}/certificates',
  tags,
  security: bearer,
  middleware: [requirePermission('review:training:audit')] as const,
  summary: 'Staff: issue certificates to everyone present, once the training has ended',
  request: { params: idParams },
  responses: jsonResponses(dataOf(z.object({ issued: z.number(), present: z.number() }))),
});

export const deskPdf = createRoute({
  method: 'get',
  path: '/console/trainings/{id}/certificates/pdf',
  tags,
  security: bearer,
  middleware: [requirePermission('review:training:audit')] as const,
  summary: 'Staff: every certificate of the training, one PDF',
  request: { params: idParams },
  responses: fileResponses('application/pdf', 'The certificates'),
});

export const unitPdf = createRoute({
  method: 'get',
  path: '/center/training-registrations/{id}/certificates/pdf',
  tags,
  security: bearer,
  middleware: [requirePermission('train:registration:apply')] as const,
  summary: 'The certificates of the unit’s attendees who came, one PDF',
  request: { params: idParams },
  responses: fileResponses('application/pdf', 'The certificates'),
});

export const verify = createRoute({
  method: 'get',
  path: '/web/verify-training/{code}',
  tags: ['content'],
  summary: 'Public: whether a training certificate is genuine, and whose it is',
  request: { params: z.object({ code: z.string().max(40) }) },
  responses: jsonResponses(
    dataOf(
      z.object({
        state: z.literal('valid'),
        code: z.string(),
        name: z.string(),
        unitName: z.string(),
        title: z.string(),
        titleEn: z.string().nullable(),
        startDate: z.string(),
        endDate: z.string(),
        issuedOn: z.string(),
      }),
    ),
  ),
});
