/**
 * Phone codes: six digits, five minutes, single use, five tries; one per minute per phone, ten a
 * day per phone, twenty an hour per address (SMS bombing costs the association money).
 */
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import { SMS_CODE_LENGTH } from '../../../shared/constants.ts';
import type { SmsPurpose } from '../../../shared/schemas/auth.ts';
import type { Deps } from '../../http/context.ts';
import { smsCodes } from '../../db/schema/index.ts';
import { badRequest } from '../../http/errors.ts';
import { enforce } from '../../http/rate-limit.ts';
import { keyedHash } from '../tokens.ts';

export const SMS_TTL_MS = 5 * 60_000;
export const SMS_RESEND_SECONDS = 60;
const MAX_ATTEMPTS = 5;

/** Counts the send against every limit; `deliver` false still counts, so probing costs the same. */
export async function sendSmsCode(
  deps: Deps,
  input: { phone: string; purpose: SmsPurpose; ip: string; deliver: boolean },
): Promise<void> {
  const { db, env } = deps;
  const now = deps.now();
  const phoneKey = `${input.purpose}:${input.phone}`;
  await enforce(db, { key: `sms:cool:${phoneKey}`, max: 1, windowMs: SMS_RESEND_SECONDS * 1000 }, now, 'error.sms.tooSoon');
  await enforce(db, { key: `sms:day:${input.phone}`, max: 10, windowMs: 24 * 3600_000 }, now, 'error.sms.dailyLimit');
  await enforce(db, { key: `sms:ip:${input.ip}`, max: 20, windowMs: 3600_000 }, now);
  if (!input.deliver) return;
  const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
  await db.transaction(async (tx) => {
    // A new code replaces the old one.
    await tx
      .update(smsCodes)
      .set({ usedAt: new Date(now) })
      .where(and(eq(smsCodes.phone, input.phone), eq(smsCodes.purpose, input.purpose), isNull(smsCodes.usedAt)));
    await tx.insert(smsCodes).values({
      phone: input.phone,
      purpose: input.purpose,
      codeHash: keyedHash(env.APP_SECRET, `${input.phone}:${code}`),
      expiresAt: new Date(now + SMS_TTL_MS),
      createdAt: new Date(now),
    });
  });
  await deps.sms.send({ phone: input.phone, code, purpose: input.purpose });
}

/** Consumes the code when it is right; counts a try when it is wrong. Throws the bilingual error. */
export async function consumeSmsCode(deps: Deps, phone: string, purpose: SmsPurpose, code: string): Promise<void> {
  const { db, env } = deps;
  const now = new Date(deps.now());
  const [row] = await db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose), isNull(smsCodes.usedAt), gt(smsCodes.expiresAt, now)))
    .orderBy(desc(smsCodes.id))
    .limit(1);
  const invalid = badRequest('error.sms.invalid', [{ field: 'smsCode', key: 'error.sms.invalid' }]);
  if (!row || row.attempts >= MAX_ATTEMPTS) throw invalid;
  if (row.codeHash !== keyedHash(env.APP_SECRET, `${phone}:${code}`)) {
    await db.update(smsCodes).set({ attempts: sql`${smsCodes.attempts} + 1` }).where(eq(smsCodes.id, row.id));
    throw invalid;
  }
  // The update decides: of two requests with the same code, only one marks it used.
  const used = await db
    .update(smsCodes)
    .set({ usedAt: now })
    .where(and(eq(smsCodes.id, row.id), isNull(smsCodes.usedAt)))
    .returning({ id: smsCodes.id });
  if (used.length === 0) throw invalid;
}
