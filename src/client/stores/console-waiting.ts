/**
 * Work waiting on the console's start page, per page: for the builds page, the rebuilds that
 * failed since the site was last brought up to date (a later live build has redone their pages).
 */
import { atom } from 'nanostores';
import type { ConsolePath } from '#shared/console-routes.ts';
import { siteBuilds } from '../calls/site.ts';

type Build = Awaited<ReturnType<typeof siteBuilds>>['rows'][number];

/** Failed builds newer than the newest live one (rows newest first). */
export function failedSinceLive(rows: readonly Pick<Build, 'status'>[]): number {
  const live = rows.findIndex((b) => b.status === 'live');
  return rows.slice(0, live === -1 ? rows.length : live).filter((b) => b.status === 'failed')
    .length;
}

export const $waiting = atom<Partial<Record<ConsolePath, number>>>({});

/** Asks for the counts of the pages the caller may open. */
export async function loadWaiting(paths: readonly ConsolePath[]): Promise<void> {
  if (!paths.includes('builds')) return;
  const { rows } = await siteBuilds(1, 20);
  $waiting.set({ ...$waiting.get(), builds: failedSinceLive(rows) });
}
