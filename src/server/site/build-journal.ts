/**
 * What the builder tells the editors: each change is queued, then built with the others that came
 * while it waited, then live or failed. Rows of a process that died mid-build say so at the next
 * start, whose own build covers them.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { siteBuilds } from '../db/schema/index.ts';
import type { SiteChange } from './content-version.ts';

/** The error of a build whose process stopped before it ended. */
export const INTERRUPTED = 'interrupted';

/** The end of a failed build's output kept for the editors: enough to see why, never the log. */
const ERROR_CHARS = 4000;

export interface BuildJournal {
  queued(change: SiteChange): Promise<number>;
  started(ids: number[]): Promise<void>;
  finished(ids: number[], error?: string): Promise<void>;
}

export function buildJournal(db: Db): BuildJournal {
  const mark = (ids: number[], set: Partial<typeof siteBuilds.$inferInsert>) =>
    ids.length ? db.update(siteBuilds).set(set).where(inArray(siteBuilds.id, ids)) : undefined;
  return {
    async queued(change) {
      const values =
        change === 'all' ? { pages: null } : { pages: change.keys, removed: change.removed };
      const [row] = await db.insert(siteBuilds).values(values).returning({ id: siteBuilds.id });
      return row?.id ?? 0;
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

/** Builds left queued or running by a process that stopped: the next start rebuilds what is stale. */
export async function closeInterrupted(db: Db): Promise<void> {
  await db
    .update(siteBuilds)
    .set({ status: 'failed', error: INTERRUPTED, finishedAt: new Date() })
    .where(inArray(siteBuilds.status, ['queued', 'building']));
}
