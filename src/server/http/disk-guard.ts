/**
 * Writes stop before the disk is full. The embedded database does not survive running out of
 * space (PostgreSQL cannot write its log and the process wedges), and a half-written upload helps
 * no one: so a write is refused with 507 and a message in the caller's language while less than
 * DISK_RESERVE_MB would stay free on the data folder's disk (or the files folder's, when that is
 * another disk). Reads go on; writes resume by themselves once there is room again.
 */
import { statfsSync } from 'node:fs';
import { createMiddleware } from 'hono/factory';
import { CODE } from '#shared/constants.ts';
import type { AppEnv } from './context.ts';
import { AppError } from './errors.ts';
import { WRITE_METHODS } from './methods.ts';

const WARN_EVERY_MS = 60_000;

/** Bytes free to this process on the disk of each folder that exists; the least of them. */
export function freeBytes(folders: string[]): number {
  let least = Number.POSITIVE_INFINITY;
  for (const folder of folders) {
    try {
      const s = statfsSync(folder);
      least = Math.min(least, s.bavail * s.bsize);
    } catch {
      // A folder not made yet (the files folder before the first upload) says nothing.
    }
  }
  return least;
}

/** Signing in and out write a row each: staff must still get in to act, and out to be safe. */
const ALWAYS = new Set(['/prod-api/login', '/prod-api/logout']);
/** A disk asked about this recently answers from memory (a network disk is slow to ask). */
const ASK_EVERY_MS = 250;

export function diskGuard(folders: string[], reserveMb: number) {
  const reserve = reserveMb * 1024 * 1024;
  let warnedAt = 0;
  let free = Number.POSITIVE_INFINITY;
  let askedAt = 0;
  return createMiddleware<AppEnv>(async (c, next) => {
    if (reserve === 0 || !WRITE_METHODS.has(c.req.method) || ALWAYS.has(c.req.path)) return next();
    const now = Date.now();
    // Near the line every write asks: room made, or taken, shows at once.
    if (now - askedAt >= ASK_EVERY_MS || free < 2 * reserve) {
      free = freeBytes(folders);
      askedAt = now;
    }
    const incoming = Number(c.req.header('content-length')) || 0;
    if (free - incoming >= reserve) return next();
    if (now - warnedAt > WARN_EVERY_MS) {
      warnedAt = now;
      console.error(
        `[disk] ${Math.floor(free / 1048576)} MB free, less than DISK_RESERVE_MB=${reserveMb}: ` +
          'writes are refused until there is room',
      );
    }
    // Read to the end (and dropped): a client still sending would otherwise see the connection
    // close instead of the message.
    const body = c.req.raw.body;
    if (body) for await (const _ of body);
    throw new AppError(507, CODE.error, 'error.diskLow');
  });
}
