/** A member's certificate (the PDF) and the public check of its code. */
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { dataOf } from '#shared/schemas/envelope.ts';
import { CERTIFICATE_STATES } from '#shared/vocabulary.ts';
import { requirePermission } from '#server/auth/guard.ts';
import { bearer, fileResponses, jsonResponses } from '#server/http/openapi.ts';

export const download = createRoute({
  method: 'get',
  path: '/center/certificate',
  tags: ['center'],
  security: bearer,
  // The member role; the service also wants the term not over.
  middleware: [requirePermission('member:fee:pay')] as const,
  summary: 'The member certificate of the current term, as a PDF in Chinese and English',
  responses: fileResponses('application/pdf', 'The certificate'),
});

/** The certificate's details; all null for a void one (its unit erased). */
export const verification = z.object({
  state: z.enum(CERTIFICATE_STATES),
  unitName: z.string().nullable(),
  taxId: z.string().nullable(),
  validUntil: z.string().nullable(),
  issuedOn: z.string().nullable(),
});

export const verify = createRoute({
  method: 'get',
  path: '/web/verify/{code}',
  tags: ['content'],
  summary: 'Public: whether a member certificate is good (the unit a member, its term not over)',
  request: { params: z.object({ code: z.string().max(40) }) },
  responses: jsonResponses(dataOf(verification)),
});
