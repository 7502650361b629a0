/**
 * Wrong passwords slow down whoever sends them, not the account's owner: a wait is only ever put
 * on the address the failures came from, so no stranger can pause an account for anyone else.
 *
 * - Account and address: after LOGIN_FAILS_PER_ADDRESS failures (5) that address waits
 *   LOGIN_WAIT_SECONDS (1 minute); each further failure doubles the wait, up to
 *   LOGIN_WAIT_MAX_MINUTES (30). Other addresses are not held.
 * - Account under attack: failures from all addresses, each adding at most its first
 *   LOGIN_FAILS_PER_ADDRESS, past LOGIN_FAILS_PER_ACCOUNT (20) mean guessers share the work. Then
 *   an address that never signed in to the account waits after its first failure instead of its
 *   fifth, in the same growing way: a guesser gets one try per address, while the owner, with
 *   the right password, signs in from anywhere at the first try.
 * - The owner lifts every wait with a phone code (unlock), and so does a password reset; staff,
 *   who have no phone here, through the setup link an administrator gives them.
 *
 * Failures count for a day. Names are counted whether or not the account exists, so a wait
 * reveals nothing about which names are real. A passed unit signs in by its name, its tax ID or
 * its registered mobile: all three count as the one unit (`lockoutName`), so three ways in are
 * not three times the tries.
 */
import type { Env } from '../config/env.ts';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { enterprises, users } from './tables.ts';
import { AppError } from '../http/errors.ts';
import { clear, clearPrefix, hit, holdUntil, peekWindow } from '../http/rate-limit.ts';
import { sha256 } from './tokens.ts';
import { AUDIT_STATUS, CODE } from '#shared/constants.ts';

const DAY = 24 * 3600_000;
const TRUST_MS = 30 * DAY;

/**
 * What the counters of a sign-in are kept under: the one passed unit that the typed name, tax ID
 * or mobile opens, or else the name as typed (staff, units under review sharing a name, names
 * that open nothing).
 */
export async function lockoutName(db: Db, typed: string): Promise<string> {
  const name = typed.trim();
  const units = await db
    .selectDistinct({ id: enterprises.id })
    .from(enterprises)
    .leftJoin(users, eq(users.enterpriseId, enterprises.id))
    .where(
      and(
        eq(enterprises.auditStatus, AUDIT_STATUS.passed),
        or(
          sql`lower(${enterprises.unitName}) = lower(${name})`,
          sql`upper(${enterprises.taxId}) = upper(${name})`,
          eq(users.phone, name),
        ),
      ),
    )
    .limit(2);
  return units.length === 1 && units[0] ? `unit#${units[0].id}` : name;
}

/** A fixed-length stand-in for the name, so one account's keys never prefix another's. */
const accountOf = (name: string) => sha256(name.trim().toLowerCase()).slice(0, 24);

function keysOf(name: string, address: string) {
  const account = accountOf(name);
  return {
    addressFails: `login:fail:${account}:${address}`,
    addressWait: `login:wait:${account}:${address}`,
    accountFails: `login:fail:${account}`,
    trusted: `login:trust:${account}:${address}`,
  };
}

/** The wait after `beyond` failures past a threshold: the first wait, doubled each time, capped. */
function waitMs(env: Env, beyond: number): number {
  const cap = env.LOGIN_WAIT_MAX_MINUTES * 60_000;
  return Math.min(cap, env.LOGIN_WAIT_SECONDS * 1000 * 2 ** Math.min(beyond, 30));
}

/** 429 with the wait in minutes, and `unlock` so the login page offers the phone-code unlock. */
function held(ms: number) {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return new AppError(429, CODE.error, 'error.login.addressLocked', {
    params: { minutes: Math.ceil(seconds / 60) },
    headers: { 'Retry-After': String(seconds) },
    body: { unlock: true },
  });
}

/** Throws while this address must wait before trying this account again. */
export async function assertLoginAllowed(
  db: Db,
  name: string,
  address: string,
  now: number,
): Promise<void> {
  const own = await peekWindow(db, keysOf(name, address).addressWait, now);
  if (own.count > 0) throw held(own.resetAt - now);
}

export async function recordLoginFailure(
  db: Db,
  env: Env,
  at: { name: string; address: string; now: number },
): Promise<void> {
  const keys = keysOf(at.name, at.address);
  const perAddress = env.LOGIN_FAILS_PER_ADDRESS;
  const attacked =
    (await peekWindow(db, keys.accountFails, at.now)).count >= env.LOGIN_FAILS_PER_ACCOUNT;
  const trusted = (await peekWindow(db, keys.trusted, at.now)).count > 0;
  const allowed = attacked && !trusted ? 1 : perAddress;
  const fails = await hit(db, { key: keys.addressFails, max: perAddress, windowMs: DAY }, at.now);
  if (fails.count >= allowed)
    await holdUntil(db, keys.addressWait, at.now + waitMs(env, fails.count - allowed));
  if (fails.count > perAddress) return;
  await hit(
    db,
    { key: keys.accountFails, max: env.LOGIN_FAILS_PER_ACCOUNT, windowMs: DAY },
    at.now,
  );
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
  const name = await lockoutName(db, at.name);
  for (const each of new Set([name, at.name])) {
    const account = accountOf(each);
    await clearPrefix(db, `login:fail:${account}`);
    await clearPrefix(db, `login:wait:${account}`);
  }
  if (at.address) await holdUntil(db, keysOf(name, at.address).trusted, at.now + TRUST_MS);
}

/** An erased account: its counters go, as they are keyed by what was typed as its name. */
export async function forgetLoginNames(db: Pick<Db, 'execute'>, names: string[]): Promise<void> {
  for (const name of names) {
    const account = accountOf(name);
    for (const kind of ['fail', 'wait', 'trust']) await clearPrefix(db, `login:${kind}:${account}`);
  }
}
