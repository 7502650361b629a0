/** Notices: who may see one, and sending one (the workflows notify enterprises this way). */
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { noticeReads, notices } from '../db/schema/index.ts';
import { sanitizeRichText } from '../content/sanitize.ts';

/** A notice is the user's when it is addressed to them or to everyone. */
export const visibleTo = (userId: number): SQL =>
  or(eq(notices.receiverId, userId), eq(notices.receiveType, 'all'))!;

export const isRead = (userId: number) =>
  sql<boolean>`exists (select 1 from ${noticeReads} where ${noticeReads.noticeId} = ${notices.id} and ${noticeReads.userId} = ${userId})`;

export async function sendNotice(
  db: Tx,
  n: {
    to: number | 'all';
    title: string;
    titleEn?: string;
    content: string;
    contentEn?: string;
    from: string;
    linkTo?: string;
    linkTitle?: string;
    type?: string;
  },
): Promise<void> {
  await db.insert(notices).values({
    noticeTitle: n.title,
    noticeTitleEn: n.titleEn ?? null,
    noticeContent: sanitizeRichText(n.content),
    noticeContentEn: n.contentEn ? sanitizeRichText(n.contentEn) : null,
    sendUser: n.from,
    messageType: n.type ?? 'system',
    receiveType: n.to === 'all' ? 'all' : 'user',
    receiverId: n.to === 'all' ? null : n.to,
    linkTo: n.linkTo ?? null,
    linkTitle: n.linkTitle ?? null,
  });
}

export async function markRead(db: Db, noticeId: number, userId: number): Promise<boolean> {
  const [n] = await db
    .select({ id: notices.id })
    .from(notices)
    .where(and(eq(notices.id, noticeId), visibleTo(userId)));
  if (!n) return false;
  await db.insert(noticeReads).values({ noticeId, userId }).onConflictDoNothing();
  return true;
}
