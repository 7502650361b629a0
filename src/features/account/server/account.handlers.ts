import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { CODE } from '#shared/constants.ts';
import { enterprises, resetTickets, users } from '#server/auth/tables.ts';
import type { Db } from '#server/db/client.ts';
import { badRequest } from '#server/http/errors.ts';
import { enforce } from '#server/http/rate-limit.ts';
import { newRouter, type Handler } from '#server/http/openapi.ts';
import { captchaEnabled, checkCaptcha } from '#server/auth/captcha/store.ts';
import { authOf } from '#server/auth/guard.ts';
import { liftLoginWaits } from '#server/auth/lockout.ts';
import { hashPassword, verifyPassword } from '#server/auth/passwords.ts';
import { revokeOtherSessions } from '#server/auth/session.ts';
import { checkSmsCode, sendSmsCode } from '#server/auth/sms/codes.ts';
import { SMS_RESEND_SECONDS } from '#server/auth/sms/budgets.ts';
import { assertRegistrationOpen, registerUnit } from './register.ts';
import { newToken, sha256 } from '#server/auth/tokens.ts';
import * as routes from './account.routes.ts';

const TICKET_TTL_MS = 10 * 60_000;

/**
 * The enterprise account a phone code may reset or unlock. Never a staff account: staff may set
 * their own phone on their profile, and a phone of one's choosing must not open the
 * administrator's account; staff come back through the setup link an administrator gives.
 */
async function accountByNameAndPhone(db: Db, unitName: string, phone: string) {
  const [row] = await db
    .select({ id: users.id, userName: users.userName })
    .from(users)
    .innerJoin(enterprises, eq(enterprises.id, users.enterpriseId))
    .where(
      and(
        sql`lower(${users.userName}) = lower(${unitName})`,
        sql`coalesce(${users.phone}, ${enterprises.phone}) = ${phone}`,
      ),
    );
  return row;
}

export const sendSms: Handler<typeof routes.sendSms> = async (c) => {
  const deps = c.var.deps;
  const body = c.req.valid('json');
  if (body.purpose === 'register') await assertRegistrationOpen(deps);
  if (await captchaEnabled(deps)) await checkCaptcha(deps, body.uuid, body.code);
  // Reset and unlock codes go only to the account's own phone; the answer is the same either way.
  const owner =
    body.purpose === 'register'
      ? undefined
      : (body.username && (await accountByNameAndPhone(deps.db, body.username, body.phone))) ||
        null;
  await sendSmsCode(deps, {
    phone: body.phone,
    purpose: body.purpose,
    address: c.var.clientBucket,
    owner,
  });
  return c.json(
    {
      code: CODE.ok,
      msg: c.var.t('auth.sms.sent'),
      data: { resendAfterSeconds: SMS_RESEND_SECONDS },
    },
    200,
  );
};

export const register: Handler<typeof routes.register> = async (c) => {
  const deps = c.var.deps;
  const body = c.req.valid('json');
  await assertRegistrationOpen(deps);
  // Every attempt counts, so the form cannot be used to test names at will.
  await enforce(
    deps.db,
    { key: `register:ip:${c.var.clientBucket}`, max: 30, windowMs: 3600_000 },
    deps.now(),
  );
  await registerUnit(deps, body, c.var.locale);
  return c.json({ code: CODE.ok, msg: c.var.t('auth.register.submitted') }, 200);
};

export const forgotVerify: Handler<typeof routes.forgotVerify> = async (c) => {
  const deps = c.var.deps;
  const body = c.req.valid('json');
  await enforce(
    deps.db,
    { key: `forgot:ip:${c.var.clientBucket}`, max: 20, windowMs: 3600_000 },
    deps.now(),
  );
  await checkSmsCode(deps, body.phone, 'reset', body.smsCode, { consume: true });
  const user = await accountByNameAndPhone(deps.db, body.username, body.phone);
  if (!user)
    throw badRequest('error.sms.invalid', [{ field: 'smsCode', key: 'error.sms.invalid' }]);
  const ticket = newToken();
  await deps.db.insert(resetTickets).values({
    ticketHash: sha256(ticket),
    userId: user.id,
    expiresAt: new Date(deps.now() + TICKET_TTL_MS),
  });
  return c.json({ code: CODE.ok, msg: c.var.t('common.ok'), data: { ticket } }, 200);
};

