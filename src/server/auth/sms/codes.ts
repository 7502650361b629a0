/**
 * Phone codes: six digits, five minutes, single use, five tries; one per minute per phone, ten a
 * day per phone, twenty an hour per address (SMS bombing costs the association money).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import { SMS_CODE_LENGTH } from '#shared/constants.ts';
import type { SmsPurpose } from '#shared/schemas/auth.ts';
import type { Deps } from '#server/http/context.ts';
import { smsCodes } from '#server/db/schema/index.ts';
import { badRequest } from '#server/http/errors.ts';
import { enforce } from '#server/http/rate-limit.ts';
import { keyedHash } from '../tokens.ts';
import { rowsOf } from '#server/db/client.ts';

export const SMS_TTL_MS = 5 * 60_000;
export const SMS_RESEND_SECONDS = 60;
const MAX_ATTEMPTS = 5;

/**
 * Counts the send against every limit and stores a code either way, so a probe costs the same and
 * takes the same time; the code leaves only when `deliver` is true. Reset codes leave off the
 * request path, so the gateway's delay does not tell whether the phone belongs to the unit.
 */
export async function sendSmsCode(
  deps: Deps,
  input: { phone: string; purpose: SmsPurpose; ip: string; deliver: boolean },
): Promise<void> {
  const { db, env } = deps;
  const now = deps.now();
  const phoneKey = `${input.purpose}:${input.phone}`;
  await enforce(
    db,
    { key: `sms:cool:${phoneKey}`, max: 1, windowMs: SMS_RESEND_SECONDS * 1000 },
    now,
    'error.sms.tooSoon',
  );
  await enforce(
    db,
    { key: `sms:day:${input.phone}`, max: 10, windowMs: 24 * 3600_000 },
    now,
    'error.sms.dailyLimit',
  );
  await enforce(db, { key: `sms:ip:${input.ip}`, max: 20, windowMs: 3600_000 }, now);
  const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
  await db.transaction(async (tx) => {
    // A new code replaces the old one.
    await tx
      .update(smsCodes)
      .set({ usedAt: new Date(now) })
      .where(
        and(
          eq(smsCodes.phone, input.phone),
          eq(smsCodes.purpose, input.purpose),
          isNull(smsCodes.usedAt),
        ),
      );
    await tx.insert(smsCodes).values({
      phone: input.phone,
      purpose: input.purpose,
      codeHash: keyedHash(env.APP_SECRET, `${input.phone}:${code}`),
      expiresAt: new Date(now + SMS_TTL_MS),
      createdAt: new Date(now),
    });
  });
  if (!input.deliver) return;
  const sending = deps.sms.send({ phone: input.phone, code, purpose: input.purpose });
  if (input.purpose === 'reset')
    sending.catch((err) =>
      console.error(`[sms] reset code to ${input.phone.slice(0, 3)}… failed`, err),
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
