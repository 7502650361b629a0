/** Reviewers read the enterprise behind the item they decide, whichever queue it is in. */
import { createRoute } from '@hono/zod-openapi';
import { dossierResponse } from '../contract/dossier.contract.ts';
import { idParams } from '#shared/schemas/params.ts';
import { bearer, jsonResponses } from '#server/http/openapi.ts';
import { requirePermission } from '#server/auth/guard.ts';

export const dossier = createRoute({
  method: 'get',
  path: '/review/enterprises/{id}',
  tags: ['review'],
  security: bearer,
  middleware: [
    requirePermission(
      'review:registration:audit',
      'review:application:audit',
      'review:council:approve',
      'review:payment:confirm',
      'review:change:audit',
      'review:transfer:audit',
      'review:training:audit',
    ),
  ] as const,
  summary: 'A unit’s registration, enterprise information and attachments, for its reviewers',
  request: { params: idParams },
  responses: jsonResponses(dossierResponse),
});
