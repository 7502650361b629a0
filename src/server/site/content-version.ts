/** The content version: bumped on every public change, so starts and rebuilds know what is stale. */
import { eq, sql } from 'drizzle-orm';
import type { Deps } from '../http/context.ts';
import { siteState } from '../db/schema/index.ts';
import { listKey, type PageKey } from '#shared/page-keys.ts';

/** What a change touched: every page, or some page keys (see src/lib/build-data.ts `wanted`). */
export type SiteChange = 'all' | { keys: PageKey[]; removed: PageKey[] };

/** The pages of the public members table, which follows memberships. */
export const MEMBERS_TABLE_KEY = listKey('associationList');
export const MEMBERS_TABLE: SiteChange = { keys: [MEMBERS_TABLE_KEY], removed: [] };

export async function contentVersion(deps: Pick<Deps, 'db'>): Promise<number> {
  const [row] = await deps.db.select().from(siteState).where(eq(siteState.id, 1));
  return row?.contentVersion ?? 0;
}

export async function bumpContentVersion(deps: Deps, change: SiteChange): Promise<void> {
  await deps.db
    .insert(siteState)
    .values({ id: 1, contentVersion: 1 })
    .onConflictDoUpdate({
      target: siteState.id,
      set: { contentVersion: sql`${siteState.contentVersion} + 1`, changedAt: new Date() },
    });
  deps.onContentChanged(change);
}
