/**
 * A form sends an Idempotency-Key that stays the same for every retry of one submission: the
 * first request with it runs; a retry gets the stored answer of a success (or is told the first
 * is still running), so a double click or a retry after a lost answer files nothing twice. Only
 * successes are kept: after a refusal the unit corrects the form and sends it again, key and all.
 */
import { createHash } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { idempotencyKeys } from './tables.ts';
import { IDEMPOTENCY_HEADER } from '#shared/constants.ts';
import type { AppEnv } from './context.ts';
import { badRequest, conflict } from './errors.ts';

const KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;

export const idempotency = createMiddleware<AppEnv>(async (c, next) => {
  const given = c.req.header(IDEMPOTENCY_HEADER);
  if (c.req.method !== 'POST' || given === undefined) return next();
  if (!KEY_PATTERN.test(given)) throw badRequest('error.idempotencyKey');
  // Scoped to the caller and the call: one user's key says nothing about another's.
  const who = c.var.auth ? `u:${c.var.auth.userId}` : `ip:${c.var.clientBucket}`;
  const key = createHash('sha256').update(`${who}\n${c.req.path}\n${given}`).digest('hex');
  const { db } = c.var.deps;
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ key })
    .onConflictDoNothing()
    .returning();
  if (claimed.length === 0) {
    const [earlier] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    if (!earlier?.status) throw conflict('error.duplicateSubmit');
    c.header('Idempotent-Replay', 'true');
    return c.json(earlier.response as object, earlier.status as 200);
  }
  try {
    await next();
  } finally {
    if (c.res.status >= 200 && c.res.status < 300 && isJson(c.res)) {
      const response = await c.res.clone().json();
      await db
        .update(idempotencyKeys)
        .set({ status: c.res.status, response })
        .where(and(eq(idempotencyKeys.key, key), isNull(idempotencyKeys.status)));
    } else {
      await db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    }
  }
});

const isJson = (res: Response) =>
  (res.headers.get('content-type') ?? '').includes('application/json');

/** Keys older than a day are of no use to any retry. */
export const purgeOldKeys = (before: Date) =>
  sql`delete from ${idempotencyKeys} where ${idempotencyKeys.createdAt} < ${before.toISOString()}`;
