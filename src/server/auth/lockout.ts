/**
 * Wrong passwords slow down whoever sends them, not the account's owner.
 *
 * - Account and address: after LOGIN_FAILS_PER_ADDRESS failures (5) that address waits
 *   LOGIN_WAIT_SECONDS (1 minute); each further failure doubles the wait, up to
 *   LOGIN_WAIT_MAX_MINUTES (30). Other addresses are not held.
 * - Account: failures from all addresses, each address adding at most its first
 *   LOGIN_FAILS_PER_ADDRESS, so only several addresses together reach LOGIN_FAILS_PER_ACCOUNT
 *   (20); past it the account waits in the same growing way. Addresses that signed in to the
 *   account in the last 30 days, or unlocked it, are not held, so a distributed guesser does not
 *   keep the owner out.
 * - The owner lifts every wait with a phone code (unlock), and so does a password reset.
 *
 * Failures count for a day. Names are counted whether or not the account exists, so a wait
 * reveals nothing about which names are real.
 */
import type { Env } from '../config/env.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { clear, clearPrefix, hit, holdUntil, peekWindow } from '../http/rate-limit.ts';
import { sha256 } from './tokens.ts';
import { CODE } from '#shared/constants.ts';

const DAY = 24 * 3600_000;
const TRUST_MS = 30 * DAY;

/** A fixed-length stand-in for the name, so one account's keys never prefix another's. */
const accountOf = (name: string) => sha256(name.trim().toLowerCase()).slice(0, 24);

function keysOf(name: string, address: string) {
  const account = accountOf(name);
  return {
    addressFails: `login:fail:${account}:${address}`,
    addressWait: `login:wait:${account}:${address}`,
    accountFails: `login:fail:${account}`,
    accountWait: `login:wait:${account}`,
    trusted: `login:trust:${account}:${address}`,
  };
}

/** The wait after `beyond` failures past a threshold: the first wait, doubled each time, capped. */
function waitMs(env: Env, beyond: number): number {
  const cap = env.LOGIN_WAIT_MAX_MINUTES * 60_000;
  return Math.min(cap, env.LOGIN_WAIT_SECONDS * 1000 * 2 ** Math.min(beyond, 30));
}

/** 429 with the wait in minutes, and `unlock` so the login page offers the phone-code unlock. */
function held(key: 'error.login.addressLocked' | 'error.login.accountLocked', ms: number) {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return new AppError(429, CODE.error, key, {
    params: { minutes: Math.ceil(seconds / 60) },
    headers: { 'Retry-After': String(seconds) },
    body: { unlock: true },
  });
}

/** Throws while this address, or the account for an address it does not trust, must wait. */
export async function assertLoginAllowed(
  db: Db,
  name: string,
  address: string,
  now: number,
): Promise<void> {
  const keys = keysOf(name, address);
  const own = await peekWindow(db, keys.addressWait, now);
  if (own.count > 0) throw held('error.login.addressLocked', own.resetAt - now);
  const all = await peekWindow(db, keys.accountWait, now);
  if (all.count > 0 && (await peekWindow(db, keys.trusted, now)).count === 0)
    throw held('error.login.accountLocked', all.resetAt - now);
}

export async function recordLoginFailure(
  db: Db,
  env: Env,
  at: { name: string; address: string; now: number },
): Promise<void> {
  const keys = keysOf(at.name, at.address);
  const perAddress = env.LOGIN_FAILS_PER_ADDRESS;
  const fails = await hit(db, { key: keys.addressFails, max: perAddress, windowMs: DAY }, at.now);
  if (fails.count >= perAddress)
    await holdUntil(db, keys.addressWait, at.now + waitMs(env, fails.count - perAddress));
  if (fails.count > perAddress) return;
  const perAccount = env.LOGIN_FAILS_PER_ACCOUNT;
  const total = await hit(db, { key: keys.accountFails, max: perAccount, windowMs: DAY }, at.now);
  if (total.count >= perAccount)
    await holdUntil(db, keys.accountWait, at.now + waitMs(env, total.count - perAccount));
}

/** A right password: this address starts afresh and is trusted by the account for 30 days. */
export async function recordLoginSuccess(
  db: Db,
  at: { name: string; address: string; now: number },
): Promise<void> {
  const keys = keysOf(at.name, at.address);
  await clear(db, keys.addressFails);
  await clear(db, keys.addressWait);
  await holdUntil(db, keys.trusted, at.now + TRUST_MS);
}

/** The owner proved the phone: every wait and count of the account goes; `address` is trusted. */
export async function liftLoginWaits(
  db: Db,
  at: { name: string; address?: string; now: number },
): Promise<void> {
  const account = accountOf(at.name);
  await clearPrefix(db, `login:fail:${account}`);
  await clearPrefix(db, `login:wait:${account}`);
  if (at.address) await holdUntil(db, keysOf(at.name, at.address).trusted, at.now + TRUST_MS);
}
