/** The rebuild journal as editors read it: where each change shows, how long it took, why it failed. */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { paged } from '../db/paging.ts';
import { siteBuilds } from '../db/schema/index.ts';
import { badRequest, notFound } from '../http/errors.ts';
import type { Deps } from '../http/context.ts';
import { pagePath } from '#shared/page-keys.ts';

type BuildRecord = typeof siteBuilds.$inferSelect;

function shown(b: BuildRecord) {
  const ms = b.startedAt && b.finishedAt ? b.finishedAt.getTime() - b.startedAt.getTime() : null;
  return {
    id: b.id,
    status: b.status,
    paths: [...new Set((b.pages ?? []).flatMap((k) => pagePath(k) ?? []))],
    everything: b.pages === null,
    createdAt: b.createdAt.toISOString(),
    startedAt: b.startedAt?.toISOString() ?? null,
    finishedAt: b.finishedAt?.toISOString() ?? null,
    seconds: ms === null ? null : Math.round(ms / 100) / 10,
    error: b.error,
  };
}

export async function listBuilds(db: Db, q: { pageNum: number; pageSize: number }) {
  const { rows, total } = await paged(db, siteBuilds, undefined, [desc(siteBuilds.id)], q);
  return { rows: rows.map(shown), total };
}

/** Only a failed build is retried; it asks again for the same pages. */
export async function retryBuild(deps: Deps, id: number): Promise<void> {
  const [b] = await deps.db.select().from(siteBuilds).where(eq(siteBuilds.id, id));
  if (!b) throw notFound();
  if (b.status !== 'failed') throw badRequest('error.build.notFailed');
  deps.onContentChanged(b.pages === null ? 'all' : { keys: b.pages, removed: b.removed });
}
