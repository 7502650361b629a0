/**
 * `npm run import -- ruoyi <dump.sql[.gz] | mysql://…> [--dry-run] [--map mapping.json] [--files <dir>]`: moves an
 * association's RuoYi database in (see docs/MOVING-IN.md). `npm run import -- site <url> [--dry-run]`:
 * the old site's public content through its public calls. The source is only read. Safe to run
 * again: what came in before is left as it is. A dry run writes nothing and prints the report.
 */
import { statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { runningServer } from '#server/backup/snapshot-request.ts';
import { loadEnv } from '#server/config/env.ts';
import { openDatabase } from '#server/db/client.ts';
import { fileStorage } from '#server/files/storage.ts';
import { formatReport } from '#features/import/server/report.ts';
import { importRuoyi } from '#features/import/server/import.service.ts';
import { openSource } from '#features/import/server/source.ts';
import { importSite } from '#features/import/server/site-import.ts';

const USAGE =
  'usage / 用法: npm run import -- ruoyi <dump.sql[.gz] | mysql://user:pass@host/db> [--dry-run] [--map mapping.json] [--files <upload folder>]\n' +
  '          npm run import -- site <https://old-site> [--dry-run]';

process.umask(0o077);
try {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      'dry-run': { type: 'boolean' },
      map: { type: 'string' },
      files: { type: 'string' },
    },
  });
  const [kind, spec] = positionals;
  if ((kind !== 'ruoyi' && kind !== 'site') || !spec) throw new Error(USAGE);
  if (values.files && !statSync(values.files, { throwIfNoEntry: false })?.isDirectory())
    throw new Error(`--files ${values.files}: no such folder / 找不到该文件夹`);
  const env = loadEnv(process.env);
  // The embedded database has one user at a time: the running server.
  const pid = env.DATABASE_URL ? undefined : runningServer(env.DATA_DIR);
  if (pid) throw new Error(`stop the server first (process ${pid}) / 请先停止服务`);
  const source = kind === 'ruoyi' ? await openSource(spec) : undefined;
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const started = Date.now();
    const progress = (line: string) => console.log(`[import] ${line}`);
    const storage = fileStorage(database.db, env);
    const report = source
      ? await importRuoyi(database.db, source, {
          dryRun: values['dry-run'],
          mapPath: values.map,
          filesDir: values.files,
          storage,
          progress,
        })
      : await importSite(database.db, spec, { dryRun: values['dry-run'], storage, progress });
    console.log(formatReport(report));
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (report.dryRun) console.log(`[import] ${seconds} s`);
    else {
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const kept = join(env.DATA_DIR, `import-report-${stamp}.json`);
      writeFileSync(kept, JSON.stringify(report, null, 2));
      console.log(`[import] ${seconds} s; report kept in / 报告已保存: ${kept}`);
    }
  } finally {
    await Promise.all([source?.close(), database.close()]);
  }
} catch (err) {
  console.error(`[import] failed / 导入失败: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
