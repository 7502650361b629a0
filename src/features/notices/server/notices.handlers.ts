import { done } from '#server/http/reply.ts';
import { and, desc, not, sql } from 'drizzle-orm';
import { CODE } from '#shared/constants.ts';
import { notices } from '#server/notices/tables.ts';
import { authOf } from '#server/auth/guard.ts';
import { notFound } from '#server/http/errors.ts';
import { newRouter, type Handler } from '#server/http/openapi.ts';
import { pick } from '#server/text/localize.ts';
import { sanitizeRichText } from '#server/text/sanitize.ts';
import { isRead, markRead, visibleTo } from '#server/notices/notices.ts';
import * as routes from './notices.routes.ts';

export const todoList: Handler<typeof routes.todoList> = async (c) => {
  const auth = authOf(c);
  const q = c.req.valid('query');
  const { db } = c.var.deps;
  const read = isRead(auth.userId);
  const where = and(
    visibleTo(auth.userId),
    q.readState === '0' ? not(read) : q.readState === '1' ? read : undefined,
  );
  const rows = await db
    .select({ n: notices, read })
    .from(notices)
    .where(where)
    .orderBy(desc(notices.sendTime), desc(notices.id))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(notices).where(where);
  const l = c.var.locale;
  return c.json(
    {
      code: CODE.ok,
      msg: c.var.t('common.ok'),
      total: count?.n ?? 0,
      rows: rows.map(({ n, read: r }) => ({
        id: n.id,
        noticeTitle: pick(l, n.noticeTitle, n.noticeTitleEn),
        sendUser: pick(l, n.sendUser, n.sendUserEn),
        sendTime: n.sendTime.toISOString(),
        // Sanitized on save and again here.
        noticeContent: sanitizeRichText(pick(l, n.noticeContent, n.noticeContentEn)),
        messageType: n.messageType,
        receiveType: n.receiveType,
        status: n.status,
        linkTo: n.linkTo,
        // A link always has words to click, in the reader's language, never a bare path.
        linkTitle: n.linkTo
          ? pick(l, n.linkTitle ?? '', n.linkTitleEn) || c.var.t('notice.link.open')
          : null,
        receiverId: n.receiverId,
        readState: (r ? '1' : '0') as '0' | '1',
      })),
    },
    200,
  );
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
