/**
 * `npm run files:move -- folder|database`: moves the uploaded files to that storage. Then set
 * FILE_STORAGE to it and restart. Until then (and for files uploaded meanwhile) downloads read
 * from either place; running it again after the restart moves those too.
 */
import { FILE_STORAGE, type FileStorageKind } from '#shared/vocabulary.ts';
import { runningServer } from '#server/backup/snapshot-request.ts';
import { loadEnv } from '#server/config/env.ts';
import { openDatabase } from '#server/db/client.ts';
import { moveFiles } from '#server/files/move.ts';

process.umask(0o077);
try {
  const to = process.argv[2] as FileStorageKind;
  if (!FILE_STORAGE.includes(to))
    throw new Error(`name the storage: ${FILE_STORAGE.join(' or ')} / 请指定存储位置`);
  const env = loadEnv(process.env);
  // The embedded database has one user at a time: the running server.
  const pid = env.DATABASE_URL ? undefined : runningServer(env.DATA_DIR);
  if (pid) throw new Error(`stop the server first (process ${pid}) / 请先停止服务`);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const r = await moveFiles(database.db, env.DATA_DIR, to, (line) => console.log(line));
    console.log(
      `[files] to ${to}: ${r.moved} moved, ${r.already} already there / 已移动 ${r.moved} 个，` +
        `${r.already} 个原已在此`,
    );
    for (const id of r.missing) console.warn(`[files] ${id}: bytes not found / 找不到文件内容`);
    for (const id of r.damaged) console.warn(`[files] ${id}: bytes differ / 文件内容已损坏`);
    if (to !== env.FILE_STORAGE)
      console.log(
        `[files] now set FILE_STORAGE=${to} and restart / 请设置 FILE_STORAGE=${to} 并重启`,
      );
    if (r.missing.length || r.damaged.length) process.exitCode = 1;
  } finally {
    await database.close();
  }
} catch (err) {
  console.error(`[files] failed / 移动失败: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
