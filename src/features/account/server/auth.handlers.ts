import { setCookie } from 'hono/cookie';
import { CODE, LANGUAGE_COOKIE } from '#shared/constants.ts';
import { AppError, badRequest } from '#server/http/errors.ts';
import { enforce } from '#server/http/rate-limit.ts';
import { newRouter, type Handler } from '#server/http/openapi.ts';
import * as routes from './auth.routes.ts';
import { captchaEnabled, checkCaptcha, issueCaptcha } from '#server/auth/captcha/store.ts';
import { authOf, bearerToken } from '#server/auth/guard.ts';
import { beijingToday } from '#shared/format.ts';
import {
  assertLoginAllowed,
  lockoutName,
  recordLoginFailure,
  recordLoginSuccess,
} from '#server/auth/lockout.ts';
import { accountMatching } from '#server/auth/login-account.ts';
import { createSession, revokeSession } from '#server/auth/session.ts';
import { sha256 } from '#server/auth/tokens.ts';
import { accountInfo, recordLogin, signInNotice as notice } from './auth.service.ts';
import { issueResetTicket } from './account.service.ts';
import { data } from '#server/http/reply.ts';

export const captchaImage: Handler<typeof routes.captchaImage> = async (c) => {
  const deps = c.var.deps;
  await enforce(
    deps.db,
    { key: `captcha:ip:${c.var.clientBucket}`, max: 60, windowMs: 60_000 },
    deps.now(),
  );
  if (!(await captchaEnabled(deps)))
    return c.json({ code: CODE.ok, msg: c.var.t('common.ok'), captchaEnabled: false }, 200);
  const { uuid, img } = await issueCaptcha(deps);
  c.header('Cache-Control', 'no-store');
  return c.json({ code: CODE.ok, msg: c.var.t('common.ok'), captchaEnabled: true, uuid, img }, 200);
};

export const login: Handler<typeof routes.login> = async (c) => {
  const { username, password, code, uuid } = c.req.valid('json');
  // Every attempt is kept for the administrator, whatever stopped it.
  const record = (ok: boolean, outcome: string, userId: number | null) =>
    recordLogin(c.var.deps.db, {
      userName: username,
      userId,
      ip: c.var.clientIp,
      userAgent: c.req.header('user-agent') ?? '',
      ok,
      outcome,
    });
  try {
    const { token, userId } = await signIn(c, { username, password, code, uuid });
    await record(true, 'auth.login.success', userId);
    return c.json({ code: CODE.ok, msg: c.var.t('auth.login.success'), token }, 200);
  } catch (err) {
    // Calls refused for coming too often are not kept one by one: a flood would fill the log.
    if (!(err instanceof AppError && err.status === 429))
      await record(false, err instanceof AppError ? err.key : 'error.http.500', null);
    throw err;
  }
};

async function signIn(
  c: Parameters<typeof login>[0],
  f: { username: string; password: string; code?: string | undefined; uuid?: string | undefined },
) {
  const deps = c.var.deps;
  const now = deps.now();
  await enforce(
    deps.db,
    {
      key: `login:ip:${c.var.clientBucket}`,
      max: deps.env.LOGIN_LIMIT_PER_IP,
      windowMs: 10 * 60_000,
    },
    now,
  );
  if (await captchaEnabled(deps)) await checkCaptcha(deps, f.uuid, f.code);
  const attempt = {
    name: await lockoutName(deps.db, f.username),
    address: c.var.clientBucket,
    now,
  };
  await assertLoginAllowed(deps.db, attempt.name, attempt.address, now);
  const user = await accountMatching(deps.db, f.username, f.password);
  if (!user) {
    await recordLoginFailure(deps.db, deps.env, attempt);
    throw badRequest('error.login.badCredentials');
  }
  if (user.status !== '0') throw badRequest('error.login.disabled');
  await recordLoginSuccess(deps.db, attempt);
  // No session until a default or widely known password is replaced (等保: no default passwords).
  if (user.mustChangePassword)
    throw new AppError(403, CODE.error, 'error.login.mustChangePassword', {
      body: { passwordTicket: await issueResetTicket(deps.db, user.id, now) },
    });
  const token = await createSession(deps.db, {
    userId: user.id,
    ip: c.var.clientIp,
    userAgent: c.req.header('user-agent') ?? '',
    now,
    idleMinutes: deps.env.SESSION_IDLE_MINUTES,
  });
  return { token, userId: user.id };
}

export const logout: Handler<typeof routes.logout> = async (c) => {
  const token = bearerToken(c.req.header('authorization'));
  if (token) await revokeSession(c.var.deps.db, sha256(token));
  return c.json({ code: CODE.ok, msg: c.var.t('auth.logout.success') }, 200);
};

export const getInfo: Handler<typeof routes.getInfo> = async (c) => {
  const auth = authOf(c);
  const { db, now } = c.var.deps;
  const user = await accountInfo(db, auth.userId, beijingToday(now()));
  // This call's session was read with its roles a moment ago, by the same rule.
  const { roles, permissions } = auth;
  return c.json({ code: CODE.ok, msg: c.var.t('common.ok'), user, roles, permissions }, 200);
};

export const signInNotice: Handler<typeof routes.signInNotice> = async (c) =>
  data(c, await notice(c.var.deps.db, authOf(c).userId, c.var.deps.now()));

export const changeLanguage: Handler<typeof routes.changeLanguage> = async (c) => {
  const { lang } = c.req.valid('query');
  // Over HTTPS (said by the URL, or by the proxy in front) the cookie never travels in clear; a
  // forged header can only make it stricter.
  const https =
    new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';
  setCookie(c, LANGUAGE_COOKIE, lang, {
    path: '/',
    sameSite: 'Lax',
    maxAge: 365 * 86400,
    secure: https,
  });
  return c.json({ code: CODE.ok, msg: c.var.t('common.ok') }, 200);
};

export const authRouter = newRouter()
  .openapi(routes.captchaImage, captchaImage)
  .openapi(routes.login, login)
  .openapi(routes.logout, logout)
  .openapi(routes.getInfo, getInfo)
  .openapi(routes.changeLanguage, changeLanguage)
  .openapi(routes.signInNotice, signInNotice);
