import { CODE } from '#shared/constants.ts';
import { badRequest } from '#server/http/errors.ts';
import { enforce } from '#server/http/rate-limit.ts';
import { newRouter, type Handler } from '#server/http/openapi.ts';
import { captchaEnabled, checkCaptcha } from '#server/auth/captcha/store.ts';
import { authOf } from '#server/auth/guard.ts';
import { liftLoginWaits } from '#server/auth/lockout.ts';
import { readPasswordPolicy } from '#server/auth/password-policy.ts';
import { data } from '#server/http/reply.ts';
import { checkSmsCode, sendSmsCode } from '#server/auth/sms/codes.ts';
import { SMS_RESEND_SECONDS } from '#server/auth/sms/budgets.ts';
import { assertRegistrationOpen, registerUnit } from './register.ts';
import * as routes from './account.routes.ts';
import {
  accountByNameAndPhone,
  changePassword,
  issueResetTicket,
  resetPassword,
} from './account.service.ts';

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
  await registerUnit(deps, body, c.var.locale, c.var.clientIp);
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
  const ticket = await issueResetTicket(deps.db, user.id, deps.now());
  return c.json({ code: CODE.ok, msg: c.var.t('common.ok'), data: { ticket } }, 200);
};

export const forgotReset: Handler<typeof routes.forgotReset> = async (c) => {
  const deps = c.var.deps;
  const body = c.req.valid('json');
  await resetPassword(deps.db, { ticket: body.ticket, password: body.password, now: deps.now() });
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
  await changePassword(deps.db, {
    userId: auth.userId,
    tokenHash: auth.tokenHash,
    oldPassword: body.oldPassword,
    password: body.password,
    now: deps.now(),
  });
  return c.json({ code: CODE.ok, msg: c.var.t('auth.password.changed') }, 200);
};

export const passwordRules: Handler<typeof routes.passwordRules> = async (c) =>
  data(c, await readPasswordPolicy(c.var.deps.db));

export const accountRouter = newRouter()
  .openapi(routes.passwordRules, passwordRules)
  .openapi(routes.sendSms, sendSms)
  .openapi(routes.register, register)
  .openapi(routes.forgotVerify, forgotVerify)
  .openapi(routes.forgotReset, forgotReset)
  .openapi(routes.unlockLogin, unlockLogin)
  .openapi(routes.updatePassword, updatePassword);
