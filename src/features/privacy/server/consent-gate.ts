/**
 * A member account that has not agreed to the privacy notice in force is refused every call but
 * reading and agreeing to it, signing out, and the public reads anyone may make: the server
 * holds the rule, whatever page the browser is on. Staff accounts are not asked: their data is
 * the association's to keep as their employer (PIPL art. 13(2)), not under this notice.
 */
import { createMiddleware } from 'hono/factory';
import { API_PREFIX, CODE } from '#shared/constants.ts';
import type { AppEnv } from '#server/http/context.ts';
import { AppError } from '#server/http/errors.ts';
import { consentNeeded } from './privacy.service.ts';

const OPEN_PREFIXES = ['/privacy/', '/web/'].map((p) => API_PREFIX + p);
const OPEN_PATHS = new Set(
  ['/logout', '/captchaImage', '/changeLanguages', '/password/policy'].map((p) => API_PREFIX + p),
);

export const consentGate = createMiddleware<AppEnv>(async (c, next) => {
  const auth = c.var.auth;
  const path = c.req.path;
  if (
    auth?.enterpriseId != null &&
    !OPEN_PATHS.has(path) &&
    !OPEN_PREFIXES.some((p) => path.startsWith(p))
  ) {
    const version = await consentNeeded(c.var.deps.db, auth.userId);
    if (version !== null)
      throw new AppError(403, CODE.error, 'error.privacy.consentNeeded', {
        body: { consentNeeded: version },
      });
  }
  await next();
});
