/**
 * `npm run restore -- DIR`: a backup made by `npm run backup` into this install's empty data
 * folder (and, on PostgreSQL, its empty database). Start the server afterwards.
 */
import { resolve } from 'node:path';
import { restoreBackup } from '#server/backup/backup.ts';
import { loadEnv } from '#server/config/env.ts';

// What it writes is the owner's only: the database, the files, the install's secret.
process.umask(0o077);
try {
  const from = process.argv[2];
  if (!from) throw new Error('name the backup folder: npm run restore -- DIR / 请指定备份目录');
  const env = loadEnv(process.env);
  const manifest = await restoreBackup(env, resolve(from));
  console.log(
    `[restore] ${manifest.database} database of ${manifest.createdAt} and ${manifest.files.count} files ` +
      `restored into ${env.DATA_DIR} / 恢复完成`,
  );
} catch (err) {
  console.error(`[restore] failed / 恢复失败: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
