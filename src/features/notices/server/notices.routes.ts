import { createRoute } from '@hono/zod-openapi';
import * as S from '../contract/notices.contract.ts';
import { bearer, jsonResponses } from '#server/http/openapi.ts';
import { requireAuth } from '#server/auth/guard.ts';

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
