import { createRoute } from '@hono/zod-openapi';
import { envelope } from '#shared/schemas/envelope.ts';
import * as S from '../contract/system.contract.ts';
import { requireAuth } from '#server/auth/guard.ts';
import { bearer, jsonResponses } from '#server/http/openapi.ts';

const tags = ['system'];

export const configByKey = createRoute({
  method: 'get',
  path: '/system/config/configKey/{key}',
  tags,
  summary: 'A configuration value, in msg (non-public keys need system:config:query)',
  request: { params: S.configKeyParams },
  responses: jsonResponses(envelope),
});

export const dictByType = createRoute({
  method: 'get',
  path: '/system/dict/data/type/{type}',
  tags,
  summary: 'Dictionary entries of a type, sorted',
  request: { params: S.dictTypeParams },
  responses: jsonResponses(S.dictResponse),
});

export const siteRouters = createRoute({
  method: 'get',
  path: '/getSiteRouters',
  tags,
  security: bearer,
  summary: 'Centre routes the caller may open (empty for visitors)',
  responses: jsonResponses(S.siteRoutersResponse),
});

export const consoleRouters = createRoute({
  method: 'get',
  path: '/getConsoleRouters',
  tags,
  security: bearer,
  middleware: [requireAuth] as const,
  summary: 'Staff console pages the caller may open (none for enterprises)',
  responses: jsonResponses(S.consoleRoutesResponse),
});
