/**
 * Expired sessions, codes, tickets, captchas, counters and guard rows are deleted every few
 * minutes, so those tables stay the size of the live traffic; sign-in records after half a year.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './db/client.ts';
import { purgeOldKeys } from './http/idempotency.ts';

const LOGIN_LOG_DAYS = 183;

export async function purgeExpired(db: Db, now: number): Promise<void> {
  const at = new Date(now).toISOString();
  const dayAgo = new Date(now - 86_400_000).toISOString();
  await db.execute(sql`delete from auth_session where expires_at < ${at} or ends_at < ${at}`);
  await db.execute(sql`delete from auth_captcha where expires_at < ${at}`);
  await db.execute(sql`delete from auth_sms_code where expires_at < ${dayAgo}`);
  await db.execute(sql`delete from auth_reset_ticket where expires_at < ${dayAgo}`);
  await db.execute(sql`delete from rate_limit where reset_at < ${at}`);
  await db.execute(sql`delete from submit_guard where at < ${now - 60_000}`);
  await db.execute(purgeOldKeys(new Date(now - 86_400_000)));
  await db.execute(
    sql`delete from login_log where at < ${new Date(now - LOGIN_LOG_DAYS * 86_400_000).toISOString()}`,
  );
}

export function startMaintenance(
  db: Db,
  now: () => number,
  alsoEveryTime: () => void = () => undefined,
  everyMs = 5 * 60_000,
): () => void {
  const run = () => {
    alsoEveryTime();
    void purgeExpired(db, now()).catch((err) => console.error('[maintenance] purge failed', err));
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