export const forgotReset: Handler<typeof routes.forgotReset> = async (c) => {
  const deps = c.var.deps;
  const body = c.req.valid('json');
  const now = new Date(deps.now());
  const [used] = await deps.db
    .update(resetTickets)
    .set({ usedAt: now })
    .where(
      and(
        eq(resetTickets.ticketHash, sha256(body.ticket)),
        isNull(resetTickets.usedAt),
        gt(resetTickets.expiresAt, now),
      ),
    )
    .returning({ userId: resetTickets.userId });
  if (!used) throw badRequest('error.password.ticketExpired');
  const [user] = await deps.db
    .update(users)
    .set({ passwordHash: await hashPassword(body.password), passwordChangedAt: now })
    .where(eq(users.id, used.userId))
    .returning({ userName: users.userName });
  await revokeOtherSessions(deps.db, used.userId);
  if (user) await liftLoginWaits(deps.db, { name: user.userName, now: now.getTime() });
  return c.json({ code: CODE.ok, msg: c.var.t('auth.password.resetDone') }, 200);
};

export const unlockLogin: Handler<typeof routes.unlockLogin> = async (c) => {
  const deps = c.var.deps;
  const body = c.req.valid('json');
  const now = deps.now();
  await enforce(
    deps.db,
    { key: `unlock:ip:${c.var.clientBucket}`, max: 20, windowMs: 3600_000 },
    now,
  );
  await checkSmsCode(deps, body.phone, 'unlock', body.smsCode, { consume: true });
  const user = await accountByNameAndPhone(deps.db, body.username, body.phone);
  if (!user)
    throw badRequest('error.sms.invalid', [{ field: 'smsCode', key: 'error.sms.invalid' }]);
  await liftLoginWaits(deps.db, { name: user.userName, address: c.var.clientBucket, now });
  return c.json({ code: CODE.ok, msg: c.var.t('auth.unlock.done') }, 200);
};

export const updatePassword: Handler<typeof routes.updatePassword> = async (c) => {
  const deps = c.var.deps;
  const auth = authOf(c);
  const body = c.req.valid('json');
  await enforce(
    deps.db,
    { key: `updatePwd:user:${auth.userId}`, max: 10, windowMs: 10 * 60_000 },
    deps.now(),
  );
  const [user] = await deps.db.select().from(users).where(eq(users.id, auth.userId));
  if (!user || !(await verifyPassword(user.passwordHash, body.oldPassword))) {
    throw badRequest('error.password.oldWrong', [
      { field: 'oldPassword', key: 'error.password.oldWrong' },
    ]);
  }
  if (body.oldPassword === body.password) {
    throw badRequest('error.password.same', [{ field: 'password', key: 'error.password.same' }]);
  }
  await deps.db
    .update(users)
    .set({
      passwordHash: await hashPassword(body.password),
      passwordChangedAt: new Date(deps.now()),
    })
    .where(eq(users.id, auth.userId));
  await revokeOtherSessions(deps.db, auth.userId, auth.tokenHash);
  return c.json({ code: CODE.ok, msg: c.var.t('auth.password.changed') }, 200);
};

export const accountRouter = newRouter()
  .openapi(routes.sendSms, sendSms)
  .openapi(routes.register, register)
  .openapi(routes.forgotVerify, forgotVerify)
  .openapi(routes.forgotReset, forgotReset)
  .openapi(routes.unlockLogin, unlockLogin)
  .openapi(routes.updatePassword, updatePassword);
