/**
 * Moves a RuoYi-Vue 3.x or RuoYi-Vue-Plus 5.x database in: accounts, units, roles, dictionaries,
 * configuration and notices. All in one transaction: it lands whole or not at all, and a dry run
 * is the same import rolled back, so its report is exactly what the import would do.
 */
import { TransactionRollbackError } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { importUnits, importUsers } from './accounts.ts';
import type { ImportContext } from './context.ts';
import { loadMapping } from './mapping.ts';
import { emptyReport, type ImportReport } from './report.ts';
import { importRoles, importUserRoles } from './roles.ts';
import type { RuoyiSource } from './ruoyi-source.ts';
import { SourceKeys } from './source-keys.ts';
import { importConfig, importDictionaries, importNotices } from './system.ts';

export interface RuoyiImportOptions {
  dryRun?: boolean;
  /** The association's own mapping file; the default one fills what it leaves out. */
  mapPath?: string;
  /** Told each table's counts when it is done, so a long import shows that it moves. */
  progress?: (line: string) => void;
}

/** In this order: units before the accounts in them, accounts and roles before who has which. */
const STEPS = [
  importUnits,
  importUsers,
  importRoles,
  importUserRoles,
  importDictionaries,
  importConfig,
  importNotices,
];

export async function importRuoyi(
  db: Db,
  source: RuoyiSource,
  opts: RuoyiImportOptions = {},
): Promise<ImportReport> {
  const mapping = loadMapping(opts.mapPath);
  if (!(await source.has('sys_user')))
    throw new Error(`${source.describe}: no sys_user table, not a RuoYi database / 不是若依数据库`);
  const plus = (await source.has('sys_tenant')) || (await hasTenantColumn(source));
  const report = emptyReport(source.describe, plus ? 'RuoYi-Vue-Plus' : 'RuoYi-Vue', !!opts.dryRun);
  const progress = opts.progress ?? (() => undefined);
  try {
    await db.transaction(async (tx) => {
      const ctx: ImportContext = {
        tx,
        source,
        mapping,
        keys: new SourceKeys(tx, 'ruoyi'),
        report,
      };
      for (const step of STEPS) {
        const before = new Set(Object.keys(report.tables));
        await step(ctx);
        for (const [table, c] of Object.entries(report.tables))
          if (!before.has(table))
            progress(`${table}: ${c.read} read / 读取, ${c.imported} imported / 导入`);
      }
      if (opts.dryRun) tx.rollback();
    });
  } catch (err) {
    if (!(err instanceof TransactionRollbackError)) throw err;
  }
  return report;
}

async function hasTenantColumn(source: RuoyiSource): Promise<boolean> {
  const [first] = await source.rows('sys_user');
  return first !== undefined && 'tenant_id' in first;
}
