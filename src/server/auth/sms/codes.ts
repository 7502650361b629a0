/**
 * Phone codes: six digits, five minutes, single use, five tries. Every code costs the association
 * money and proves who owns a phone, so sending passes the budgets of budgets.ts first.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import { SMS_CODE_LENGTH } from '#shared/constants.ts';
import type { SmsPurpose } from '#shared/schemas/auth.ts';
import type { Deps } from '#server/http/context.ts';
import { smsCodes } from '../tables.ts';
import { badRequest } from '#server/http/errors.ts';
import { keyedHash } from '../tokens.ts';
import { rowsOf } from '#server/db/client.ts';
import { type CodeRequest, countSend, passVisibleBudgets, withinOwnerBudgets } from './budgets.ts';

export const SMS_TTL_MS = 5 * 60_000;
const MAX_ATTEMPTS = 5;
/** Where a request that sends nothing writes, so it runs the same statements as a real send. */
const DECOY_PURPOSE = 'decoy';

/**
 * Sends a code when the budgets allow. A reset or unlock request answers the same whether or not
 * the account owns the phone, takes the same steps, and when it does not, it sends nothing, voids
 * nothing and counts only against the asking address. Those codes leave off the request path, so
 * the gateway's delay tells nothing either.
 */
export async function sendSmsCode(deps: Deps, req: CodeRequest): Promise<void> {
  const now = deps.now();
  const { asked } = await passVisibleBudgets(deps, req, now);
  const within = await withinOwnerBudgets(deps, req, now);
  const send = await countSend(deps, req, { now, asked }, within);
  const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
  const purpose = send ? req.purpose : DECOY_PURPOSE;
  await deps.db.transaction(async (tx) => {
    // A new code replaces the phone's previous one.
    await tx
      .update(smsCodes)
      .set({ usedAt: new Date(now) })
      .where(
        and(eq(smsCodes.phone, req.phone), eq(smsCodes.purpose, purpose), isNull(smsCodes.usedAt)),
      );
    await tx.insert(smsCodes).values({
      phone: req.phone,
      purpose,
      codeHash: keyedHash(deps.env.APP_SECRET, `${req.phone}:${code}`),
      expiresAt: new Date(send ? now + SMS_TTL_MS : now),
      createdAt: new Date(now),
    });
  });
  if (!send) return;
  const sending = deps.sms.send({ phone: req.phone, code, purpose: req.purpose });
  if (req.owner !== undefined)
    sending.catch((err) =>
      console.error(`[sms] ${req.purpose} code to ${req.phone.slice(0, 3)}… failed`, err),
    );
  else await sending;
}

/**
 * Checks a phone code. Every check first takes one of the five tries in a single UPDATE, so
 * parallel guesses cannot share a try; a right code is then used up only with `consume`.
 */
export async function checkSmsCode(
  deps: Deps,
  phone: string,
  purpose: SmsPurpose,
  code: string,
  opts: { consume: boolean },
): Promise<void> {
  const { db, env } = deps;
  const now = new Date(deps.now()).toISOString();
  const invalid = badRequest('error.sms.invalid', [{ field: 'smsCode', key: 'error.sms.invalid' }]);
  const [row] = await rowsOf<{ id: number; code_hash: string }>(
    db,
    sql`update auth_sms_code set attempts = attempts + 1
        where id = (select id from auth_sms_code where phone = ${phone} and purpose = ${purpose} and used_at is null
                    and expires_at > ${now} order by id desc limit 1)
          and attempts < ${MAX_ATTEMPTS} and used_at is null
        returning id, code_hash`,
  );
  if (!row || row.code_hash !== keyedHash(env.APP_SECRET, `${phone}:${code}`)) throw invalid;
  if (!opts.consume) {
    // A right answer does not cost a try.
    await db
      .update(smsCodes)
      .set({ attempts: sql`${smsCodes.attempts} - 1` })
      .where(eq(smsCodes.id, row.id));
    return;
  }
  // Of two requests with the same right code, only one marks it used.
  const used = await db
    .update(smsCodes)
    .set({ usedAt: new Date(now) })
    .where(and(eq(smsCodes.id, row.id), isNull(smsCodes.usedAt)))
    .returning({ id: smsCodes.id });
  if (used.length === 0) throw invalid;
}
