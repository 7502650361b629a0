/**
 * Fixed-window counters in the database, so every API process counts the same hits.
 * One statement per hit: insert, or bump within the window, or restart the window.
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.ts';
import { tooMany } from './errors.ts';

export interface Limit {
  /** Counter name, for example `login:ip:1.2.3.4`. */
  key: string;
  max: number;
  windowMs: number;
}

export async function hit(
  db: Db,
  limit: Limit,
  now: number,
): Promise<{ count: number; resetAt: number }> {
  const at = new Date(now).toISOString();
  const reset = new Date(now + limit.windowMs).toISOString();
  const [row] = await rowsOf<{ count: number; reset_at: string | Date }>(
    db,
    sql`insert into rate_limit (key, count, reset_at) values (${limit.key}, 1, ${reset})
        on conflict (key) do update set
          count = case when rate_limit.reset_at <= ${at} then 1 else rate_limit.count + 1 end,
          reset_at = case when rate_limit.reset_at <= ${at} then ${reset}::timestamptz else rate_limit.reset_at end
        returning count, reset_at`,
  );
  return { count: Number(row?.count ?? 1), resetAt: new Date(row?.reset_at ?? reset).getTime() };
}

/** Counts a hit and throws 429 with a bilingual message once the window's budget is spent. */
export async function enforce(
  db: Db,
  limit: Limit,
  now: number,
  key = 'error.rateLimited',
): Promise<void> {
  const { count, resetAt } = await hit(db, limit, now);
  if (count > limit.max) throw tooMany(key, Math.max(1, Math.ceil((resetAt - now) / 1000)));
}

/** Current count and window end, without counting a hit. */
export async function peekWindow(
  db: Db,
  key: string,
  now: number,
): Promise<{ count: number; resetAt: number }> {
  const [row] = await rowsOf<{ count: number; reset_at: string | Date }>(
    db,
    sql`select count, reset_at from rate_limit where key = ${key} and reset_at > ${new Date(now).toISOString()}`,
  );
  return { count: Number(row?.count ?? 0), resetAt: row ? new Date(row.reset_at).getTime() : now };
}

export async function clear(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limit where key = ${key}`);
}

/** Holds `key` (count 1) until `until`, whatever window it had: a wait that starts now. */
export async function holdUntil(db: Db, key: string, until: number): Promise<void> {
  const at = new Date(until).toISOString();
  await db.execute(
    sql`insert into rate_limit (key, count, reset_at) values (${key}, 1, ${at})
        on conflict (key) do update set count = 1, reset_at = ${at}`,
  );
}

/** Deletes every counter whose key starts with `prefix`. */
export async function clearPrefix(db: Pick<Db, 'execute'>, prefix: string): Promise<void> {
  await db.execute(sql`delete from rate_limit where left(key, ${prefix.length}) = ${prefix}`);
}
