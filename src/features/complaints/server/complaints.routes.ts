import { createRoute } from '@hono/zod-openapi';
import { complaintBody } from '../contract/complaints.contract.ts';
import { envelope } from '#shared/schemas/envelope.ts';
import { bearer, jsonBody, jsonResponses } from '#server/http/openapi.ts';
import { requirePermission } from '#server/auth/guard.ts';

export const createComplaint = createRoute({
  method: 'post',
  path: '/system/complaint',
  tags: ['complaints'],
  security: bearer,
  middleware: [requirePermission('complaint:own:create')] as const,
  summary:
    'Send a complaint or suggestion; the unit comes from the session, the attachment must be the sender’s own upload',
  request: { body: jsonBody(complaintBody) },
  responses: jsonResponses(envelope),
});
