/**
 * Moving in the rest of a RuoYi site, against a real MariaDB loaded with RuoYi tables and rows of
 * our own: units with their tax IDs and membership dates, notices and their read receipts, files
 * and the links to them, the old logs as a read-only archive, checksums, the association's own
 * tables through the mapping, and the import runs kept for the console.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import bcrypt from 'bcryptjs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Mariadb, mariadbBinary, startMariadb } from '#tests/helpers/mariadb.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';
import { enterprises, roles, userRoles, users } from '#server/auth/tables.ts';
import { noticeReads, notices } from '#server/notices/tables.ts';
import { files as storedFiles } from '#server/files/tables.ts';
import { api } from '#tests/helpers/api.ts';
import { demo, login } from '#tests/helpers/flows.ts';
import { call } from '#tests/helpers/http.ts';
import { articles, memberUnits } from '#features/content/server/tables.ts';
import { OLD_PASSWORD, ruoyiVue, ruoyiVuePlus, TAX_ID } from './fixture.ts';
import { RUOYI_DEFAULT_HASH } from './accounts.ts';
import { formatReport, type ImportReport } from './report.ts';
import { importRuoyi } from './import.service.ts';
import { openSource } from './source.ts';
import { loadMapping } from './mapping.ts';
import { importLogArchive, importRuns } from './tables.ts';

const installed = mariadbBinary() !== undefined;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe.skipIf(!installed)('moving in: units, notices, files, logs', () => {
  let s: TestServer;
  let maria: Mariadb;
  let dir: string;
  let dumpFile: string;
  let mapFile: string;
  let first: ImportReport;
  let uploads: string;

  beforeAll(async () => {
    [s, maria] = await Promise.all([startTestServer(), startMariadb()]);
    const hash = bcrypt.hashSync(OLD_PASSWORD, 10).replace(/^\$2b\$/, '$2a$');
    await maria.sql(undefined, ruoyiVue('ruoyi', hash, RUOYI_DEFAULT_HASH));
    dir = mkdtempSync(join(tmpdir(), 'moving-in-'));
    dumpFile = join(dir, 'ruoyi.sql');
    await maria.dump('ruoyi', dumpFile);
    // RuoYi's upload folder as the IT provider copies it: profile/upload/yyyy/MM/dd/….
    uploads = join(dir, 'uploadPath');
    const day = join(uploads, 'profile', 'upload', '2025', '05', '01');
    mkdirSync(day, { recursive: true });
    writeFileSync(join(day, 'logo_20250501.png'), PNG);
    writeFileSync(join(day, 'guide.pdf'), PDF);
    mapFile = join(dir, 'mapping.json');
    writeFileSync(
      mapFile,
      JSON.stringify({
        units: { underDeptIds: [200] },
        tables: {
          cms_article: {
            entity: 'articles',
            id: 'article_id',
            columns: {
              title: 'title',
              content: 'body',
              publish_time: 'publishedAt',
              del_flag: null,
            },
            values: { channel: 'news' },
          },
        },
      }),
    );
  }, 60_000);
  afterAll(async () => {
    await Promise.all([s?.stop(), maria?.stop()]);
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const run = async (spec: string, dryRun = false) => {
    const source = await openSource(spec);
    try {
      return await importRuoyi(s.database.db, source, {
        mapPath: mapFile,
        dryRun,
        filesDir: uploads,
        storage: s.deps.files,
      });
    } finally {
      await source.close();
    }
  };
  const unitCount = async () =>
    (await s.database.db.select({ n: sql<number>`count(*)::int` }).from(enterprises))[0]?.n;

  it('a dry run reports the units and writes none', async () => {
    const before = await unitCount();
    const filesDir = join(s.env.DATA_DIR, 'files');
    const storedBefore = existsSync(filesDir) ? readdirSync(filesDir).length : 0;
    const dry = await run(dumpFile, true);
    expect(dry.tables.sys_enterprise).toMatchObject({ read: 4, imported: 3 });
    expect(dry.tables.sys_enterprise?.skipped).toEqual({ 'deleted (del_flag) / 已删除': 1 });
    expect(dry.duplicateTaxIds).toEqual([
      { value: TAX_ID.jiangnan, units: ['江南制药机械有限公司', '华东包装设备厂'] },
    ]);
    expect(dry.duplicatePhonesOfUnits).toEqual([
      { value: '13900000001', units: ['江南制药机械有限公司', '华东包装设备厂'] },
    ]);
    expect(dry.unknownColumns).toEqual([
      { table: 'sys_enterprise', columns: ['wechat_id'] },
      { table: 'cms_article', columns: ['view_count'] },
    ]);
    expect(await unitCount()).toBe(before);
    expect(existsSync(filesDir) ? readdirSync(filesDir).length : 0).toBe(storedBefore);
    const [runs] = await s.database.db.select({ n: sql<number>`count(*)::int` }).from(importRuns);
    expect(runs?.n).toBe(0);
  }, 60_000);

  it('units arrive with their tax IDs, information and real membership dates', async () => {
    first = await run(dumpFile);
    const rows = await s.database.db.select().from(enterprises).orderBy(enterprises.id);
    const byName = (name: string) => rows.find((r) => r.unitName === name);
    expect(byName('江南制药机械有限公司')).toMatchObject({
      taxId: TAX_ID.jiangnan,
      auditStatus: '1',
      contactPerson: '王经理',
      isMember: true,
      memberUntil: '2026-12-31',
    });
    expect(byName('江南制药机械有限公司')?.memberSince?.toISOString()).toBe(
      '2024-06-15T02:00:00.000Z',
    );
    // The same tax ID twice: the second unit stays apart, under review, and is listed.
    expect(byName('华东包装设备厂')).toMatchObject({
      taxId: TAX_ID.jiangnan,
      auditStatus: '0',
      isMember: false,
      memberUntil: '2023-12-31',
    });
    // Joined in March 2025: that date and that year in the public members table, not today's.
    const suzhou = byName('苏州无菌灌装技术有限公司');
    expect(suzhou).toMatchObject({
      taxId: TAX_ID.suzhou,
      isMember: true,
      memberUntil: '2025-12-31',
    });
    expect(suzhou?.memberSince?.toISOString()).toBe('2025-03-20T06:30:00.000Z');
    const [listed] = await s.database.db
      .select()
      .from(memberUnits)
      .where(eq(memberUnits.enterpriseId, suzhou?.id ?? 0));
    expect(listed).toMatchObject({ joinedYear: 2025, status: 'published' });
    // The enterprise account is the unit's, and a member's account holds the member role.
    const [huadong] = await s.database.db.select().from(users).where(eq(users.userName, 'huadong'));
    expect(huadong?.enterpriseId).toBe(byName('华东包装设备厂')?.id);
    const memberRole = await s.database.db
      .select({ key: roles.roleKey })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(eq(users.userName, 'jiangnan'));
    expect(memberRole.map((r) => r.key)).toContain('member');
  }, 60_000);

  it('a notice with a script arrives clean and is listed; its read receipts come along', async () => {
    expect(first.sanitisedNotices).toEqual([
      { id: '1', title: '年会通知', removed: expect.arrayContaining(['<script>', 'onerror']) },
    ]);
    expect(formatReport(first)).toMatch(/#1 年会通知: .*<script>/);
    const [annual] = await s.database.db
      .select()
      .from(notices)
      .where(eq(notices.noticeTitle, '年会通知'));
    expect(annual?.noticeContent).toContain('<p>欢迎参加年会</p>');
    expect(annual?.noticeContent).not.toMatch(/script|onerror|alert/);
    // jiangnan read two notices; the read of a deleted account has nobody to belong to.
    expect(first.tables.sys_notice_read).toMatchObject({ read: 3, imported: 2 });
    const reads = await s.database.db
      .select({ title: notices.noticeTitle, at: noticeReads.readAt })
      .from(noticeReads)
      .innerJoin(notices, eq(notices.id, noticeReads.noticeId))
      .innerJoin(users, eq(users.id, noticeReads.userId))
      .where(eq(users.userName, 'jiangnan'))
      .orderBy(noticeReads.readAt);
    expect(reads.map((r) => [r.title, r.at.toISOString()])).toEqual([
      ['年会通知', '2025-03-02T00:00:00.000Z'],
      ['放假安排', '2025-04-21T00:00:00.000Z'],
    ]);
  });

  it('a file linked from a notice arrives, its link works over HTTP, a missing one is listed', async () => {
    const [notice] = await s.database.db
      .select()
      .from(notices)
      .where(eq(notices.noticeTitle, '会员证书领取'));
    const links = [
      ...(notice?.noticeContent ?? '').matchAll(/(?:src|href)="([^"]*anonymity[^"]*)"/g),
    ].map((m) => (m[1] ?? '').replaceAll('&amp;', '&'));
    expect(links).toHaveLength(2);
    const base = s.base.replace(/\/prod-api$/, '');
    const picture = await fetch(`${base}${links[0]}`);
    expect(picture.status).toBe(200);
    expect(Buffer.from(await picture.arrayBuffer()).equals(PNG)).toBe(true);
    const guide = await fetch(`${base}${links[1]}`);
    expect(Buffer.from(await guide.arrayBuffer()).equals(PDF)).toBe(true);
    // The missing picture keeps its old link, and the report says which notice lost it.
    expect(notice?.noticeContent).toContain('/profile/upload/2025/05/01/gone.png');
    expect(first.missingFiles).toEqual([
      'sys_notice #3 会员证书领取: /profile/upload/2025/05/01/gone.png',
    ]);
  });

  it('the old logs show in the archive, filtered, and cannot be edited', async () => {
    expect(first.tables.sys_logininfor).toMatchObject({ read: 3, imported: 3 });
    expect(first.tables.sys_oper_log).toMatchObject({ read: 2, imported: 2 });
    const token = await login(s, demo(s, 'admin').username, demo(s, 'admin').password);
    const failed = await api(s.base).GET('/console/old-logs', {
      token,
      params: { query: { kind: 'login', user: 'jiangnan', outcome: 'failure' } },
    });
    expect(failed.body.total).toBe(1);
    expect(failed.body.rows[0]).toMatchObject({
      userName: 'jiangnan',
      ip: '58.33.1.2',
      summary: '用户不存在/密码错误',
      at: '2025-06-02T02:00:00.000Z',
    });
    const june3 = await api(s.base).GET('/console/old-logs', {
      token,
      params: { query: { kind: 'operation', from: '2025-06-03', to: '2025-06-03' } },
    });
    expect(june3.body.rows.map((r) => [r.userName, r.summary, r.detail])).toEqual([
      ['zhangsan', '通知公告', 'DELETE /system/notice/9'],
    ]);
    expect(june3.body.rows[0]?.row.error_msg).toBe('通知不存在');
    // No call changes it, and the database itself refuses to.
    const id = june3.body.rows[0]?.id ?? 0;
    for (const method of ['PUT', 'DELETE'])
      expect(
        (await call(s.base, method, `/console/old-logs/${id}`, { token, body: {} })).body.code,
      ).not.toBe(200);
    await expect(
      s.database.db
        .update(importLogArchive)
        .set({ userName: 'nobody' })
        .where(eq(importLogArchive.id, id)),
    ).rejects.toThrow();
    await expect(
      s.database.db.delete(importLogArchive).where(eq(importLogArchive.id, id)),
    ).rejects.toThrow();
    // A member never reads it.
    const member = await login(s, 'jiangnan', OLD_PASSWORD);
    const refused = await api(s.base).GET('/console/old-logs', { token: member });
    expect(refused.body.code).not.toBe(200);
  });

  it('checksums match; a second run over the connection changes nothing and says so', async () => {
    for (const c of first.checksums)
      expect(c.match, `${c.table} ${c.held}/${c.expected}`).toBe(true);
    const tables = first.checksums.map((c) => c.table);
    expect(tables).toEqual(
      expect.arrayContaining(['sys_user', 'sys_enterprise', 'sys_notice', 'sys_oper_log']),
    );
    const files = async () =>
      (await s.database.db.select({ n: sql<number>`count(*)::int` }).from(storedFiles))[0]?.n;
    const [unitsBefore, filesBefore] = [await unitCount(), await files()];
    const second = await run(maria.url('ruoyi'));
    for (const [table, c] of Object.entries(second.tables)) expect(c.imported, table).toBe(0);
    expect(formatReport(second)).toContain('Nothing changed: everything was already imported');
    expect([await unitCount(), await files()]).toEqual([unitsBefore, filesBefore]);
    // Read over the connection or from the dump, the same rows give the same sums.
    expect(second.checksums.map((c) => [c.table, c.sourceSha256, c.heldSha256])).toEqual(
      first.checksums.map((c) => [c.table, c.sourceSha256, c.heldSha256]),
    );

    // Both runs are kept for the administrator, each with its report; a dry run is not.
    const token = await login(s, demo(s, 'admin').username, demo(s, 'admin').password);
    const runs = await api(s.base).GET('/console/imports', { token });
    expect(runs.body.rows.map((r) => r.changed)).toEqual([false, true]);
    const kept = await api(s.base).GET('/console/imports/{id}', {
      token,
      params: { path: { id: runs.body.rows[1]?.id ?? 0 } },
    });
    expect(kept.body.data.printed).toContain('sys_enterprise: 4 · 3 · 0 · 1');
    expect(kept.body.data.printed).toMatch(/sys_user: 5 [0-9a-f]{12} → 3 · 3 [0-9a-f]{12} ✓/);
  }, 60_000);

  it("an article from the association's own table arrives through the mapping, clean", async () => {
    expect(first.tables.cms_article).toMatchObject({ read: 2, imported: 1 });
    expect(first.sanitisedArticles).toEqual([
      { id: 'cms_article#7', title: '协会召开年度理事会', removed: ['<iframe>'] },
    ]);
    const [article] = await s.database.db
      .select()
      .from(articles)
      .where(eq(articles.title, '协会召开年度理事会'));
    expect(article).toMatchObject({ channel: 'news', status: 'published' });
    expect(article?.publishedAt.toISOString()).toBe('2025-05-10T02:00:00.000Z');
    expect(article?.body).not.toContain('iframe');
    // The site search finds it as soon as the import is done.
    const hits = await call<{ data: { rows: { type: string; title: string }[] } }>(
      s.base,
      'GET',
      `/web/index/searchList?keywords=${encodeURIComponent('年度理事会')}&type=article`,
    );
    expect(hits.body.data.rows.map((r) => r.title)).toContain('协会召开年度理事会');
    // The picture the notice also shows: one file, one address.
    const [notice] = await s.database.db
      .select()
      .from(notices)
      .where(eq(notices.noticeTitle, '会员证书领取'));
    const link = /src="([^"]+)"/.exec(article?.body ?? '')?.[1];
    expect(link).toMatch(/anonymity\/resource/);
    expect(notice?.noticeContent).toContain(link);
  });

  it('a mapping naming a field the product lacks is refused with both languages', () => {
    const bad = join(dir, 'bad-mapping.json');
    writeFileSync(
      bad,
      JSON.stringify({ tables: { t: { entity: 'units', id: 'id', columns: { x: 'shoeSize' } } } }),
    );
    expect(() => loadMapping(bad)).toThrow(/units\.shoeSize is no field of units/);
  });

  it('RuoYi-Vue-Plus: sys_oss objects are fetched, the notice linking one is rewritten', async () => {
    // The object store (MinIO, in the old site) as a plain web server.
    const store = createServer((req, res) => {
      if (req.url === '/ruoyi/2024/09/01/a1b2c3.png') res.end(PNG);
      else res.writeHead(404).end();
    });
    await new Promise<void>((r) => store.listen(0, '127.0.0.1', r));
    const { port } = store.address() as AddressInfo;
    const ossUrl = `http://127.0.0.1:${port}/ruoyi/2024/09/01/a1b2c3.png`;
    const hash = bcrypt.hashSync(OLD_PASSWORD, 10).replace(/^\$2b\$/, '$2a$');
    await maria.sql(undefined, ruoyiVuePlus('plus_files', hash, ossUrl));
    try {
      const report = await run(maria.url('plus_files'));
      expect(report.variant).toBe('RuoYi-Vue-Plus');
      expect(report.tables.sys_oss).toMatchObject({ read: 1, imported: 1 });
      const [unit] = await s.database.db
        .select()
        .from(enterprises)
        .where(eq(enterprises.taxId, TAX_ID.plus));
      expect(unit).toMatchObject({
        unitName: '北方制药装备集团',
        auditStatus: '1',
        isMember: true,
      });
      const [notice] = await s.database.db
        .select()
        .from(notices)
        .where(eq(notices.noticeTitle, '展会通知'));
      expect(notice?.sendUser).toBe('秘书处');
      const link = /src="([^"]+)"/.exec(notice?.noticeContent ?? '')?.[1] ?? '';
      expect(link).toMatch(/anonymity\/resource/);
      const got = await fetch(
        `${s.base.replace(/\/prod-api$/, '')}${link.replaceAll('&amp;', '&')}`,
      );
      expect(Buffer.from(await got.arrayBuffer()).equals(PNG)).toBe(true);
    } finally {
      store.close();
    }
  }, 60_000);
});
