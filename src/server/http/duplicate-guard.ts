/**
 * Server half of the duplicate-submit guard: an identical write from the
 * same session (or address) to the same path within the window is refused, whatever the client did.
 */
import { createMiddleware } from 'hono/factory';
import { createHash } from 'node:crypto';
import { lte, sql } from 'drizzle-orm';
import { DUPLICATE_MAX_BODY_BYTES, DUPLICATE_WINDOW_MS } from '#shared/constants.ts';
import { preparedOnce } from '../db/prepared.ts';
import { submitGuards } from './tables.ts';
import { conflict } from './errors.ts';
import type { AppEnv } from './context.ts';
import { WRITE_METHODS } from './methods.ts';

/**
 * Claims a write's key unless the same write was claimed inside the window: every write asks
 * it, so it is prepared once.
 */
const claim = preparedOnce((db) =>
  db
    .insert(submitGuards)
    .values({ key: sql.placeholder('key'), at: sql.placeholder('now') })
    .onConflictDoUpdate({
      target: submitGuards.key,
      set: { at: sql`excluded.at` },
      where: lte(submitGuards.at, sql.placeholder('windowStart')),
    })
    .returning({ key: submitGuards.key })
    .prepare('claim_write'),
);

export const duplicateGuard = (exempt: (path: string) => boolean) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!WRITE_METHODS.has(c.req.method) || exempt(c.req.path)) return next();
    const length = Number(c.req.header('content-length') ?? 0);
    if (length >= DUPLICATE_MAX_BODY_BYTES) return next();
    const body = Buffer.from(await c.req.arrayBuffer());
    const who = bearer(c.req.header('authorization')) ?? `ip:${c.var.clientIp}`;
    const key = createHash('sha256')
      .update(`${who}\n${c.req.method}\n${c.req.path}\n`)
      .update(body)
      .digest('hex');
    const { db } = c.var.deps;
    const now = c.var.deps.now();
    const rows = await claim(db).execute({ key, now, windowStart: now - DUPLICATE_WINDOW_MS });
    if (rows.length === 0) throw conflict('error.duplicateSubmit');
    // Old rows are useless after the window; trim a few now and then instead of on every write.
    if (Math.random() < 0.02)
      await db.execute(sql`delete from submit_guard where at < ${now - 60_000}`);
    return next();
  });

function bearer(header: string | undefined): string | undefined {
  const token = header?.match(/^Bearer\s+(.+)$/i)?.[1];
  return token ? `t:${createHash('sha256').update(token).digest('hex')}` : undefined;
}
