/**
 * Captcha answers live two minutes, keyed-hashed, and are deleted on first use, right or wrong;
 * a missing or empty answer never passes.
 */
import { eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Deps } from '#server/http/context.ts';
import { captchas } from '../tables.ts';
import { configs } from '../../config/tables.ts';
import { badRequest } from '#server/http/errors.ts';
import { rowsOf } from '#server/db/client.ts';
import { keyedHash } from '../tokens.ts';

const TTL_MS = 2 * 60_000;

/** On when the environment allows it and the config key sys.account.captchaEnabled is not "false". */
export async function captchaEnabled(deps: Deps): Promise<boolean> {
  if (!deps.env.CAPTCHA_ENABLED) return false;
  const [row] = await deps.db
    .select()
    .from(configs)
    .where(eq(configs.configKey, 'sys.account.captchaEnabled'));
  return row?.configValue !== 'false';
}

export async function issueCaptcha(deps: Deps): Promise<{ uuid: string; img: string }> {
  const { text, png } = await deps.captcha.create();
  const uuid = randomUUID();
  const now = deps.now();
  await deps.db.insert(captchas).values({
    uuid,
    answerHash: keyedHash(deps.env.APP_SECRET, text.toLowerCase()),
    expiresAt: new Date(now + TTL_MS),
  });
  if (Math.random() < 0.05)
    await deps.db.execute(
      sql`delete from auth_captcha where expires_at < ${new Date(now).toISOString()}`,
    );
  return { uuid, img: png.toString('base64') };
}

/** Throws the bilingual captcha error unless the answer is right; consumes the captcha either way. */
export async function checkCaptcha(
  deps: Deps,
  uuid: string | undefined,
  code: string | undefined,
): Promise<void> {
  if (!code?.trim())
    throw badRequest('validation.captcha.required', [
      { field: 'code', key: 'validation.captcha.required' },
    ]);
  if (!uuid)
    throw badRequest('error.captcha.expired', [{ field: 'code', key: 'error.captcha.expired' }]);
  const [row] = await rowsOf<{ answer_hash: string; expires_at: string | Date }>(
    deps.db,
    sql`delete from auth_captcha where uuid = ${uuid} returning answer_hash, expires_at`,
  );
  if (!row || new Date(row.expires_at).getTime() < deps.now()) {
    throw badRequest('error.captcha.expired', [{ field: 'code', key: 'error.captcha.expired' }]);
  }
  if (row.answer_hash !== keyedHash(deps.env.APP_SECRET, code.trim().toLowerCase())) {
    throw badRequest('error.captcha.wrong', [{ field: 'code', key: 'error.captcha.wrong' }]);
  }
}
