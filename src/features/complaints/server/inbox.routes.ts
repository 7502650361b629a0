/** The secretariat's complaints inbox. */
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { dataOf, listOf, pageQuery } from '#shared/schemas/envelope.ts';
import { fileRef } from '#features/content/contract/content.contract.ts';
import { id, idParams, calendarDay } from '#shared/schemas/params.ts';
import { complaintReply } from '../contract/complaints.contract.ts';
import { COMPLAINT_STATUS } from '#shared/vocabulary.ts';
import { requirePermission } from '#server/auth/guard.ts';
import { XLSX_TYPE } from '#server/export/xlsx.ts';
import { bearer, fileResponses, jsonBody, jsonResponses } from '#server/http/openapi.ts';

const HANDLE = requirePermission('complaint:inbox:handle');
const tags = ['complaints'];

export const inboxFilters = z.object({
  status: z.enum(COMPLAINT_STATUS).optional(),
  /** Words of the complaint, the unit or the sender's name. */
  q: z.string().trim().max(100).optional(),
  mine: z.enum(['1']).optional(),
  unassigned: z.enum(['1']).optional(),
  from: calendarDay.optional(),
  to: calendarDay.optional(),
  order: z.enum(['asc', 'desc']).optional(),
});

export const inboxRow = z.object({
  id: z.number(),
  enterpriseId: z.number().nullable(),
  unitName: z.string(),
  name: z.string(),
  tel: z.string(),
  content: z.string(),
  attachFileId: z.string().nullable(),
  status: z.enum(COMPLAINT_STATUS),
  assigneeUserId: z.number().nullable(),
  assignee: z.string().nullable(),
  reply: z.string().nullable(),
  createdAt: z.string(),
  repliedAt: z.string().nullable(),
});

const historyEntry = z.object({
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  actor: z.string(),
  opinion: z.string().nullable(),
  at: z.string(),
});

const route = <M extends 'get' | 'post'>(method: M, path: string, summary: string) => ({
  method,
  path,
  tags,
  security: bearer,
  middleware: HANDLE,
  summary,
});

export const list = createRoute({
  ...route('get', '/console/complaints', 'Secretariat: complaints by state, words and date'),
  request: { query: pageQuery.extend(inboxFilters.shape) },
  responses: jsonResponses(listOf(inboxRow)),
});

export const exportList = createRoute({
  ...route('get', '/console/complaints/export', 'Secretariat: the filtered complaints as .xlsx'),
  request: { query: inboxFilters },
  responses: fileResponses(XLSX_TYPE, 'The spreadsheet; X-Row-Count tells how many rows follow'),
});

export const staff = createRoute({
  ...route('get', '/console/complaints/assignees', 'Secretariat: who may be given a complaint'),
  responses: jsonResponses(dataOf(z.array(z.object({ id: z.number(), name: z.string() })))),
});

export const detail = createRoute({
  ...route(
    'get',
    '/console/complaints/{id}',
    'Secretariat: one complaint, its file and its history',
  ),
  request: { params: idParams },
  responses: jsonResponses(
    dataOf(inboxRow.extend({ attachment: fileRef.nullable(), history: z.array(historyEntry) })),
  ),
});

const done = jsonResponses(dataOf(z.object({ id: z.number() })));

export const assign = createRoute({
  ...route('post', '/console/complaints/{id}/assign', 'Secretariat: give a complaint to someone'),
  request: { params: idParams, body: jsonBody(z.object({ assigneeUserId: id })) },
  responses: done,
});

export const reply = createRoute({
  ...route(
    'post',
    '/console/complaints/{id}/reply',
    'Secretariat: answer; the sender gets it as a notice',
  ),
  request: { params: idParams, body: jsonBody(complaintReply) },
  responses: done,
});

export const close = createRoute({
  ...route('post', '/console/complaints/{id}/close', 'Secretariat: close a complaint'),
  request: {
    params: idParams,
    body: jsonBody(z.object({ opinion: z.string().trim().max(500).optional() })),
  },
  responses: done,
});
