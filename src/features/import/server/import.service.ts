/**
 * Moves a RuoYi-Vue 3.x or RuoYi-Vue-Plus 5.x database in: units, accounts, memberships, roles,
 * dictionaries, configuration, files, notices and their read receipts, the association's own
 * tables (through the mapping) and the old logs; then a checksum per table, and the run kept for
 * the console. All in one transaction: it lands whole or not at all, and a dry run
 * is the same import rolled back, so its report is exactly what the import would do.
 */
import type { Db } from '#server/db/client.ts';
import { importUsers } from './accounts.ts';
import { importDeptUnits, importMappedUnits, importMemberships } from './units.ts';
import type { ImportContext } from './context.ts';
import { loadMapping } from './mapping.ts';
import { emptyReport, type ImportReport } from './report.ts';
import { runImport } from './import-run.ts';
import { importRoles, importUserRoles } from './roles.ts';
import type { RuoyiSource } from './ruoyi-source.ts';
import { SourceKeys } from './source-keys.ts';
import { importConfig, importDictionaries } from './system.ts';
import { importNoticeReads, importNotices } from './notices.ts';
import { importOss } from './files.ts';
import { importMappedArticles } from './articles.ts';
import { importLoginLog, importOperationLog } from './logs.ts';
import { checksums } from './checksums.ts';
import type { FileStorage } from '#server/files/storage.ts';

export interface RuoyiImportOptions {
  dryRun?: boolean;
  /** The association's own mapping file; the default one fills what it leaves out. */
  mapPath?: string;
  /** Told each table's counts when it is done, so a long import shows that it moves. */
  progress?: (line: string) => void;
  /** The old upload folder (--files) and the product's file storage files are kept in. */
  filesDir?: string | undefined;
  storage?: FileStorage | undefined;
}

/** In this order: units before the accounts in them, accounts and roles before who has which. */
const STEPS = [
  importDeptUnits,
  importMappedUnits,
  importUsers,
  importMemberships,
  importRoles,
  importUserRoles,
  importDictionaries,
  importConfig,
  importOss,
  importNotices,
  importNoticeReads,
  importMappedArticles,
  importLoginLog,
  importOperationLog,
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
  return runImport(db, {
    kind: 'ruoyi',
    source: source.describe,
    report,
    dryRun: !!opts.dryRun,
    storage: opts.storage,
    progress: opts.progress,
    context: (tx, written): ImportContext => ({
      tx,
      source,
      mapping,
      keys: new SourceKeys(tx, 'ruoyi'),
      report,
      dryRun: !!opts.dryRun,
      unitOfUser: new Map(),
      pendingUnits: new Map(),
      memberships: [],
      files: { dir: opts.filesDir, storage: opts.storage, written },
      ossLinks: new Map(),
    }),
    steps: STEPS,
    finish: async (ctx) => {
      report.unreadTables = await unreadTables(ctx);
      report.checksums = await checksums(ctx);
    },
  });
}

/** RuoYi's own tables that hold nothing to move (menus, jobs, code generation, posts, tenants' setup). */
const NOTHING_TO_MOVE = new Set([
  'sys_menu',
  'sys_role_menu',
  'sys_role_dept',
  'sys_post',
  'sys_user_post',
  'sys_job',
  'sys_job_log',
  'sys_tenant',
  'sys_tenant_package',
  'sys_client',
  'sys_social',
  'sys_oss_config',
  'sys_user_online',
  'gen_table',
  'gen_table_column',
]);

async function unreadTables(ctx: ImportContext): Promise<string[]> {
  return (await ctx.source.tables())
    .filter(
      (t) =>
        !ctx.report.tables[t] &&
        !ctx.mapping.tables[t] &&
        !NOTHING_TO_MOVE.has(t) &&
        !t.startsWith('qrtz_'),
    )
    .sort();
}

async function hasTenantColumn(source: RuoyiSource): Promise<boolean> {
  const [first] = await source.rows('sys_user');
  return first !== undefined && 'tenant_id' in first;
}
