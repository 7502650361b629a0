/** Who is calling, and may they: enforced here on every call, whatever the UI hides. */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { CODE, SESSION_USER_HEADER, TOKEN_COOKIE } from '#shared/constants.ts';
import { hasPermiOr, type Permission } from '#shared/permissions.ts';
import type { AppEnv, AuthUser } from '../http/context.ts';
import { AppError, forbidden, unauthorized } from '../http/errors.ts';
import { resolveSession } from './session.ts';

export function bearerToken(header: string | undefined): string | undefined {
  return header?.match(/^Bearer\s+([A-Za-z0-9_-]{20,100})$/)?.[1];
}

/**
 * Resolves the bearer token, if any, into c.var.auth. A bad token is simply anonymous here. A
 * page that says which account it acts for is refused when the token is another's (a different
 * account signed in in another tab): nothing is done, or shown, in the wrong name.
 */
export const authenticate = createMiddleware<AppEnv>(async (c, next) => {
  const token = bearerToken(c.req.header('authorization'));
  if (token) {
    const { db, env, now } = c.var.deps;
    const auth = await resolveSession(db, token, now(), env.SESSION_IDLE_MINUTES);
    const expected = c.req.header(SESSION_USER_HEADER);
    if (auth && expected && expected !== String(auth.userId))
      throw new AppError(409, CODE.error, 'error.session.switched');
    c.set('auth', auth);
  }
  await next();
});

export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.auth) throw unauthorized();
  await next();
});

/**
 * The permissions a route asks for stay readable on its guard, so the API description can name
 * them and a test can try every route with every role.
 */
export const requirePermission = (...anyOf: Permission[]) =>
  Object.assign(
    createMiddleware<AppEnv>(async (c, next) => {
      if (!c.var.auth) throw unauthorized();
      if (!hasPermiOr(c.var.auth.permissions, anyOf)) throw forbidden();
      await next();
    }),
    { permissions: anyOf },
  );

/** User types decide some pages too (types 03–06, the governing units, see the roster). */
export const requireUserType = (anyOf: readonly string[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!c.var.auth) throw unauthorized();
    if (!anyOf.includes(c.var.auth.userType)) throw forbidden();
    await next();
  });

/** The session of the Site-Token cookie, for the few GETs a browser tab makes without our client. */
export async function sessionFromCookie(c: Context<AppEnv>): Promise<AuthUser | undefined> {
  const token = bearerToken(`Bearer ${getCookie(c, TOKEN_COOKIE) ?? ''}`);
  if (!token) return undefined;
  const { db, env, now } = c.var.deps;
  return resolveSession(db, token, now(), env.SESSION_IDLE_MINUTES);
}

/** The signed-in user; only call behind requireAuth. */
export function authOf(c: { var: AppEnv['Variables'] }) {
  const auth = c.var.auth;
  if (!auth) throw unauthorized();
  return auth;
}
