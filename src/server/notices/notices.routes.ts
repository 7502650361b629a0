import { createRoute } from '@hono/zod-openapi';
import * as S from '#shared/schemas/notice.ts';
import { bearer, jsonResponses } from '../http/openapi.ts';
import { requireAuth } from '../auth/guard.ts';

const tags = ['notices'];

export const todoList = createRoute({
  method: 'get',
  path: '/system/notice/todoList',
  tags,
  security: bearer,
  middleware: [requireAuth] as const,
  summary: 'Notices for the signed-in user, newest first; readState 0 lists the unread ones',
  request: { query: S.todoQuery },
  responses: jsonResponses(S.todoResponse),
});

export const readMessage = createRoute({
  method: 'get',
  path: '/system/notice/readedMessage/{id}',
  tags,
  security: bearer,
  middleware: [requireAuth] as const,
  summary: 'Mark a notice read (only one addressed to the caller or to everyone)',
  request: { params: S.noticeIdParams },
  responses: jsonResponses(S.readResponse),
});
