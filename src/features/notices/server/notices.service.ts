/** The signed-in reader's notices, newest first, in the reader's language. */
import { and, desc, not, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Locale } from '#shared/constants.ts';
import type { Translate } from '#i18n/index.ts';
import type { todoQuery } from '../contract/notices.contract.ts';
import type { Db } from '#server/db/client.ts';
import { notices } from '#server/notices/tables.ts';
import { isRead, visibleTo } from '#server/notices/notices.ts';
import { pick } from '#server/text/localize.ts';
import { sanitizeRichText } from '#server/text/sanitize.ts';

export async function noticesOf(
  db: Db,
  userId: number,
  q: z.infer<typeof todoQuery>,
  words: { locale: Locale; t: Translate },
) {
  const read = isRead(userId);
  const where = and(
    visibleTo(userId),
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
  const l = words.locale;
  return {
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
        ? pick(l, n.linkTitle ?? '', n.linkTitleEn) || words.t('notice.link.open')
        : null,
      receiverId: n.receiverId,
      readState: (r ? '1' : '0') as '0' | '1',
    })),
  };
}
