/** The console's read-only view of moving in: the import runs and their reports, the old logs. */
import { createRoute } from '@hono/zod-openapi';
import { pageQuery } from '#shared/schemas/envelope.ts';
import { idParams } from '#shared/schemas/params.ts';
import { requirePermission } from '#server/auth/guard.ts';
import { bearer, jsonResponses } from '#server/http/openapi.ts';
import * as S from '../contract/import.contract.ts';

const tags = ['import'];

export const runs = createRoute({
  method: 'get',
  path: '/console/imports',
  tags,
  security: bearer,
  middleware: [requirePermission('system:audit:view')] as const,
  summary: 'Administrators: the imports from the old system that wrote, newest first',
  request: { query: pageQuery },
  responses: jsonResponses(S.importRunList),
});

export const run = createRoute({
  method: 'get',
  path: '/console/imports/{id}',
  tags,
  security: bearer,
  middleware: [requirePermission('system:audit:view')] as const,
  summary: 'Administrators: one import with its report (per table, lists, checksums)',
  request: { params: idParams },
  responses: jsonResponses(S.importRunDetail),
});

export const oldLogs = createRoute({
  method: 'get',
  path: '/console/old-logs',
  tags,
  security: bearer,
  middleware: [requirePermission('system:audit:view')] as const,
  summary: "Administrators: the old system's sign-in and operation logs, read-only, filtered",
  request: { query: S.oldLogQuery },
  responses: jsonResponses(S.oldLogList),
});
