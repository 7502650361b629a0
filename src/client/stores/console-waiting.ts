/**
 * Work waiting on the console's start page, per page: registrations the secretariat has not
 * decided, complaints nobody has taken up, and the rebuilds that failed since the site was last
 * brought up to date (a later live build has redone their pages).
 */
import { atom } from 'nanostores';
import type { ConsolePath } from '#shared/console-routes.ts';
import { listInbox } from '../calls/complaints-inbox.ts';
import { listUnits } from '../calls/directory.ts';
import { siteBuilds } from '../calls/site.ts';

type Build = Awaited<ReturnType<typeof siteBuilds>>['rows'][number];

/** Failed builds newer than the newest live one (rows newest first). */
export function failedSinceLive(rows: readonly Pick<Build, 'status'>[]): number {
  const live = rows.findIndex((b) => b.status === 'live');
  return rows.slice(0, live === -1 ? rows.length : live).filter((b) => b.status === 'failed')
    .length;
}

export const $waiting = atom<Partial<Record<ConsolePath, number>>>({});

const FIRST = { pageNum: 1, pageSize: 10 };
const COUNTERS: Partial<Record<ConsolePath, () => Promise<number>>> = {
  members: async () => (await listUnits({ ...FIRST, state: 'review' })).total,
  complaints: async () => (await listInbox({ ...FIRST, status: 'new' })).total,
  builds: async () => failedSinceLive((await siteBuilds(1, 20)).rows),
};

/** Asks for the counts of the pages the caller may open (only those: the others would be refused). */
export async function loadWaiting(paths: readonly ConsolePath[]): Promise<void> {
  await Promise.all(
    paths.map(async (path) => {
      const count = COUNTERS[path];
      if (count) $waiting.set({ ...$waiting.get(), [path]: await count() });
    }),
  );
}
