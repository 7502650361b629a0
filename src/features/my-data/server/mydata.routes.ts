/** An enterprise downloads everything the association holds about it. */
import { createRoute } from '@hono/zod-openapi';
import { requireAuth } from '#server/auth/guard.ts';
import { bearer, fileResponses } from '#server/http/openapi.ts';

export const download = createRoute({
  method: 'get',
  path: '/center/my-data',
  tags: ['center'],
  security: bearer,
  middleware: [requireAuth] as const,
  summary:
    'Everything the association holds about the caller’s enterprise: its records as JSON, its files, a note in both languages (a ZIP; 5 an hour)',
  responses: fileResponses('application/zip', 'The enterprise’s data'),
});
