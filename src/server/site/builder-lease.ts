/**
 * Several processes may share one PostgreSQL; exactly one of them builds the pages: the one that
 * holds the builder lock. The others queue their changes in the build journal, which that one
 * claims, and serve the builds it makes. Each of them waits on its own connection for the lock, so
 * when the builder stops, or loses its connection to the database, one of them takes it at once.
 */
import type { Database, Hold } from '../db/client.ts';
import { closeInterrupted } from './build-journal.ts';
import type { SiteBuilder } from './builder.ts';

/** After a failed wait (the database gone), how long before waiting again. */
const RETRY_MS = 3_000;
/** How often the building process claims the changes others queued: an edit's extra wait. */
const CLAIM_EVERY_MS = 150;

export interface BuilderLease {
  /** Whether this process builds the pages: known once the first try is over. */
  leading(): boolean;
  /** Stops building and waiting, and lets the lock go for another process. */
  stop(): Promise<void>;
}

export async function takeBuilderLease(
  database: Database,
  builder: SiteBuilder,
  log: (line: string) => void,
): Promise<BuilderLease> {
  let hold: Hold | undefined;
  const stopping = new AbortController();
  const stopped = new Promise<void>((resolve) =>
    stopping.signal.addEventListener('abort', () => resolve(), { once: true }),
  );
  const pause = (ms: number) =>
    Promise.race([stopped, new Promise<void>((resolve) => setTimeout(resolve, ms).unref())]);

  /** With the lock held: the journal's leftovers closed, then this process builds. */
  const begin = async (held: Hold): Promise<boolean> => {
    try {
      await closeInterrupted(database.db, database.kind === 'postgres');
    } catch (e) {
      log(`[site] build journal: ${String(e)}`);
      await held.release().catch(() => undefined);
      return false;
    }
    if (stopping.signal.aborted) {
      await held.release().catch(() => undefined);
      return false;
    }
    hold = held;
    builder.lead(database.kind === 'postgres' ? CLAIM_EVERY_MS : undefined);
    log('[site] this process builds the pages / 本进程负责生成页面');
    return true;
  };

  const take = async (wait: boolean): Promise<boolean> => {
    const held = await database
      .tryHold('siteBuilder', { wait, signal: stopping.signal })
      .catch((e: unknown) => {
        if (!stopping.signal.aborted) log(`[site] builder lock: ${String(e)}`);
        return undefined;
      });
    return held ? begin(held) : false;
  };

  const watch = async (): Promise<void> => {
    while (!stopping.signal.aborted) {
      if (hold) {
        await Promise.race([hold.lost, stopped]);
        if (stopping.signal.aborted) return;
        hold = undefined;
        builder.follow();
        log('[site] lost the builder lock; another process builds / 已交由其他进程生成页面');
      }
      if (await take(true))
        void builder.takeOver().catch((e) => log(`[site] build failed: ${String(e)}`));
      else await pause(RETRY_MS);
    }
  };

  if (!(await take(false))) {
    builder.follow();
    log('[site] another process builds the pages / 由其他进程生成页面');
  }
  void watch().catch((e) => log(`[site] builder lock: ${String(e)}`));
  return {
    leading: () => hold !== undefined,
    async stop() {
      stopping.abort();
      builder.follow();
      await hold?.release().catch(() => undefined);
      hold = undefined;
    },
  };
}
