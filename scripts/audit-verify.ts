/**
 * `npm run audit:verify`: checks the audit trail's hash chain end to end (the archive files in
 * $DATA_DIR/audit-archive, then the database) and names the first broken entry. Exits 1 when the
 * chain is broken. The console's audit page runs the same check on a running server.
 */
import { runningServer } from '#server/backup/snapshot-request.ts';
import { loadEnv } from '#server/config/env.ts';
import { openDatabase } from '#server/db/client.ts';
import { verifyAuditTrail } from '#server/audit/audit-archive.ts';

try {
  const env = loadEnv(process.env);
  // The embedded database has one user at a time: the running server (its console checks too).
  const pid = env.DATABASE_URL ? undefined : runningServer(env.DATA_DIR);
  if (pid)
    throw new Error(
      `the server (process ${pid}) holds the database: use the console's check, or stop it / ` +
        '服务正在使用数据库：请在管理后台校验，或先停止服务',
    );
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const r = await verifyAuditTrail(database.db, env.DATA_DIR);
    const b = r.firstBroken;
    if (b) {
      console.log(
        `[audit] BROKEN at entry #${b.seq ?? '-'} (row id ${b.id ?? '-'}, in ${b.file ?? 'audit_log'}): ${b.fault} / ` +
          `审计日志在第 ${b.seq ?? '-'} 条（记录编号 ${b.id ?? '-'}）处断开：${b.fault}`,
      );
      process.exitCode = 1;
    } else
      console.log(
        `[audit] intact: ${r.checked} entries checked, ${r.archived} archived, ${r.erased} erased at a unit's request / ` +
          `审计日志完整：校验 ${r.checked} 条，已归档 ${r.archived} 条，应要求删除个人信息 ${r.erased} 条`,
      );
  } finally {
    await database.close();
  }
} catch (err) {
  console.error(`[audit] failed / 校验失败: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
