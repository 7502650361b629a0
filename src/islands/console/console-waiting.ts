/**
 * Work waiting on the console's start page, on the card of the page where it is done: every
 * review queue the reader works (registrations, applications, payments, trainings, changes,
 * transfers; the council's approvals), complaints nobody has taken up, and the rebuilds that
 * failed and whose pages no later build has made live.
 */
import { atom } from 'nanostores';
import type { Translate } from '#i18n/index.ts';
import type { ConsolePath } from '#shared/console-routes.ts';
import { hasPermi } from '#shared/permissions.ts';
import { listInbox } from '#features/complaints/browser/complaints-inbox.calls.ts';
import { siteBuilds } from '#features/site/browser/site.calls.ts';
import { sourcesFor } from '#features/review/browser/review-sources.ts';

type Build = Awaited<ReturnType<typeof siteBuilds>>['rows'][number];

/** Failed builds whose pages no later build has made live: the ones still to build again. */
export function failedNotRedone(rows: readonly Pick<Build, 'status' | 'redoneBy'>[]): number {
  return rows.filter((b) => b.status === 'failed' && b.redoneBy === null).length;
}

/** How much waits on one page, and, where the page holds several queues, in which. */
export interface Waiting {
  count: number;
  /** Queues with something waiting, by the kind their tab is named for. */
  queues?: { kind: string; count: number }[];
}

export const $waiting = atom<Partial<Record<ConsolePath, Waiting>>>({});

type Counter = (t: Translate, permissions: readonly string[]) => Promise<Waiting>;

/** Every queue of a review page the reader may work, counted the way its tabs count them. */
const reviewQueues =
  (mode: 'secretariat' | 'council'): Counter =>
  async (t, permissions) => {
    const sources = sourcesFor(mode, t).filter((s) => hasPermi(permissions, s.permission));
    const counted = await Promise.all(
      // A queue that cannot be read counts nothing; the page itself says it failed.
      sources.map(async (s) => ({ kind: s.kind, count: (await s.load().catch(() => [])).length })),
    );
    const queues = counted.filter((q) => q.count > 0);
    return { count: queues.reduce((n, q) => n + q.count, 0), queues };
  };

const FIRST = { pageNum: 1, pageSize: 10 };
const COUNTERS: Partial<Record<ConsolePath, Counter>> = {
  review: reviewQueues('secretariat'),
  council: reviewQueues('council'),
  complaints: async () => ({ count: (await listInbox({ ...FIRST, status: 'new' })).total }),
  builds: async () => ({ count: failedNotRedone((await siteBuilds(1, 20)).rows) }),
};

/** Asks for the counts of the pages the caller may open (only those: the others would be refused). */
export async function loadWaiting(
  paths: readonly ConsolePath[],
  t: Translate,
  permissions: readonly string[],
): Promise<void> {
  await Promise.all(
    paths.map(async (path) => {
      const count = COUNTERS[path];
      if (count) $waiting.set({ ...$waiting.get(), [path]: await count(t, permissions) });
    }),
  );
}
