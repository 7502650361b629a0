/** Reads and changes which optional mail an account gets: a row in mail_opt_out is a topic off. */
import { and, eq, inArray } from 'drizzle-orm';
import { OPTIONAL_MAIL_TOPICS, type OptionalMailTopic } from '#shared/mail-topics.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/auth/tables.ts';
import { mailOptOuts } from '#server/mail/tables.ts';
import type {
  MailPreferences,
  MailPreferencesBody,
} from '../contract/mail-preferences.contract.ts';

export async function preferencesOf(db: Db, userId: number): Promise<MailPreferences> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const off = new Set(
    (
      await db
        .select({ topic: mailOptOuts.topic })
        .from(mailOptOuts)
        .where(eq(mailOptOuts.userId, userId))
    ).map((r) => r.topic),
  );
  const topics = Object.fromEntries(OPTIONAL_MAIL_TOPICS.map((t) => [t, !off.has(t)]));
  return {
    address: user?.email?.trim() || null,
    topics: topics as MailPreferences['topics'],
  };
}

export async function savePreferences(
  db: Db,
  userId: number,
  body: MailPreferencesBody,
): Promise<MailPreferences> {
  const chosen = Object.entries(body.topics) as [OptionalMailTopic, boolean | undefined][];
  const on = chosen.filter(([, v]) => v === true).map(([t]) => t);
  const off = chosen.filter(([, v]) => v === false).map(([t]) => t);
  await db.transaction(async (tx) => {
    if (on.length)
      await tx
        .delete(mailOptOuts)
        .where(and(eq(mailOptOuts.userId, userId), inArray(mailOptOuts.topic, on)));
    if (off.length)
      await tx
        .insert(mailOptOuts)
        .values(off.map((topic) => ({ userId, topic })))
        .onConflictDoNothing();
  });
  return preferencesOf(db, userId);
}
