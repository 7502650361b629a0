/** The site search: public, no token; a signed-in reader's access widens what bodies it reads. */
import { createRoute } from '@hono/zod-openapi';
import * as S from '../contract/search.contract.ts';
import * as F from '../contract/staff-search.contract.ts';
import { requirePermission } from '#server/auth/guard.ts';
import { STAFF_SEARCH_PERMISSIONS } from './staff-search.service.ts';
import { bearer, jsonResponses } from '#server/http/openapi.ts';

export const searchList = createRoute({
  method: 'get',
  path: '/web/index/searchList',
  tags: ['search'],
  summary:
    'Search every published item in both languages: ranked, grouped by kind, with highlighted snippets and a suggestion when nothing is found',
  request: { query: S.searchQuery },
  responses: jsonResponses(S.searchResponse),
});

export const staffSearch = createRoute({
  method: 'get',
  path: '/console/search',
  tags: ['search'],
  security: bearer,
  // Any of the permissions a group needs; the service searches only the groups each one opens.
  middleware: [requirePermission(...STAFF_SEARCH_PERMISSIONS)] as const,
  summary:
    'Staff: units (name, contact, part of a tax ID or phone), accounts (name, phone) and content (title) matching the words, each opening its record; each group only for staff allowed to open it',
  request: { query: F.staffSearchQuery },
  responses: jsonResponses(F.staffSearchResponse),
});
