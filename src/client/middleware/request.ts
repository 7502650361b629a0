/**
 * Outgoing side of the request layer: the bearer token (except on the calls that sign in or
 * register), the reader's language, timeouts, and how GET parameters are written.
 */
import { SESSION_USER_HEADER } from '#shared/constants.ts';
import type { Middleware } from 'openapi-fetch';

/** Calls that never carry the token. */
export const NO_TOKEN_PATHS = new Set(['/login', '/register', '/captchaImage']);
/** Header a caller sets to opt one request out of the token ("isToken: false"). */
export const NO_TOKEN_HEADER = 'x-no-token';

/**
 * The session's token on every call, and the account this page believes it acts for: the token
 * is read afresh (a sign-in in another tab is this tab's too), so the server refuses a call whose
 * token has become another account's (`SESSION_USER_HEADER`), and nothing is done in its name.
 */
export function authMiddleware(
  getToken: () => string | undefined,
  getUserId: () => number | undefined = () => undefined,
): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      const optOut = request.headers.has(NO_TOKEN_HEADER) || NO_TOKEN_PATHS.has(schemaPath);
      request.headers.delete(NO_TOKEN_HEADER);
      const token = getToken();
      if (token && !optOut) {
        request.headers.set('Authorization', `Bearer ${token}`);
        const userId = getUserId();
        if (userId !== undefined) request.headers.set(SESSION_USER_HEADER, String(userId));
      }
      return request;
    },
  };
}

export function languageMiddleware(getLocale: () => string): Middleware {
  return {
    onRequest({ request }) {
      request.headers.set('Content-Language', getLocale());
      return request;
    },
  };
}

/** A call gets 20 s, a download 50 s; whichever fires first, the caller's signal or ours, wins. */
export function timeoutMiddleware(ms: number, downloadMs = ms): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      const limit = schemaPath.startsWith('/common/download') ? downloadMs : ms;
      const signal = AbortSignal.any([request.signal, AbortSignal.timeout(limit)]);
      return new Request(request, { signal });
    },
  };
}

/**
 * GET parameters: null, undefined and empty values are dropped; a nested object becomes
 * `key[sub]=value`, as the server reads them.
 */
export function serializeQuery(params: Record<string, unknown>): string {
  const parts: string[] = [];
  const add = (key: string, value: unknown) => {
    if (value === null || value === undefined || value === '') return;
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  };
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [sub, v] of Object.entries(value as Record<string, unknown>))
        add(`${key}[${sub}]`, v);
    } else if (Array.isArray(value)) {
      for (const v of value) add(key, v);
    } else add(key, value);
  }
  return parts.join('&');
}
