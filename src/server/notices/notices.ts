/** Notices: who may see one, and sending one (the workflows notify enterprises this way). */
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { toLocale } from '#i18n/index.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { qualified } from '#server/db/qualified.ts';
import { noticeReads, notices } from './tables.ts';
import { users } from '#server/auth/tables.ts';
import { sanitizeRichText } from '#server/text/sanitize.ts';
import type { Deps } from '#server/http/context.ts';
import { mailAccounts } from '#server/mail/recipients.ts';
import {
  composeNotice,
  noticeMail,
  noticeMailTopic,
  smsText,
  type NoticeContent,
  type NoticeSpec,
} from './compose.ts';

/** A notice is the user's when it is addressed to them or to everyone, and not withdrawn. */
export const visibleTo = (userId: number): SQL =>
  and(
    or(eq(notices.receiverId, userId), eq(notices.receiveType, 'all')),
    eq(notices.status, NOTICE_SHOWN),
  )!;

/** A notice's status: shown, or withdrawn by the secretariat. */
export const NOTICE_SHOWN = '0';
export const NOTICE_WITHDRAWN = '1';

export const isRead = (userId: number) =>
  sql<boolean>`exists (select 1 from ${noticeReads} where ${noticeReads.noticeId} = ${qualified(notices.id)} and ${noticeReads.userId} = ${userId})`;

export async function sendNotice(
  db: Tx,
  n: Partial<NoticeContent> & {
    to: number | 'all';
    title: string;
    content: string;
    from: string;
    type?: string;
  },
): Promise<void> {
  await db.insert(notices).values({
    noticeTitle: n.title,
    noticeTitleEn: n.titleEn ?? null,
    noticeContent: sanitizeRichText(n.content),
    noticeContentEn: n.contentEn ? sanitizeRichText(n.contentEn) : null,
    sendUser: n.from,
    sendUserEn: n.fromEn ?? null,
    messageType: n.type ?? 'system',
    receiveType: n.to === 'all' ? 'all' : 'user',
    receiverId: n.to === 'all' ? null : n.to,
    linkTo: n.linkTo ?? null,
    linkTitle: n.linkTitle ?? null,
    linkTitleEn: n.linkTitleEn ?? null,
  });
}

/**
 * Tells every account of the enterprise, in both languages, on the bell; and by mail, in its own
 * language, each account with an address that takes the notice's topic (mail/recipients.ts). The
 * mail is queued in the same transaction, so it goes only if the news it brings is saved.
 */
export async function notifyEnterprise(
  db: Tx,
  enterpriseId: number,
  spec: NoticeSpec,
): Promise<void> {
  const content = composeNotice(spec);
  const accounts = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.enterpriseId, enterpriseId));
  for (const a of accounts) await sendNotice(db, { ...content, to: a.id });
  await mailAccounts(db, { enterpriseId }, noticeMailTopic(spec.key), (locale) =>
    noticeMail(spec, locale),
  );
}

/**
 * The same news as a text message to each account's phone, in the language it registered in
 * (params may differ by language: a training's title).
 * It leaves after the decision is saved; a gateway failure is logged, never undoes the decision.
 */
export function textEnterprise(
  deps: Deps,
  enterpriseId: number,
  key: string,
  params: NoticeSpec['params'] = {},
): Promise<void> {
  return (async () => {
    const accounts = await deps.db
      .select({ phone: users.phone, locale: users.locale })
      .from(users)
      .where(and(eq(users.enterpriseId, enterpriseId), eq(users.status, '0')));
    for (const a of accounts) {
      if (!a.phone) continue;
      const locale = toLocale(a.locale);
      const text = smsText(key, locale, typeof params === 'function' ? params(locale) : params);
      await deps.sms.send({ phone: a.phone, purpose: 'notice', text });
    }
  })().catch((err) =>
    console.error(`[sms] notice ${key} to enterprise ${enterpriseId} failed`, err),
  );
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
