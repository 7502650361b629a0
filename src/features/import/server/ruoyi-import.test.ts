/**
 * Moving a RuoYi site in, against a real MariaDB loaded with RuoYi tables and rows of our own,
 * read both as a mysqldump file and over the connection.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import bcrypt from 'bcryptjs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#tests/helpers/api.ts';
import { captcha, login } from '#tests/helpers/flows.ts';
import { type Mariadb, mariadbBinary, startMariadb } from '#tests/helpers/mariadb.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';
import { rowsOf } from '#server/db/client.ts';
import { enterprises, users } from '#server/auth/tables.ts';
import { notices } from '#server/notices/tables.ts';
import { dictData } from '#server/config/tables.ts';
import { RUOYI_DEFAULT_HASH } from './accounts.ts';
import { OLD_PASSWORD, PLUS_USER_ID, ruoyiVue, ruoyiVuePlus } from './fixture.ts';
import { formatReport } from './report.ts';
import { importRuoyi } from './import.service.ts';
import { openSource } from './source.ts';
import { importSourceKeys } from './tables.ts';

const installed = mariadbBinary() !== undefined;
if (!installed)
  console.warn(
    '[ruoyi import] skipped: mariadb-server is not installed (apt-get install mariadb-server)',
  );

describe.skipIf(!installed)('npm run import -- ruoyi', () => {
  let s: TestServer;
  let maria: Mariadb;
  let dir: string;
  let dumpFile: string;
  let mapFile: string;

  beforeAll(async () => {
    [s, maria] = await Promise.all([startTestServer(), startMariadb()]);
    // RuoYi's Spring Security writes $2a$; bcryptjs writes $2b$, the same algorithm.
    const hash = bcrypt.hashSync(OLD_PASSWORD, 10).replace(/^\$2b\$/, '$2a$');
    await maria.sql(undefined, ruoyiVue('ruoyi', hash, RUOYI_DEFAULT_HASH));
    await maria.sql(undefined, ruoyiVuePlus('ruoyi_plus', hash));
    dir = mkdtempSync(join(tmpdir(), 'ruoyi-dump-'));
    dumpFile = join(dir, 'ruoyi.sql');
    await maria.dump('ruoyi', dumpFile);
    mapFile = join(dir, 'mapping.json');
    writeFileSync(mapFile, JSON.stringify({ units: { underDeptIds: [200] } }));
  }, 60_000);
  afterAll(async () => {
    await Promise.all([s?.stop(), maria?.stop()]);
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const accountCount = async () =>
    (await s.database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]?.n;

  it('a dry run of the dump reports everything and writes nothing', async () => {
    const before = await accountCount();
    const source = await openSource(dumpFile);
    const report = await importRuoyi(s.database.db, source, { dryRun: true, mapPath: mapFile });
    await source.close();
    expect(report).toMatchObject({ variant: 'RuoYi-Vue', dryRun: true });
    expect(report.tables.sys_user).toMatchObject({ read: 5, imported: 3, already: 0 });
    expect(report.tables.sys_user?.skipped).toEqual({
      'deleted (del_flag) / 已删除': 1,
      'staff name already used here / 工作人员用户名已存在': 1,
    });
    expect(report.tables.sys_dept).toMatchObject({ read: 4, imported: 1 });
    expect(report.defaultPasswordAccounts).toEqual(['admin']);
    // The deleted lisi had one; an account without one cannot be reached by mail.
    expect(report.accountsWithoutEmail).toEqual(['zhangsan']);
    expect(report.duplicatePhones).toEqual([
      { phone: '13800000001', users: ['zhangsan', 'jiangnan'] },
    ]);
    expect(report.unmappedRoles).toEqual(['newsEditor (新闻编辑)']);
    expect(report.unmappedPermissions).toEqual(['cms:article:edit']);
    expect(report.unknownConfigKeys).toEqual(['assoc.hotline = 010-8888 6666']);
    expect(report.configKeysLeftOut).toEqual(['sys.index.skinName']);
    expect(report.sanitisedNotices).toEqual([
      { id: '1', title: '年会通知', removed: expect.arrayContaining(['<script>', 'onerror']) },
    ]);
    const printed = formatReport(report);
    expect(printed).toContain('试运行（未写入任何数据）/ Dry run (nothing written)');
    expect(printed).toContain('admin123');
    expect(printed).toMatch(/#1 年会通知: .*<script>/);
    expect(await accountCount()).toBe(before);
    const [keys] = await rowsOf<{ n: number }>(
      s.database.db,
      sql`select count(*)::int as n from import_source_key`,
    );
    expect(keys?.n).toBe(0);
  }, 60_000);

  it('imports the dump: the member signs in with the old password, then holds an Argon2 hash', async () => {
    const source = await openSource(dumpFile);
    const report = await importRuoyi(s.database.db, source, { mapPath: mapFile });
    await source.close();
    expect(report.tables.sys_user).toMatchObject({ imported: 3 });

    const token = await login(s, 'zhangsan', OLD_PASSWORD);
    const info = await api(s.base).GET('/getInfo', { token });
    expect(info.body.user).toMatchObject({ nickName: '张三', userType: '00' });
    expect(info.body.permissions).toEqual(['system:user:manage']);
    const [zhangsan] = await s.database.db
      .select()
      .from(users)
      .where(eq(users.userName, 'zhangsan'));
    expect(zhangsan?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(zhangsan?.phone).toBe('13800000001');
    await login(s, 'zhangsan', OLD_PASSWORD);

    const wrong = await api(s.base).POST('/login', {
      body: { username: 'zhangsan', password: 'not-the-one', ...(await captcha(s)) },
    });
    expect(wrong.body.code).not.toBe(200);

    const [unit] = await s.database.db
      .select({ user: users, unit: enterprises })
      .from(users)
      .innerJoin(enterprises, eq(enterprises.id, users.enterpriseId))
      .where(eq(users.userName, 'jiangnan'));
    expect(unit?.user.userType).toBe('05');
    // The association's enterprise table completes the department's unit: tax ID, so passed.
    expect(unit?.unit).toMatchObject({ unitName: '江南制药机械有限公司', auditStatus: '1' });
  }, 60_000);

  it('the dictionaries come in, in their order, without the entries switched off there', async () => {
    const scale = await s.database.db
      .select({ label: dictData.dictLabel, value: dictData.dictValue })
      .from(dictData)
      .where(eq(dictData.dictType, 'ent_scale'))
      .orderBy(dictData.sort);
    expect(scale).toEqual([
      { label: '大型', value: 'L' },
      { label: '中型', value: 'M' },
    ]);
  });

  it('a notice with a script comes in clean', async () => {
    const [notice] = await s.database.db
      .select()
      .from(notices)
      .where(eq(notices.noticeTitle, '年会通知'));
    expect(notice?.noticeContent).toContain('<p>欢迎参加年会</p>');
    expect(notice?.noticeContent).not.toMatch(/script|onerror|alert/);
  });

  it('a second run over the connection changes nothing and says so', async () => {
    const before = await accountCount();
    const source = await openSource(maria.url('ruoyi'));
    const report = await importRuoyi(s.database.db, source, { mapPath: mapFile });
    await source.close();
    for (const [table, c] of Object.entries(report.tables)) expect(c.imported, table).toBe(0);
    expect(report.tables.sys_user).toMatchObject({ read: 5, already: 3 });
    expect(formatReport(report)).toContain('Nothing changed: everything was already imported');
    expect(await accountCount()).toBe(before);
    // The upgraded hash stays: the old one is not brought back.
    await login(s, 'zhangsan', OLD_PASSWORD);
  }, 60_000);

  it('reads RuoYi-Vue-Plus from a gzipped dump: tenant column, 19-digit ids', async () => {
    const plain = join(dir, 'plus.sql');
    await maria.dump('ruoyi_plus', plain);
    const gz = join(dir, 'plus.sql.gz');
    writeFileSync(gz, gzipSync(readFileSync(plain)));
    const source = await openSource(gz);
    const report = await importRuoyi(s.database.db, source);
    await source.close();
    expect(report.variant).toBe('RuoYi-Vue-Plus');
    expect(report.tables.sys_user).toMatchObject({ read: 2, imported: 1 });
    expect(report.tables.sys_user?.skipped).toEqual({
      'user type app_user unknown / 未知用户类型': 1,
    });
    const [key] = await s.database.db
      .select()
      .from(importSourceKeys)
      .where(eq(importSourceKeys.sourceId, PLUS_USER_ID));
    expect(key).toMatchObject({ sourceTable: 'sys_user', sourceId: PLUS_USER_ID });
    await login(s, 'wangwu', OLD_PASSWORD);

    // Over the connection the 19-digit id reads the same: the account is found, not made again.
    const live = await openSource(maria.url('ruoyi_plus'));
    const again = await importRuoyi(s.database.db, live, { dryRun: true });
    await live.close();
    expect(again.tables.sys_user).toMatchObject({ read: 2, imported: 0, already: 1 });
  }, 60_000);
});
