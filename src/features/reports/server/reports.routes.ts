/** Statistics reports: members file their own; staff read, send back, count and chart them. */
import { createRoute, z } from '@hono/zod-openapi';
import * as S from '../contract/reports.contract.ts';
import { idParams } from '#shared/schemas/params.ts';
import { bearer, fileResponses, jsonBody, jsonResponses } from '#server/http/openapi.ts';
import { requirePermission } from '#server/auth/guard.ts';

const tags = ['reports'];
const OWN = 'report:own:submit';
const STAFF = 'report:statistics:view';
/**
 * Every enterprise account: a unit reads its own reports whether or not it is a member now (a
 * lapsed unit keeps its history), and is told why when it may not file (the handler checks OWN).
 */
const ENTERPRISE = 'center:base:edit';

export const myReports = createRoute({
  method: 'get',
  path: '/center/reports',
  tags,
  security: bearer,
  middleware: [requirePermission(OWN, ENTERPRISE)] as const,
  summary: 'Filling status: the unit’s reports (of a year, a kind)',
  request: { query: S.reportListQuery },
  responses: jsonResponses(S.reportListResponse),
});
export const getReport = createRoute({
  method: 'get',
  path: '/center/reports/{kind}/{period}',
  tags,
  security: bearer,
  middleware: [requirePermission(OWN, ENTERPRISE)] as const,
  summary:
    'The unit’s report of a period, or a blank one to fill (economic indicators, or last period’s products)',
  request: { params: S.reportParams },
  responses: jsonResponses(S.reportResponse),
});
export const saveReport = createRoute({
  method: 'put',
  path: '/center/reports/{kind}/{period}',
  tags,
  security: bearer,
  middleware: [requirePermission(OWN, ENTERPRISE)] as const,
  summary:
    'Save (change) or submit (report out); submitted reports are locked, and a stale version is refused',
  request: { params: S.reportParams, body: jsonBody(S.reportSave) },
  responses: jsonResponses(S.reportResponse),
});
export const trends = createRoute({
  method: 'get',
  path: '/center/reports/trends',
  tags,
  security: bearer,
  middleware: [requirePermission(OWN, STAFF)] as const,
  summary:
    'Monthly values of an economic indicator over a year: the unit’s own, or all members’ sum for staff',
  request: { query: S.trendQuery },
  responses: jsonResponses(S.trendResponse),
});
export const queue = createRoute({
  method: 'get',
  path: '/review/reports',
  tags,
  security: bearer,
  middleware: [requirePermission(STAFF)] as const,
  summary: 'Staff: every unit’s reports by kind, period and status',
  request: { query: S.reportListQuery },
  responses: jsonResponses(S.reportListResponse),
});
export const staffReport = createRoute({
  method: 'get',
  path: '/review/reports/{id}',
  tags,
  security: bearer,
  middleware: [requirePermission(STAFF)] as const,
  summary: 'Staff: one report',
  request: { params: idParams },
  responses: jsonResponses(S.reportResponse),
});
export const sendBack = createRoute({
  method: 'post',
  path: '/review/reports/{id}/return',
  tags,
  security: bearer,
  middleware: [requirePermission(STAFF)] as const,
  summary:
    'Staff: send a submitted report back to the unit with the reason; it becomes editable again',
  request: { params: idParams, body: jsonBody(S.returnBody) },
  responses: jsonResponses(S.reportResponse),
});
export const count = createRoute({
  method: 'get',
  path: '/review/reports/count',
  tags,
  security: bearer,
  middleware: [requirePermission(STAFF)] as const,
  summary:
    'Staff: how many members filed each kind for a month and its year, and the economic totals',
  request: { query: S.countQuery },
  responses: jsonResponses(S.countResponse),
});
export const missing = createRoute({
  method: 'get',
  path: '/review/reports/missing',
  tags,
  security: bearer,
  middleware: [requirePermission(STAFF)] as const,
  summary: 'Staff: member units that have not submitted a report of this kind and period',
  request: { query: S.missingQuery },
  responses: jsonResponses(S.missingResponse),
});

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A filled report workbook sent back, and the version of the report it was filled against. */
const importForm = z.object({
  file: z
    .custom<File>((v) => v instanceof File, { error: 'error.import.notWorkbook' })
    .openapi({ type: 'string', format: 'binary' }),
  version: z.coerce.number().int().min(0),
});

export const reportXlsx = createRoute({
  method: 'get',
  path: '/center/reports/{kind}/{period}/xlsx',
  tags,
  security: bearer,
  middleware: [requirePermission(OWN, ENTERPRISE)] as const,
  summary:
    'The unit’s report of a period as a spreadsheet: the blank template (products filled in) or its figures',
  request: { params: S.reportParams },
  responses: fileResponses(XLSX, 'The report’s workbook'),
});
export const importReport = createRoute({
  method: 'post',
  path: '/center/reports/{kind}/{period}/import',
  tags,
  security: bearer,
  middleware: [requirePermission(OWN)] as const,
  summary:
    'Saves the report from a filled workbook as a draft; any wrong cell refuses it all, each named by sheet, row and column',
  request: {
    params: S.reportParams,
    body: { required: true, content: { 'multipart/form-data': { schema: importForm } } },
  },
  responses: jsonResponses(S.reportResponse),
});
export const staffReportXlsx = createRoute({
  method: 'get',
  path: '/review/reports/{id}/xlsx',
  tags,
  security: bearer,
  middleware: [requirePermission(STAFF)] as const,
  summary: 'Staff: one report as a spreadsheet',
  request: { params: idParams },
  responses: fileResponses(XLSX, 'The report’s workbook'),
});
