/**
 * `npm run admin:create [-- <user name>]`: the first administrator of an install without demo
 * accounts (production, SEED_DEMO off); the name is `admin` unless given. Prints a one-time link,
 * good for three days, to set the password under the policy (docs/DEPLOYMENT.md).
 */
import { fileURLToPath } from 'node:url';
import { runningServer } from '#server/backup/snapshot-request.ts';
import { loadEnv } from '#server/config/env.ts';
import { openDatabase } from '#server/db/client.ts';
import { createFirstAdministrator } from '#features/seed/server/first-admin.ts';
import { staffUserName } from '#features/staff/contract/staff.contract.ts';

const contentDir = fileURLToPath(new URL('../content', import.meta.url));

try {
  // The console's rule for staff names.
  const name = staffUserName.safeParse(process.argv[2] ?? 'admin');
  if (!name.success)
    throw new Error(
      'a user name starts with a letter: 2–30 letters, digits, _ . or - / 用户名以字母开头，2–30 位字母、数字或 _ . -',
    );
  const userName = name.data;
  const env = loadEnv(process.env);
  // The embedded database has one user at a time.
  const pid = env.DATABASE_URL ? undefined : runningServer(env.DATA_DIR);
  if (pid)
    throw new Error(
      `the server (process ${pid}) holds the database: stop it first / 服务正在使用数据库：请先停止服务`,
    );
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const r = await createFirstAdministrator(database.db, {
      contentDir,
      userName,
      now: Date.now(),
    });
    if (r.basePrepared)
      console.log('[admin] roles, settings and dictionaries laid down / 已写入角色、参数和字典');
    console.log(
      `[admin] ${userName} created. Open this link on the site before ${r.expiresAt} to set the password:\n` +
        `[admin] 已创建 ${userName}。请在 ${r.expiresAt} 前在网站上打开以下链接设置密码：\n${r.setupPath}`,
    );
  } finally {
    await database.close();
  }
} catch (err) {
  console.error(`[admin] failed / 创建失败: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
