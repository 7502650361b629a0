/**
 * PostgreSQL text cannot hold a NUL character and no form has a reason to send one; let through,
 * it would end as a 500 deep in a query. Refused here for every route, in the URL and in JSON.
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context.ts';
import { badRequest } from './errors.ts';

const NUL = '\u0000';

export function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value && typeof value === 'object')
    return Object.entries(value).some(([k, v]) => k.includes(NUL) || holdsNul(v));
  return false;
}

export const refuseNul = createMiddleware<AppEnv>(async (c, next) => {
  // A NUL reaches a parameter only as `%00` (each part of the address is decoded once) or raw;
  // decoding the whole address first would miss it behind any other malformed escape.
  if (/%00|\u0000/.test(c.req.url)) throw badRequest('error.input.control');
  if ((c.req.header('content-type') ?? '').includes('application/json')) {
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return next(); // not JSON: the route's validator says so in its own words
    }
    if (holdsNul(body)) throw badRequest('error.input.control');
  }
  return next();
});
