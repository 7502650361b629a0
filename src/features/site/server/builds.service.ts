/** The rebuild journal as editors read it: where each change shows, how long it took, why it failed. */
import { and, desc, eq, gt, inArray, isNull, min, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Translate } from '#i18n/index.ts';
import type { Db } from '#server/db/client.ts';
import { paged } from '#server/db/paging.ts';
import { siteBuilds } from '#server/site/tables.ts';
import { badRequest, notFound } from '#server/http/errors.ts';
import type { Deps } from '#server/http/context.ts';
import { type PageKey, pagePath } from '#shared/page-keys.ts';
import { failureOf } from '#server/site/build-reason.ts';

type BuildRecord = typeof siteBuilds.$inferSelect;

/** Keys that stand for pages no one path names: the single pages and documents, whole sections. */
const NAMED_KEYS: PageKey[] = ['pages', 'expert', 'alliance', 'bulletin'];

/** What a build was for, in words: every page, or its pages and the named parts it touched. */
function scopeOf(t: Translate, b: BuildRecord, paths: string[]): string {
  if (b.pages === null) return t('console.builds.everything');
  const named = NAMED_KEYS.filter((k) => b.pages?.includes(k));
  return [
    ...(paths.length ? [t('console.builds.pages', { n: paths.length })] : []),
    ...named.map((k) => t(`console.builds.named.${k}`)),
  ].join(t('common.listSeparator'));
}

function reasonOf(t: Translate, error: string | null): string | null {
  if (error === null) return null;
  const { kind, detail } = failureOf(error);
  return t(`console.build.reason.${kind}`, { detail });
}

function shown(t: Translate, b: BuildRecord, redoneBy: number | null) {
  const ms = b.startedAt && b.finishedAt ? b.finishedAt.getTime() - b.startedAt.getTime() : null;
  const paths = [...new Set((b.pages ?? []).flatMap((k) => pagePath(k) ?? []))];
  return {
    id: b.id,
    status: b.status,
    paths,
    everything: b.pages === null,
    scope: scopeOf(t, b, paths),
    createdAt: b.createdAt.toISOString(),
    startedAt: b.startedAt?.toISOString() ?? null,
    finishedAt: b.finishedAt?.toISOString() ?? null,
    seconds: ms === null ? null : Math.round(ms / 100) / 10,
    error: b.error,
    reason: reasonOf(t, b.error),
    redoneBy,
  };
}

const later = alias(siteBuilds, 'later');

/**
 * For failed builds, the first later build that went live with all their pages (every page, or
 * at least theirs): what they should have built is live since, and is not built again.
 */
async function redone(db: Db, failedIds: number[]): Promise<Map<number, number>> {
  if (failedIds.length === 0) return new Map();
  const rows = await db
    .select({ id: siteBuilds.id, by: min(later.id) })
    .from(siteBuilds)
    .innerJoin(
      later,
      and(
        eq(later.status, 'live'),
        gt(later.id, siteBuilds.id),
        or(
          isNull(later.pages),
          sql`(${siteBuilds.pages} is not null and ${later.pages} @> ${siteBuilds.pages})`,
        ),
      ),
    )
    .where(inArray(siteBuilds.id, failedIds))
    .groupBy(siteBuilds.id);
  return new Map(rows.flatMap((r) => (r.by === null ? [] : [[r.id, r.by]])));
}

export async function listBuilds(db: Db, q: { pageNum: number; pageSize: number }, t: Translate) {
  const { rows, total } = await paged(db, siteBuilds, undefined, [desc(siteBuilds.id)], q);
  const by = await redone(
    db,
    rows.filter((b) => b.status === 'failed').map((b) => b.id),
  );
  return { rows: rows.map((b) => shown(t, b, by.get(b.id) ?? null)), total };
}

export async function buildById(db: Db, id: number, t: Translate) {
  const [b] = await db.select().from(siteBuilds).where(eq(siteBuilds.id, id));
  if (!b) throw notFound();
  const by = b.status === 'failed' ? await redone(db, [b.id]) : new Map<number, number>();
  return shown(t, b, by.get(b.id) ?? null);
}

/**
 * Only a failed build whose pages no later build made live is retried: it asks again for them,
 * and answers the id of the build queued so.
 */
export async function retryBuild(deps: Deps, id: number): Promise<number | null> {
  const [b] = await deps.db.select().from(siteBuilds).where(eq(siteBuilds.id, id));
  if (!b) throw notFound();
  if (b.status !== 'failed') throw badRequest('error.build.notFailed');
  const since = (await redone(deps.db, [id])).get(id);
  if (since !== undefined) throw badRequest('error.build.liveSince', undefined, { id: since });
  return deps.onContentChanged(b.pages === null ? 'all' : { keys: b.pages, removed: b.removed });
}
