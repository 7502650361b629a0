/** An enterprise downloads everything the association holds about it. */
import { createRoute } from '@hono/zod-openapi';
import { requireAuth } from '#server/auth/guard.ts';
import { XLSX_TYPE } from '#server/export/xlsx.ts';
import { bearer, fileResponses } from '#server/http/openapi.ts';
import { myDataQuery } from '../contract/mydata.contract.ts';

const description = 'The enterprise’s data';
const answers = fileResponses('application/zip', description);

export const download = createRoute({
  method: 'get',
  path: '/center/my-data',
  tags: ['center'],
  security: bearer,
  middleware: [requireAuth] as const,
  summary:
    'Everything the association holds about the caller’s enterprise: a ZIP of its records as JSON, its files and a note in both languages; or the records alone as JSON or XLSX (5 an hour)',
  request: { query: myDataQuery },
  responses: {
    ...answers,
    200: {
      description,
      content: {
        ...answers[200].content,
        ...fileResponses('application/json', description)[200].content,
        ...fileResponses(XLSX_TYPE, description)[200].content,
      },
    },
  },
});
