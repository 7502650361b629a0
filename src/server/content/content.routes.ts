import { createRoute } from '@hono/zod-openapi';
import { indexNewsResponse } from '../../shared/schemas/content.ts';
import { jsonResponses } from '../http/openapi.ts';

export const indexNews = createRoute({
  method: 'get', path: '/web/index/indexnews', tags: ['content'],
  summary: 'Home page news and work dynamics, newest first',
  responses: jsonResponses(indexNewsResponse),
});
