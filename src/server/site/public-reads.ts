/**
 * The public content calls (`/web/index/*`) answer every visitor alike, and change only when the
 * content does. So a visitor's answer is kept, by address, query and language, until the content
 * version moves, and each address has a budget of such calls: one client reading as fast as it can
 * is refused with 429 long before it slows the members down. The refusal comes after a pause: a
 * client that waits for its answers, as browsers and most scripts do, is then held near its
 * budget, instead of costing the server a refusal as fast as it can ask (at 20 connections that
 * tripled members' waits beside it).
 *
 * Signed-in readers are never served from the cache (some answers depend on who asks). Another
 * process's edit is seen within a second: the version is read from the database at most once a
 * second. An answer also expires after a minute, for the few that follow the calendar.
 */
import { timingSafeEqual } from 'node:crypto';
import { setTimeout as pause } from 'node:timers/promises';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { SITE_BUILD_HEADER } from '#shared/constants.ts';
import type { Db } from '../db/client.ts';
import { contentVersion } from './content-version.ts';
import type { AppEnv } from '../http/context.ts';
import { notFound, tooMany } from '../http/errors.ts';
import { acceptsEncoding } from '../http/accept-encoding.ts';
import { GZIP_MIN_BYTES, gzipBytes } from '../http/compress-answers.ts';

/** Every public call counts against the budget; the content calls are also kept. */
const PUBLIC_PREFIX = '/prod-api/web/';
const CONTENT_PREFIX = '/prod-api/web/index/';
/** Bulk reads for the page builder, too heavy to offer every visitor. */
const BUILDER_ONLY = new Set(['/prod-api/web/index/detailList']);
/** Bytes of kept answers, at most; the oldest go first. */
const MAX_BYTES = 32 * 1024 * 1024;
const MAX_AGE_MS = 60_000;
const VERSION_CHECK_MS = 1000;
/** How long a call over its address's budget waits for its refusal. */
const REFUSAL_PAUSE_MS = 1000;

interface Kept {
  version: number;
  at: number;
  type: string;
  body: Uint8Array<ArrayBuffer>;
  gzipped?: Uint8Array<ArrayBuffer>;
}

const sizeOf = (kept: Kept) => kept.body.length + (kept.gzipped?.length ?? 0);

/** Answers kept for this process, and the content version they were made for. */
export class PublicCache {
  private entries = new Map<string, Kept>();
  private bytes = 0;
  private version = -1;
  private checkedAt = 0;
  private checking: Promise<void> | undefined;
  /**
   * Counts this process's own changes. A version read, or an answer made, that began before the
   * latest change may carry what the change replaced: it is not kept.
   */
  private generation = 0;
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /** Where a request starts: the content version, and the generation to hand back to `set`. */
  async current(now: number): Promise<{ version: number; generation: number }> {
    const generation = this.generation;
    if (now - this.checkedAt >= VERSION_CHECK_MS) {
      this.checking ??= this.check();
      await this.checking;
    }
    return { version: this.version, generation };
  }

  private async check(): Promise<void> {
    const generation = this.generation;
    try {
      const version = await contentVersion({ db: this.db });
      if (generation !== this.generation) return; // a change came meanwhile: read again next time
      if (version !== this.version) this.clear();
      this.version = version;
      this.checkedAt = Date.now();
    } finally {
      this.checking = undefined;
    }
  }

  /** This process changed the content: what it kept is stale at once, whatever the clock says. */
  invalidate(): void {
    this.generation++;
    this.clear();
    this.checkedAt = 0;
  }

  private clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  get(key: string, version: number, now: number): Kept | undefined {
    const kept = this.entries.get(key);
    if (!kept || kept.version !== version || now - kept.at > MAX_AGE_MS) return undefined;
    return kept;
  }

  set(key: string, kept: Kept, generation: number): void {
    if (generation !== this.generation || kept.version !== this.version) return;
    const size = sizeOf(kept);
    if (size > MAX_BYTES / 16) return;
    this.bytes += size;
    for (const [old, entry] of this.entries) {
      if (this.bytes <= MAX_BYTES) break;
      this.entries.delete(old);
      this.bytes -= sizeOf(entry);
    }
    this.entries.set(key, kept);
  }
}

/** A token bucket per address: `perMinute` calls a minute, a burst of a tenth of that. */
export class AddressBudget {
  private buckets = new Map<string, { tokens: number; at: number }>();
  private readonly perMs: number;
  private readonly burst: number;

  constructor(perMinute: number) {
    this.perMs = perMinute / 60_000;
    this.burst = Math.max(20, Math.ceil(perMinute / 10));
  }

  /** Takes one call from the address's budget; returns the seconds to wait when it is spent. */
  take(address: string, now: number): number {
    const b = this.buckets.get(address) ?? { tokens: this.burst, at: now };
    b.tokens = Math.min(this.burst, b.tokens + (now - b.at) * this.perMs);
    b.at = now;
    if (this.buckets.size > 50_000) this.buckets.clear(); // a flood of addresses: start over
    this.buckets.set(address, b);
    if (b.tokens < 1) return Math.ceil((1 - b.tokens) / this.perMs / 1000);
    b.tokens -= 1;
    return 0;
  }
}

const sameToken = (given: string | undefined, token: string) =>
  !!given &&
  given.length === token.length &&
  timingSafeEqual(Buffer.from(given), Buffer.from(token));

export const publicReads = (cache: PublicCache, budget: AddressBudget, buildToken: string) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method !== 'GET' || !c.req.path.startsWith(PUBLIC_PREFIX)) return next();
    const now = Date.now();
    // The page builder reads everything once per build: no budget, and nothing worth keeping.
    if (sameToken(c.req.header(SITE_BUILD_HEADER), buildToken)) return next();
    if (BUILDER_ONLY.has(c.req.path)) throw notFound();
    const wait = budget.take(c.get('clientBucket'), now);
    if (wait > 0) {
      await pause(REFUSAL_PAUSE_MS);
      throw tooMany('error.readsLimited', wait);
    }
    if (c.get('auth') || !c.req.path.startsWith(CONTENT_PREFIX)) return next();
    const { version, generation } = await cache.current(now);
    const key = `${c.get('locale')} ${c.req.url.slice(c.req.url.indexOf(PUBLIC_PREFIX))}`;
    const hit = cache.get(key, version, now);
    if (hit) return keptAnswer(c, hit);
    await next();
    const type = c.res.headers.get('content-type') ?? '';
    if (c.res.status !== 200 || !type.includes('application/json')) return;
    const body = new Uint8Array(await c.res.arrayBuffer());
    const gzipped =
      body.length >= GZIP_MIN_BYTES ? new Uint8Array(await gzipBytes(body)) : undefined;
    const kept: Kept = { version, at: now, type, body, ...(gzipped ? { gzipped } : {}) };
    cache.set(key, kept, generation);
    // The first reader gets the copy just made, not a second compression of the same bytes.
    const answer = keptAnswer(c, kept);
    c.res = undefined;
    c.res = answer;
  });

/** A kept answer, compressed when it has a compressed copy and the reader takes gzip. */
function keptAnswer(c: Context<AppEnv>, kept: Kept): Response {
  const gzip = kept.gzipped && acceptsEncoding(c.req.header('accept-encoding'), 'gzip');
  return c.body(gzip ? kept.gzipped! : kept.body, 200, {
    'Content-Type': kept.type,
    'Content-Length': String(gzip ? kept.gzipped!.length : kept.body.length),
    Vary: 'Accept-Encoding',
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
  });
}
