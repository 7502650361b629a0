/**
 * `npm run backup [-- DIR]`: the database and the uploaded files, consistent while the server
 * runs, into DIR (default: backups/<time> in the data folder). Same settings as `npm start`.
 */
import { join, resolve } from 'node:path';
import { makeBackup } from '#server/backup/backup.ts';
import { loadEnv } from '#server/config/env.ts';

// What it writes is the owner's only: the database, the files, the install's secret.
process.umask(0o077);
try {
  const env = loadEnv(process.env);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const dest = resolve(process.argv[2] ?? join(env.DATA_DIR, 'backups', stamp));
  const started = Date.now();
  const manifest = await makeBackup(env, dest, (line) => console.log(line));
  console.log(
    `[backup] ${dest}: ${manifest.database} database, ${manifest.files.count} files ` +
      `(${(manifest.files.bytes / 1e6).toFixed(1)} MB), in ${((Date.now() - started) / 1000).toFixed(1)} s / 备份完成`,
  );
} catch (err) {
  console.error(`[backup] failed / 备份失败: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
