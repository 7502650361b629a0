/**
 * `npm run import -- ruoyi …` as the IT provider runs it: a dump file, the server stopped, the
 * bilingual report on the console; then the server starts again and the member signs in.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';

const run = promisify(execFile);
const PASSWORD = 'Laomima#2018';

// The command opens the database itself: here the embedded one the test server leaves behind.
describe.skipIf(process.env.TEST_DB === 'postgres')('the import command', () => {
  let dir: string;
  let dump: string;
  let s: TestServer | undefined;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'ruoyi-cli-'));
    // The product sets itself up on its first start; the import comes after.
    await (await startTestServer({}, join(dir, 'data'))).stop();
    dump = join(dir, 'ruoyi.sql');
    const hash = bcrypt.hashSync(PASSWORD, 10).replace(/^\$2b\$/, '$2a$');
    writeFileSync(
      dump,
      `CREATE TABLE \`sys_user\` (
  \`user_id\` bigint(20) NOT NULL AUTO_INCREMENT,
  \`user_name\` varchar(30) NOT NULL,
  \`nick_name\` varchar(30) NOT NULL,
  \`user_type\` varchar(2) DEFAULT '00',
  \`password\` varchar(100) DEFAULT '',
  \`del_flag\` char(1) DEFAULT '0',
  PRIMARY KEY (\`user_id\`)
);
INSERT INTO \`sys_user\` VALUES (7,'zhaosi','赵四','00','${hash}','0'),(8,'gone','走了','00','${hash}','2');
`,
    );
  }, 60_000);
  afterAll(async () => {
    await s?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const importCommand = (...args: string[]) =>
    run(process.execPath, ['scripts/import.ts', 'ruoyi', dump, ...args], {
      env: { ...process.env, DATA_DIR: join(dir, 'data'), DATABASE_URL: '' },
    });

  it('dry run, import, and a second run that changes nothing', async () => {
    const dry = await importCommand('--dry-run');
    expect(dry.stdout).toContain('试运行（未写入任何数据）/ Dry run (nothing written)');
    expect(dry.stdout).toContain('sys_user: 2 · 1 · 0 · 1');
    expect(dry.stdout).toContain('1 × deleted (del_flag) / 已删除');

    const first = await importCommand();
    // A line per table as it is done, so a long import shows it is moving.
    expect(first.stdout).toContain('[import] sys_user: 2 read / 读取, 1 imported / 导入');
    expect(first.stdout).toContain('sys_user: 2 · 1 · 0 · 1');
    expect(first.stdout).toContain('report kept in / 报告已保存');

    const second = await importCommand();
    expect(second.stdout).toContain('sys_user: 2 · 0 · 1 · 1');
    expect(second.stdout).toContain('没有任何变化：全部数据此前已导入 / Nothing changed');

    s = await startTestServer({}, join(dir, 'data'));
    await login(s, 'zhaosi', PASSWORD);
  }, 60_000);

  it('refuses while the server runs on the embedded database', async () => {
    expect(s).toBeDefined();
    const refused = await importCommand('--dry-run').then(
      () => ({ stderr: 'it ran' }),
      (err: { stderr: string }) => err,
    );
    expect(refused.stderr).toMatch(/stop the server first \(process \d+\) \/ 请先停止服务/);
  }, 30_000);
});
