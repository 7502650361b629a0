/**
 * Outgoing side of the request layer (REFERENCE "Client request layer" 1–3): bearer token,
 * reader's language, timeouts, and the parameter rules.
 */
import type { Middleware } from 'openapi-fetch';

/** Calls that never carry the token. */
export const NO_TOKEN_PATHS = new Set(['/login', '/register', '/captchaImage']);
/** Header a caller sets to opt one request out of the token ("isToken: false"). */
export const NO_TOKEN_HEADER = 'x-no-token';

export function authMiddleware(getToken: () => string | undefined): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      const optOut = request.headers.has(NO_TOKEN_HEADER) || NO_TOKEN_PATHS.has(schemaPath);
      request.headers.delete(NO_TOKEN_HEADER);
      const token = getToken();
      if (token && !optOut) request.headers.set('Authorization', `Bearer ${token}`);
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

/** 20 s for calls, 50 s for downloads (SPEC §9); the first to fire of caller's signal and ours wins. */
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
 * `key[sub]=value` (REFERENCE 2).
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
