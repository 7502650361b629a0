/**
 * What the builder tells the editors: each change is queued, then built with the others that came
 * while it waited, then live or failed. Rows of a process that died mid-build say so at the next
 * start, whose own build covers them.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { siteBuilds } from './tables.ts';
import type { SiteChange } from './content-version.ts';

/** The error of a build whose process stopped before it ended. */
export const INTERRUPTED = 'interrupted';

/** The end of a failed build's output kept for the editors: enough to see why, never the log. */
const ERROR_CHARS = 4000;

export interface BuildJournal {
  /** A change to build; `builder` names the process that builds it, or null for whichever does. */
  queued(change: SiteChange, builder: string | null): Promise<number>;
  /** The changes queued for whichever process builds, now this one's (see `queued`). */
  claim(builder: string): Promise<{ id: number; change: SiteChange }[]>;
  /** Gives changes back, unbuilt, for whichever process builds now. */
  unclaim(ids: number[]): Promise<void>;
  started(ids: number[]): Promise<void>;
  finished(ids: number[], error?: string): Promise<void>;
}

export function buildJournal(db: Db): BuildJournal {
  const mark = (ids: number[], set: Partial<typeof siteBuilds.$inferInsert>) =>
    ids.length ? db.update(siteBuilds).set(set).where(inArray(siteBuilds.id, ids)) : undefined;
  return {
    async queued(change, builder) {
      const values =
        change === 'all' ? { pages: null } : { pages: change.keys, removed: change.removed };
      const [row] = await db
        .insert(siteBuilds)
        .values({ ...values, builder })
        .returning({ id: siteBuilds.id });
      return row?.id ?? 0;
    },
    async claim(builder) {
      const rows = await db
        .update(siteBuilds)
        .set({ builder })
        .where(and(eq(siteBuilds.status, 'queued'), isNull(siteBuilds.builder)))
        .returning({ id: siteBuilds.id, pages: siteBuilds.pages, removed: siteBuilds.removed });
      return rows
        .sort((a, b) => a.id - b.id)
        .map((r) => ({
          id: r.id,
          change: r.pages ? { keys: r.pages, removed: r.removed } : ('all' as const),
        }));
    },
    async unclaim(ids) {
      await mark(ids, { builder: null, status: 'queued', startedAt: null });
    },
    async started(ids) {
      await mark(ids, { status: 'building', startedAt: new Date() });
    },
    async finished(ids, error) {
      await mark(ids, {
        status: error ? 'failed' : 'live',
        finishedAt: new Date(),
        error: error ? error.slice(-ERROR_CHARS) : null,
      });
    },
  };
}

/**
 * Builds left queued or running by a process that stopped building: the process that builds next
 * rebuilds what is stale. With other processes about (`shared`), changes no builder has claimed
 * yet are left for this one to claim.
 */
export async function closeInterrupted(db: Db, shared = false): Promise<void> {
  const left = shared
    ? sql`${siteBuilds.status} = 'building' or (${siteBuilds.status} = 'queued' and ${siteBuilds.builder} is not null)`
    : inArray(siteBuilds.status, ['queued', 'building']);
  await db
    .update(siteBuilds)
    .set({ status: 'failed', error: INTERRUPTED, finishedAt: new Date() })
    .where(left);
}
