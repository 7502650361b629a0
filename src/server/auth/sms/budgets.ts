/**
 * How many phone codes may go out. Every budget is a database counter (rate-limit.ts), so all
 * processes count the same.
 *
 * Visible budgets answer 429 and say why: per client address an hour, per phone and purpose one
 * a minute and SMS_PER_PHONE_DAY a day, and all codes together an hour (cost cap: "service busy").
 * Reset and unlock codes prove who owns an account, so for them the per-phone budgets a caller
 * can see are counted per phone *and address*, and the real ones (per phone, per account) stay
 * silent: over them nothing is sent and the answer is unchanged. A stranger's answers then never
 * depend on whether a name and phone match, nor on what the owner did.
 */
import type { SmsPurpose } from '#shared/schemas/auth.ts';
import type { Deps } from '#server/http/context.ts';
import { tooMany } from '#server/http/errors.ts';
import { enforce, hit, peekWindow, type Limit } from '#server/http/rate-limit.ts';

export const SMS_RESEND_SECONDS = 60;
const HOUR = 3600_000;
const DAY = 24 * HOUR;
const GLOBAL_KEY = 'sms:global';
/** Counters a request without an owner hits instead, so it takes the same steps as one with. */
const DECOY_KEY = 'sms:decoy';

export interface CodeRequest {
  phone: string;
  purpose: SmsPurpose;
  /** Client address bucket. */
  address: string;
  /**
   * Reset and unlock: the account that owns the phone, or null when the name and phone do not
   * match. Registration: undefined (the phone itself is what is being proved).
   */
  owner?: { id: number } | null;
}

const provesOwner = (req: CodeRequest) => req.owner !== undefined;

/** Refuses, with the reason, a request over a budget its caller may know about. */
export async function passVisibleBudgets(deps: Deps, req: CodeRequest, now: number) {
  const { db, env } = deps;
  const phone = `${req.purpose}:${req.phone}${provesOwner(req) ? `:${req.address}` : ''}`;
  await enforce(
    db,
    { key: `sms:ip:${req.address}`, max: env.SMS_PER_IP_HOUR, windowMs: HOUR },
    now,
  );
  await enforce(
    db,
    { key: `sms:cool:${phone}`, max: 1, windowMs: SMS_RESEND_SECONDS * 1000 },
    now,
    'error.sms.tooSoon',
  );
  await enforce(
    db,
    { key: `sms:day:${phone}`, max: env.SMS_PER_PHONE_DAY, windowMs: DAY },
    now,
    'error.sms.dailyLimit',
  );
  const sent = await peekWindow(db, GLOBAL_KEY, now);
  if (sent.count >= env.SMS_GLOBAL_PER_HOUR) throw busy(deps, sent.resetAt, now);
}

/**
 * For reset and unlock: counts the code against the owner's phone and account, and says whether
 * it may go out. Without an owner it counts decoys and says no.
 */
export async function withinOwnerBudgets(deps: Deps, req: CodeRequest, now: number) {
  if (!provesOwner(req)) return true;
  const { env } = deps;
  const owner = req.owner;
  const phone = `${req.purpose}:${req.phone}`;
  const limits: Limit[] = [
    {
      key: owner ? `sms:owner:cool:${phone}` : `${DECOY_KEY}:cool`,
      max: 1,
      windowMs: SMS_RESEND_SECONDS * 1000,
    },
    {
      key: owner ? `sms:owner:day:${phone}` : `${DECOY_KEY}:day`,
      max: env.SMS_PER_PHONE_DAY,
      windowMs: DAY,
    },
    {
      key: owner ? `sms:owner:account:${owner.id}` : `${DECOY_KEY}:account`,
      max: env.SMS_PER_ACCOUNT_DAY,
      windowMs: DAY,
    },
  ];
  let within = !!owner;
  for (const limit of limits)
    if ((await hit(deps.db, limit, now)).count > limit.max) within = false;
  return within;
}

/**
 * Counts a code that will go out against the hourly total (a decoy when `sending` is false).
 * Past the total a registration is told the service is busy; a reset or unlock quietly sends
 * nothing.
 */
export async function countSend(deps: Deps, req: CodeRequest, now: number, sending: boolean) {
  const max = deps.env.SMS_GLOBAL_PER_HOUR;
  const key = sending ? GLOBAL_KEY : `${DECOY_KEY}:global`;
  const { count, resetAt } = await hit(deps.db, { key, max, windowMs: HOUR }, now);
  if (!sending || count <= max) return sending;
  const refusal = busy(deps, resetAt, now);
  if (provesOwner(req)) return false;
  throw refusal;
}

let warnedUntil = 0;
/** "Service busy" for the caller, and once per hour's window a warning for the operator. */
function busy(deps: Deps, resetAt: number, now: number) {
  if (warnedUntil !== resetAt) {
    warnedUntil = resetAt;
    console.warn(
      `[sms] ${deps.env.SMS_GLOBAL_PER_HOUR} codes sent this hour (SMS_GLOBAL_PER_HOUR): ` +
        `no more until ${new Date(resetAt).toISOString()}. Raise it if this is real demand.`,
    );
  }
  return tooMany('error.sms.busy', Math.max(1, Math.ceil((resetAt - now) / 1000)));
}
