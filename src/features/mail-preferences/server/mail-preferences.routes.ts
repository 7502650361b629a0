/** The signed-in account's choice of optional mail, on its own page in the members' centre. */
import { createRoute } from '@hono/zod-openapi';
import { dataOf } from '#shared/schemas/envelope.ts';
import { mailPreferences, mailPreferencesBody } from '../contract/mail-preferences.contract.ts';
import { requireAuth } from '#server/auth/guard.ts';
import { bearer, jsonBody, jsonResponses } from '#server/http/openapi.ts';

export const read = createRoute({
  method: 'get',
  path: '/center/mail-preferences',
  tags: ['center'],
  security: bearer,
  middleware: [requireAuth] as const,
  summary: 'The caller’s mail address and which optional mail (reminders, notices) it gets',
  responses: jsonResponses(dataOf(mailPreferences)),
});

export const save = createRoute({
  method: 'put',
  path: '/center/mail-preferences',
  tags: ['center'],
  security: bearer,
  middleware: [requireAuth] as const,
  summary:
    'Turn optional mail on or off; essential mail (decisions, receipts, security) always goes',
  request: { body: jsonBody(mailPreferencesBody) },
  responses: jsonResponses(dataOf(mailPreferences)),
});
