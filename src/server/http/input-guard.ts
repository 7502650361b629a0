/**
 * PostgreSQL text cannot hold a NUL character and no form has a reason to send one; let through,
 * it would end as a 500 deep in a query. Refused here for every route, in the URL and in JSON.
 * JSON nested deeper than any form sends is refused too: no check after this one walks it.
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context.ts';
import { badRequest } from './errors.ts';

const NUL = '\u0000';
/** The deepest a form's JSON goes is a few levels (a report's rows, a menu's children). */
export const MAX_JSON_DEPTH = 64;

/**
 * What is wrong with a parsed JSON value, if anything: a NUL in a key or a string, or nesting
 * past MAX_JSON_DEPTH. Walked with a list, not by recursion, so no depth can overflow the stack.
 */
export function jsonProblem(value: unknown): 'control' | 'tooDeep' | undefined {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: v, depth } = next;
    if (typeof v === 'string') {
      if (v.includes(NUL)) return 'control';
      continue;
    }
    if (!v || typeof v !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH) return 'tooDeep';
    for (const [key, child] of Object.entries(v)) {
      if (key.includes(NUL)) return 'control';
      pending.push({ value: child, depth: depth + 1 });
    }
  }
  return undefined;
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
    const problem = jsonProblem(body);
    if (problem) throw badRequest(`error.input.${problem}`);
  }
  return next();
});
