/**
 * Every staff write, and every staff read that a service marks (an export), becomes a row of the
 * audit trail: who, when, from which address, which route with which ids, what was sent (secrets
 * replaced) and the records it changed. Refused attempts are kept too, with their status.
 */
import { createMiddleware } from 'hono/factory';
import { routePath } from 'hono/route';
import type { Context } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { appendAudit } from './audit-chain.ts';
import { forwardToSyslog } from './syslog.ts';
import { inAuditScope } from './audit-scope.ts';
import { WRITE_METHODS } from '../http/methods.ts';

const SECRET_KEY = /password|pwd|secret|token|ticket|captcha|^code$|^smsCode$|^uuid$/i;
const BODY_LIMIT = 8 * 1024;

/** The body with every secret replaced; one too large keeps its field names only. */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, SECRET_KEY.test(k) ? '***' : redact(v)]),
  );
}

function bounded(body: unknown): unknown {
  const text = JSON.stringify(body);
  if (text === undefined || text.length <= BODY_LIMIT) return body;
  return { truncated: true, fields: typeof body === 'object' && body ? Object.keys(body) : [] };
}

async function bodyOf(c: Context<AppEnv>): Promise<unknown> {
  if (!c.req.header('content-type')?.includes('application/json')) return null;
  try {
    return bounded(redact(await c.req.json()));
  } catch {
    return null;
  }
}

/**
 * The declared route that answered: the last one run (several may match a path, as
 * `/x/export` and `/x/{id}` do). A refusal by the shared middleware names the path as called.
 * The content family's `{type}` is written out (`/content/article/{id}`): the trail is read and
 * filtered by what was edited, and one pattern for eleven kinds would hide that.
 */
function routeOf(c: Context<AppEnv>): string {
  const ran = routePath(c);
  const path = ran && !ran.endsWith('*') ? ran : c.req.path;
  const type = ran?.includes(':type') ? c.req.param('type') : undefined;
  return path
    .replace(/^\/prod-api/, '')
    .replace(/:type\b/, type && /^[a-z-]+$/.test(type) ? type : '{type}')
    .replace(/:(\w+)/g, '{$1}');
}

export const auditTrail = createMiddleware<AppEnv>(async (c, next) => {
  const auth = c.var.auth;
  // Visitors' calls pass straight through; an enterprise's are kept only when a service marks
  // one (a correction of its people's data), and then without the values it sent.
  if (!auth) return next();
  const staff = auth.enterpriseId === null;
  const { scope, done } = inAuditScope(next);
  try {
    await done;
  } finally {
    const kept = staff ? WRITE_METHODS.has(c.req.method) || scope.changes.length > 0 : scope.member;
    if (kept) {
      const entry = {
        at: new Date(c.var.deps.now()),
        actorUserId: auth.userId,
        actorName: auth.nickName || auth.userName,
        ip: c.var.clientIp,
        requestId: c.var.requestId,
        method: c.req.method,
        route: routeOf(c),
        path: c.req.path.replace(/^\/prod-api/, ''),
        // A refusal has already become its answer here (the error handler runs where it was thrown).
        status: c.res.status,
        body: staff ? await bodyOf(c) : null,
        changes: scope.changes,
      };
      const link = await appendAudit(c.var.deps.db, entry);
      forwardToSyslog(c.var.deps.env.AUDIT_SYSLOG, { ...entry, ...link });
    }
  }
});
