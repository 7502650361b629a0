/**
 * The content version: bumped on every public change, so starts and rebuilds know what is stale.
 * A change bumps it inside its own transaction (`bumpVersion`), and tells the builder once that
 * has committed (`deps.onContentChanged`): a crash between the two leaves a version the last
 * build does not carry, so the next start builds again. Bumped after the commit, a crash there
 * left a published change the builder thought was built.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import type { Deps } from '../http/context.ts';
import { siteState } from './tables.ts';
import { listKey } from '#shared/page-keys.ts';

/** What a change touched: every page, or some page keys (see src/lib/build-data.ts `wanted`). */
import type { SiteChange } from '#server/http/ports.ts';

export type { SiteChange };

/** The pages of the public members table, which follows memberships. */
export const MEMBERS_TABLE_KEY = listKey('associationList');
export const MEMBERS_TABLE: SiteChange = { keys: [MEMBERS_TABLE_KEY], removed: [] };

export async function contentVersion(deps: Pick<Deps, 'db'>): Promise<number> {
  const [row] = await deps.db.select().from(siteState).where(eq(siteState.id, 1));
  return row?.contentVersion ?? 0;
}

/** Moves the version on, in the transaction of the change it counts (at the database's time). */
export async function bumpVersion(db: Db | Tx, now?: number): Promise<void> {
  const changedAt = now === undefined ? sql`now()` : new Date(now);
  await db
    .insert(siteState)
    .values({ id: 1, contentVersion: 1 })
    .onConflictDoUpdate({
      target: siteState.id,
      set: { contentVersion: sql`${siteState.contentVersion} + 1`, changedAt },
    });
}

/** For a change that has no transaction of its own (the nightly rebuild): bump, then tell. */
export async function bumpContentVersion(deps: Deps, change: SiteChange): Promise<void> {
  await bumpVersion(deps.db, deps.now());
  deps.onContentChanged(change);
}
