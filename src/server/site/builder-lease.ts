/**
 * Several processes may share one PostgreSQL; exactly one of them builds the pages: the one that
 * holds the builder lock. The others queue their changes in the build journal, which that one
 * claims, and serve the builds it makes. When it stops, or loses its connection to the database,
 * the lock is free and another process takes it within RETRY_MS.
 */
import type { Database, Hold } from '../db/client.ts';
import { closeInterrupted } from './build-journal.ts';
import type { SiteBuilder } from './builder.ts';

/** How often a process that does not build tries for the lock. */
const RETRY_MS = 3_000;
/** How often the building process claims the changes others queued: an edit's extra wait. */
const CLAIM_EVERY_MS = 150;

export interface BuilderLease {
  /** Whether this process builds the pages: known once the first try is over. */
  leading(): boolean;
  stop(): Promise<void>;
}

export async function takeBuilderLease(
  database: Database,
  builder: SiteBuilder,
  log: (line: string) => void,
  retryMs = RETRY_MS,
): Promise<BuilderLease> {
  let hold: Hold | undefined;
  let stopped = false;
  let wake = () => undefined as void;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const tryLead = async (): Promise<boolean> => {
    hold = await database.tryHold('siteBuilder').catch((e: unknown) => {
      log(`[site] builder lock: ${String(e)}`);
      return undefined;
    });
    if (!hold) return false;
    try {
      await closeInterrupted(database.db, database.kind === 'postgres');
    } catch (e) {
      log(`[site] build journal: ${String(e)}`);
      await hold.release().catch(() => undefined);
      hold = undefined;
      return false;
    }
    builder.lead(database.kind === 'postgres' ? CLAIM_EVERY_MS : undefined);
    log('[site] this process builds the pages / 本进程负责生成页面');
    return true;
  };

  const watch = async (): Promise<void> => {
    while (!stopped) {
      if (hold) {
        await Promise.race([hold.lost, new Promise<void>((r) => (wake = r))]);
        if (stopped) return;
        hold = undefined;
        builder.follow();
        log('[site] lost the builder lock; another process builds / 已交由其他进程生成页面');
      }
      await sleep(retryMs);
      if (!stopped && (await tryLead()))
        void builder.takeOver().catch((e) => log(`[site] build failed: ${String(e)}`));
    }
  };

  if (!(await tryLead())) {
    builder.follow();
    log('[site] another process builds the pages / 由其他进程生成页面');
  }
  void watch();
  return {
    leading: () => hold !== undefined,
    async stop() {
      stopped = true;
      wake();
      await hold?.release().catch(() => undefined);
    },
  };
}
