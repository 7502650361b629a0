/**
 * Expired sessions, codes, tickets, captchas, counters and guard rows are deleted every few
 * minutes, so those tables stay the size of the live traffic; sign-in records after half a year.
 * On the embedded database, tables that changed much are analyzed (it has no autovacuum).
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

/**
 * PGlite runs no autovacuum, so without this the planner never learns how many rows a table has:
 * at 100,000 articles it took a channel for 3 rows, read all 8,358 and sorted them for a list
 * page (58 ms) where the index gives the 20 wanted (4.5 ms once analyzed). As autovacuum decides
 * on PostgreSQL: a table is analyzed once the rows changed since its last analysis pass 50 and a
 * tenth of its rows. Answers the tables analyzed.
 */
export async function analyzeChanged(db: Db): Promise<string[]> {
  const { rows } = (await db.execute(
    sql`select relname from pg_stat_user_tables
        where n_mod_since_analyze > 50 + 0.1 * n_live_tup order by relname`,
  )) as unknown as { rows: { relname: string }[] };
  for (const { relname } of rows) await db.execute(sql`analyze ${sql.identifier(relname)}`);
  return rows.map((r) => r.relname);
}

export function startMaintenance(
  db: Db,
  now: () => number,
  embedded: boolean,
  alsoEveryTime: () => void = () => undefined,
  everyMs = 5 * 60_000,
): () => void {
  const run = () => {
    alsoEveryTime();
    void purgeExpired(db, now())
      .then(() => (embedded ? analyzeChanged(db) : undefined))
      .catch((err) => console.error('[maintenance] failed', err));
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  // A start after an import or a restore: its statistics within a minute, not five.
  const first = setTimeout(run, Math.min(everyMs, 60_000));
  first.unref();
  return () => {
    clearInterval(timer);
    clearTimeout(first);
  };
}
