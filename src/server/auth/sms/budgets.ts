/**
 * How many phone codes may go out. Every budget is a database counter (rate-limit.ts), so all
 * processes count the same.
 *
 * Visible budgets answer 429 and say why: per client address an hour, per phone and purpose one
 * a minute and SMS_PER_PHONE_DAY a day, and all codes together an hour (cost cap: "service busy").
 * The hourly total is shared out by purpose, so a flood of registrations leaves resets and
 * unlocks their codes; and the second half of each purpose's share goes only to addresses that
 * asked for a code or two this hour, as a person does, so a few addresses sending as many codes
 * as they may cannot use it up and real people keep registering and resetting.
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
/** Each purpose's part of SMS_GLOBAL_PER_HOUR. */
const SHARES: Record<SmsPurpose, number> = { register: 0.5, reset: 0.3, unlock: 0.2 };
/** Requests an address may have sent this hour and still be served from a share's second half. */
const FEW_REQUESTS = 2;
const globalKey = (purpose: SmsPurpose) => `sms:global:${purpose}`;
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

/** A purpose's hourly codes: all of them, and the part open to any address. */
function shareOf(env: Deps['env'], purpose: SmsPurpose) {
  const all = Math.max(1, Math.round(env.SMS_GLOBAL_PER_HOUR * SHARES[purpose]));
  return { all, open: Math.ceil(all / 2) };
}

/** Whether `sent` codes of the purpose this hour leave none for a caller with `asked` requests. */
function spent(env: Deps['env'], req: CodeRequest, sent: number, asked: number) {
  const share = shareOf(env, req.purpose);
  return sent >= share.all || (sent >= share.open && asked > FEW_REQUESTS);
}

/**
 * Refuses, with the reason, a request over a budget its caller may know about. Gives the
 * address's requests this hour, which decide how much of the hourly total it may still use.
 */
export async function passVisibleBudgets(deps: Deps, req: CodeRequest, now: number) {
  const { db, env } = deps;
  const phone = `${req.purpose}:${req.phone}${provesOwner(req) ? `:${req.address}` : ''}`;
  const perAddress = { key: `sms:ip:${req.address}`, max: env.SMS_PER_IP_HOUR, windowMs: HOUR };
  const asked = await hit(db, perAddress, now);
  if (asked.count > perAddress.max)
    throw tooMany('error.rateLimited', Math.max(1, Math.ceil((asked.resetAt - now) / 1000)));
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
  const sent = await peekWindow(db, globalKey(req.purpose), now);
  if (spent(env, req, sent.count, asked.count)) throw busy(deps, sent.resetAt, now);
  return { asked: asked.count };
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
 * Counts a code that will go out against its purpose's hourly share (a decoy when `sending` is
 * false). Past it a registration is told the service is busy; a reset or unlock quietly sends
 * nothing.
 */
export async function countSend(
  deps: Deps,
  req: CodeRequest,
  at: { now: number; asked: number },
  sending: boolean,
) {
  const max = shareOf(deps.env, req.purpose).all;
  const key = sending ? globalKey(req.purpose) : `${DECOY_KEY}:global`;
  const { count, resetAt } = await hit(deps.db, { key, max, windowMs: HOUR }, at.now);
  if (!sending || !spent(deps.env, req, count - 1, at.asked)) return sending;
  const refusal = busy(deps, resetAt, at.now);
  if (provesOwner(req)) return false;
  throw refusal;
}

let warnedUntil = 0;
/** "Service busy" for the caller, and once per hour's window a warning for the operator. */
function busy(deps: Deps, resetAt: number, now: number) {
  if (warnedUntil !== resetAt) {
    warnedUntil = resetAt;
    console.warn(
      `[sms] a purpose's part of the ${deps.env.SMS_GLOBAL_PER_HOUR} codes an hour ` +
        `(SMS_GLOBAL_PER_HOUR) is spent, or kept for addresses asking a first time, until ` +
        `${new Date(resetAt).toISOString()}. Raise it if this is real demand.`,
    );
  }
  return tooMany('error.sms.busy', Math.max(1, Math.ceil((resetAt - now) / 1000)));
}
