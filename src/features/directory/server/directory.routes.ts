/**
 * The member directory: every unit that registered, where it stands, and everything the
 * association holds about it; the filtered list as a spreadsheet.
 */
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { dataOf, listOf, pageQuery } from '#shared/schemas/envelope.ts';
import { idParams } from '#shared/schemas/params.ts';
import { fileRef } from '#features/content/contract/content.contract.ts';
import { REGION_CODES } from '#shared/regions.ts';
import { DIRECTORY_STATES, MEMBER_REMINDERS, USER_TYPES } from '#shared/vocabulary.ts';
import { requirePermission } from '#server/auth/guard.ts';
import { bearer, fileResponses, jsonResponses } from '#server/http/openapi.ts';
import { XLSX_TYPE } from '#server/export/xlsx.ts';

/** Columns the list may be sorted by: nothing else reaches ORDER BY. */
export const DIRECTORY_SORTS = ['unitName', 'registeredAt', 'memberSince', 'memberUntil'] as const;

export const directoryFilters = z.object({
  /** Words of the unit's name, or the start of its tax ID. */
  q: z.string().trim().max(100).optional(),
  state: z.enum(DIRECTORY_STATES).optional(),
  userType: z.enum(USER_TYPES).optional(),
  region: z.enum(REGION_CODES).optional(),
  sort: z.enum(DIRECTORY_SORTS).optional(),
  order: z.enum(['asc', 'desc']).optional(),
});

export const directoryRow = z.object({
  id: z.number(),
  unitName: z.string(),
  taxId: z.string(),
  state: z.enum(DIRECTORY_STATES),
  userType: z.string().nullable(),
  region: z.string().nullable(),
  contactPerson: z.string(),
  phone: z.string(),
  registeredAt: z.string(),
  memberSince: z.string().nullable(),
  memberUntil: z.string().nullable(),
});

const step = z.object({
  subject: z.string(),
  subjectId: z.number(),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  actor: z.string(),
  opinion: z.string().nullable(),
  at: z.string(),
});

export const directoryDetail = z.object({
  unit: directoryRow.extend({
    email: z.string(),
    rejectReason: z.string().nullable(),
  }),
  accounts: z.array(
    z.object({
      id: z.number(),
      userName: z.string(),
      phone: z.string().nullable(),
      email: z.string().nullable(),
      disabled: z.boolean(),
      createdAt: z.string(),
    }),
  ),
  profile: z.record(z.string(), z.unknown()).nullable(),
  attachments: z.array(fileRef),
  history: z.array(step),
  payments: z.array(
    z.object({
      source: z.enum(['application', 'fee']),
      id: z.number(),
      year: z.number().nullable(),
      amount: z.string().nullable(),
      paidOn: z.string().nullable(),
      status: z.string(),
      receiptFileId: z.string().nullable(),
    }),
  ),
  trainings: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      titleEn: z.string().nullable(),
      status: z.string(),
      attendees: z.number(),
      createdAt: z.string(),
    }),
  ),
  reports: z.array(
    z.object({
      id: z.number(),
      kind: z.string(),
      period: z.string(),
      status: z.string(),
      submittedAt: z.string().nullable(),
    }),
  ),
  /** The membership year's notices and reminders sent to the unit, each once, newest first. */
  reminders: z.array(
    z.object({ kind: z.enum(MEMBER_REMINDERS), termEnd: z.string(), sentAt: z.string() }),
  ),
  notices: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      titleEn: z.string().nullable(),
      sentAt: z.string(),
      read: z.boolean(),
    }),
  ),
});

const tags = ['directory'];

export const list = createRoute({
  method: 'get',
  path: '/console/enterprises',
  tags,
  security: bearer,
  middleware: [requirePermission('member:directory:view')] as const,
  summary: 'Staff: every registered unit with its state, filtered, sorted and paged',
  request: { query: pageQuery.extend(directoryFilters.shape) },
  responses: jsonResponses(listOf(directoryRow)),
});

export const detail = createRoute({
  method: 'get',
  path: '/console/enterprises/{id}',
  tags,
  security: bearer,
  middleware: [requirePermission('member:directory:view')] as const,
  summary:
    'Staff: one unit with its information, files, history, payments, trainings, reports and notices',
  request: { params: idParams },
  responses: jsonResponses(dataOf(directoryDetail)),
});

export const exportList = createRoute({
  method: 'get',
  path: '/console/enterprises/export',
  tags,
  security: bearer,
  middleware: [requirePermission('member:directory:export')] as const,
  summary: 'Staff: the filtered directory as an .xlsx spreadsheet, streamed row by row',
  request: { query: directoryFilters },
  responses: fileResponses(XLSX_TYPE, 'The spreadsheet; X-Row-Count tells how many rows follow'),
});
