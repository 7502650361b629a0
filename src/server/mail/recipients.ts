/**
 * Who gets a mail: the active accounts addressed that have a mail address and, for an optional
 * topic, have not turned it off. Each gets it in the language it registered in; an address
 * shared by several accounts gets it once.
 */
import { and, eq, inArray, isNotNull, notExists, type SQL } from 'drizzle-orm';
import type { Locale } from '#shared/constants.ts';
import { isOptionalMailTopic, type MailTopic } from '#shared/mail-topics.ts';
import { toLocale } from '#i18n/index.ts';
import type { Tx } from '../db/client.ts';
import { qualified } from '../db/qualified.ts';
import { users } from '../auth/tables.ts';
import { mailOptOuts } from './tables.ts';
import { queueMail } from './queue.ts';
import type { MailDraft } from './compose.ts';

/** An address mail can be sent to; anything else (an imported placeholder) is passed over. */
const MAILABLE = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

export type MailAudience = { enterpriseId: number } | { userIds: number[] };
export type MailWords = Omit<MailDraft, 'to' | 'locale' | 'topic'>;

/** Queues the mail for each account that takes it; answers how many were queued. */
export async function mailAccounts(
  db: Tx,
  audience: MailAudience,
  topic: MailTopic,
  words: (locale: Locale) => MailWords,
): Promise<number> {
  const who: SQL =
    'enterpriseId' in audience
      ? eq(users.enterpriseId, audience.enterpriseId)
      : inArray(users.id, audience.userIds.length ? audience.userIds : [-1]);
  const optedOut = isOptionalMailTopic(topic)
    ? notExists(
        db
          .select({ one: mailOptOuts.userId })
          .from(mailOptOuts)
          .where(and(eq(mailOptOuts.userId, qualified(users.id)), eq(mailOptOuts.topic, topic))),
      )
    : undefined;
  const accounts = await db
    .select({ id: users.id, email: users.email, locale: users.locale })
    .from(users)
    .where(and(who, eq(users.status, '0'), isNotNull(users.email), optedOut))
    .orderBy(users.id);
  const seen = new Set<string>();
  for (const a of accounts) {
    const to = a.email?.trim() ?? '';
    if (!MAILABLE.test(to) || seen.has(to.toLowerCase())) continue;
    seen.add(to.toLowerCase());
    const locale = toLocale(a.locale);
    await queueMail(db, { ...words(locale), to, locale, topic }, { userId: a.id });
  }
  return seen.size;
}
