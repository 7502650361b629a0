/**
 * One import, whatever it reads (a RuoYi database, an old site): its steps in one transaction,
 * each telling the tables it finished as it goes; a dry run is the same import rolled back, so
 * its report is exactly what the import would do; the run is kept for the console with the rows
 * it reports on; and on a failure the files already stored go with the rows, so nothing
 * half-imported stays.
 */
import { TransactionRollbackError } from 'drizzle-orm';
import type { Db, Transaction } from '#server/db/client.ts';
import type { FileStorage } from '#server/files/storage.ts';
import { type ImportReport, importedNothing } from './report.ts';
import { importRuns } from './tables.ts';

export interface ImportRun<Ctx> {
  kind: string;
  source: string;
  report: ImportReport;
  dryRun: boolean;
  storage?: FileStorage | undefined;
  progress?: ((line: string) => void) | undefined;
  /** The steps' shared state; `written` collects the stored files' names. */
  context: (tx: Transaction, written: string[]) => Ctx;
  steps: readonly ((ctx: Ctx) => Promise<void>)[];
  /** After the steps, before a dry run is rolled back: what the report adds at the end. */
  finish?: (ctx: Ctx, tx: Transaction) => Promise<void>;
}

export async function runImport<Ctx>(db: Db, run: ImportRun<Ctx>): Promise<ImportReport> {
  const { report } = run;
  const progress = run.progress ?? (() => undefined);
  const written: string[] = [];
  const startedAt = new Date();
  try {
    await db.transaction(async (tx) => {
      const ctx = run.context(tx, written);
      for (const step of run.steps) {
        const before = new Set(Object.keys(report.tables));
        await step(ctx);
        for (const [table, c] of Object.entries(report.tables))
          if (!before.has(table))
            progress(`${table}: ${c.read} read / 读取, ${c.imported} imported / 导入`);
      }
      await run.finish?.(ctx, tx);
      if (run.dryRun) tx.rollback();
      await tx.insert(importRuns).values({
        kind: run.kind,
        source: run.source,
        startedAt,
        changed: !importedNothing(report),
        report: { ...report },
      });
    });
  } catch (err) {
    if (!(err instanceof TransactionRollbackError)) {
      for (const name of written) await run.storage?.remove(name).catch(() => undefined);
      throw err;
    }
  }
  return report;
}
