/**
 * `npm run search:reindex`: builds the search index again from every published item (after an
 * import, or a change to what the index holds). The embedded database has one user at a time:
 * stop the server first; on PostgreSQL it may run beside it (readers see the old index until the
 * new one commits).
 */
import { runningServer } from '#server/backup/snapshot-request.ts';
import { loadEnv } from '#server/config/env.ts';
import { openDatabase } from '#server/db/client.ts';
import { publishedSearchDocs } from '#features/content/server/public.ts';
import { reindexAll } from '#features/search/server/public.ts';

process.umask(0o077);
try {
  const env = loadEnv(process.env);
  const pid = env.DATABASE_URL ? undefined : runningServer(env.DATA_DIR);
  if (pid) throw new Error(`stop the server first (process ${pid}) / 请先停止服务`);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const done = await reindexAll(database.db, publishedSearchDocs);
    console.log(`[search] ${done.items} items indexed in ${done.ms} ms / 已重建索引`);
  } finally {
    await database.close();
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
}
