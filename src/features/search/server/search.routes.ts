/** The site search: public, no token; a signed-in reader's access widens what bodies it reads. */
import { createRoute } from '@hono/zod-openapi';
import * as S from '../contract/search.contract.ts';
import { jsonResponses } from '#server/http/openapi.ts';

export const searchList = createRoute({
  method: 'get',
  path: '/web/index/searchList',
  tags: ['search'],
  summary:
    'Search every published item in both languages: ranked, grouped by kind, with highlighted snippets and a suggestion when nothing is found',
  request: { query: S.searchQuery },
  responses: jsonResponses(S.searchResponse),
});
