import { done } from '#server/http/reply.ts';
import { CODE } from '#shared/constants.ts';
import { authOf } from '#server/auth/guard.ts';
import { notFound } from '#server/http/errors.ts';
import { newRouter, type Handler } from '#server/http/openapi.ts';
import { markRead } from '#server/notices/notices.ts';
import * as routes from './notices.routes.ts';
import { noticesOf } from './notices.service.ts';

export const todoList: Handler<typeof routes.todoList> = async (c) => {
  const { locale, t } = c.var;
  const page = await noticesOf(c.var.deps.db, authOf(c).userId, c.req.valid('query'), {
    locale,
    t,
  });
  return c.json({ code: CODE.ok, msg: t('common.ok'), ...page }, 200);
};

export const readMessage: Handler<typeof routes.readMessage> = async (c) => {
  const auth = authOf(c);
  // Someone else's notice looks exactly like a missing one.
  if (!(await markRead(c.var.deps.db, c.req.valid('param').id, auth.userId))) throw notFound();
  return done(c, 'common.ok');
};

export const noticeRouter = newRouter()
  .openapi(routes.todoList, todoList)
  .openapi(routes.readMessage, readMessage);
