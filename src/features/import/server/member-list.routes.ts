/** The member list in a spreadsheet: its template, and its import by the secretariat. */
import { createRoute, z } from '@hono/zod-openapi';
import { requirePermission } from '#server/auth/guard.ts';
import { bearer, fileResponses, jsonResponses } from '#server/http/openapi.ts';
import { XLSX_TYPE } from '#server/export/xlsx.ts';
import * as S from '../contract/member-list.contract.ts';

const tags = ['import'];

/** A filled member list, and how the new accounts' setup links go out. */
const memberListForm = z.object({
  file: z
    .custom<File>((v) => v instanceof File, { error: 'error.memberList.notWorkbook' })
    .openapi({ type: 'string', format: 'binary' }),
  /** sms: each new account's link goes to its phone; list: the answer lists them to hand out. */
  delivery: z.enum(S.SETUP_DELIVERY).default('list'),
});
/** The secretariat (who passes units) and the system administrator (who makes accounts). */
const MAY_IMPORT = ['review:registration:audit', 'system:user:manage'] as const;

export const memberListTemplate = createRoute({
  method: 'get',
  path: '/console/member-list/template',
  tags,
  security: bearer,
  middleware: [requirePermission(...MAY_IMPORT)] as const,
  summary: 'Secretariat: the blank member list (.xlsx, bilingual headers)',
  responses: fileResponses(XLSX_TYPE, 'The member list template'),
});

export const importMemberList = createRoute({
  method: 'post',
  path: '/console/member-list/import',
  tags,
  security: bearer,
  middleware: [requirePermission(...MAY_IMPORT)] as const,
  summary:
    'Secretariat: units and accounts from a filled member list; any wrong cell refuses it all, each named by row and column; units already brought in (by tax ID) are left alone',
  request: {
    body: { required: true, content: { 'multipart/form-data': { schema: memberListForm } } },
  },
  responses: jsonResponses(S.memberListResult),
});
