/**
 * Five wrong passwords for one account name lock it for ten minutes (REFERENCE "Login lockout").
 * Counted by name, whether or not the account exists, so the lock reveals nothing either.
 */
import type { Db } from '../db/client.ts';
import { clear, hit, peekWindow } from '../http/rate-limit.ts';
import { tooMany } from '../http/errors.ts';

export const MAX_FAILURES = 5;
export const LOCK_MS = 10 * 60_000;

const failKey = (name: string) => `login:fail:${name.toLowerCase()}`;
const lockKey = (name: string) => `login:lock:${name.toLowerCase()}`;

export async function assertNotLocked(db: Db, name: string, now: number): Promise<void> {
  const lock = await peekWindow(db, lockKey(name), now);
  if (lock.count > 0)
    throw tooMany('error.login.locked', Math.max(1, Math.ceil((lock.resetAt - now) / 1000)));
}

export async function recordFailure(db: Db, name: string, now: number): Promise<void> {
  const { count } = await hit(
    db,
    { key: failKey(name), max: MAX_FAILURES, windowMs: LOCK_MS },
    now,
  );
  if (count >= MAX_FAILURES) {
    await hit(db, { key: lockKey(name), max: 1, windowMs: LOCK_MS }, now);
    await clear(db, failKey(name));
  }
}

export async function clearFailures(db: Db, name: string): Promise<void> {
  await clear(db, failKey(name));
  await clear(db, lockKey(name));
}
