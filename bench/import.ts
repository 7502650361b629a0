/**
 * Moving in 100,000 RuoYi rows: a mysqldump file written here (units, accounts, roles, notices,
 * sign-in and operation logs in RuoYi-Vue's columns) imported into the embedded database, and
 * into PostgreSQL when DATABASE_URL names a server; then the same import again, which must change
 * nothing. Target: at most 5 minutes on 2 cores. Writes bench/results/import.json with the time
 * and rows per second of each table. ROWS scales the dump (100000).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import bcrypt from 'bcryptjs';
import { openDatabase } from '#server/db/client.ts';
import { startServer } from '#server/server.ts';
import { usccCheckChar } from '#shared/uscc.ts';
import { importRuoyi } from '#features/import/server/import.service.ts';
import { openSource } from '#features/import/server/source.ts';
import { onPostgres } from './postgres.ts';
import { record } from './record.ts';

const ROWS = Number(process.env.ROWS ?? 100_000);
// Shares of the rows per table, as a long-lived association's RuoYi has them.
const n = (share: number) => Math.round(ROWS * share);
const SIZES = {
  sys_dept: n(0.01),
  sys_enterprise: n(0.09),
  sys_user: n(0.2),
  sys_user_role: n(0.1),
  sys_notice: n(0.05),
  sys_logininfor: n(0.3),
  sys_oper_log: n(0.25),
};
// One BCrypt hash for every account: hashing is not what is measured.
const HASH = bcrypt.hashSync('Bench@2020', 4).replace(/^\$2b\$/, '$2a$');

const q = (s: string) => `'${s.replace(/'/g, "''")}'`;
const day = (i: number) =>
  `2024-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')} 09:00:00`;

function insert(table: string, count: number, row: (i: number) => string): string {
  const out: string[] = [];
  for (let start = 0; start < count; start += 1000) {
    const rows = [];
    for (let i = start; i < Math.min(count, start + 1000); i++) rows.push(`(${row(i)})`);
    out.push(`INSERT INTO \`${table}\` VALUES ${rows.join(',')};`);
  }
  return out.join('\n');
}

function dump(): string {
  const units = SIZES.sys_enterprise;
  const tax = (i: number) => {
    const body = `9132050${String(i).padStart(10, '0')}`;
    return body + usccCheckChar(body);
  };
  return [
    'CREATE TABLE `sys_dept` (\n  `dept_id` bigint,\n  `parent_id` bigint,\n  `ancestors` varchar(50),\n  `dept_name` varchar(30),\n  `leader` varchar(20),\n  `phone` varchar(11),\n  `email` varchar(50),\n  `del_flag` char(1),\n  `create_time` datetime\n);',
    insert('sys_dept', SIZES.sys_dept, (i) =>
      i === 0
        ? `200,0,'0','会员单位',NULL,NULL,NULL,'0','2019-01-01 00:00:00'`
        : `${200 + i},200,'0,200',${q(`分会${i}`)},'王','1380000${String(i).padStart(4, '0')}','d${i}@example.cn','0',${q(day(i))}`,
    ),
    'CREATE TABLE `sys_enterprise` (\n  `enterprise_id` bigint,\n  `user_id` bigint,\n  `enterprise_name` varchar(100),\n  `credit_code` varchar(18),\n  `contact_name` varchar(30),\n  `contact_phone` varchar(20),\n  `address` varchar(200),\n  `is_member` char(1),\n  `member_start` datetime,\n  `member_end` date,\n  `del_flag` char(1)\n);',
    insert('sys_enterprise', units, (i) =>
      [
        i + 1,
        i + 1,
        q(`基准制药装备有限公司${i}`),
        q(tax(i)),
        q('刘工'),
        q(`139${String(i).padStart(8, '0')}`),
        q('江苏省苏州市'),
        i % 3 === 0 ? "'1'" : "'0'",
        q(day(i)),
        "'2026-12-31'",
        "'0'",
      ].join(','),
    ),
    'CREATE TABLE `sys_user` (\n  `user_id` bigint,\n  `dept_id` bigint,\n  `user_name` varchar(30),\n  `nick_name` varchar(30),\n  `user_type` varchar(2),\n  `email` varchar(50),\n  `phonenumber` varchar(11),\n  `password` varchar(100),\n  `status` char(1),\n  `del_flag` char(1),\n  `create_time` datetime\n);',
    insert('sys_user', SIZES.sys_user, (i) =>
      // The first accounts are the units' (linked by the enterprise table's user_id), then staff.
      [
        i + 1,
        'NULL',
        q(i < units ? `unit${i}` : `staff${i}`),
        q(i < units ? `单位${i}` : `职员${i}`),
        i < units ? "'01'" : "'00'",
        q(`u${i}@example.cn`),
        q(`137${String(i).padStart(8, '0')}`),
        q(HASH),
        "'0'",
        "'0'",
        q(day(i)),
      ].join(','),
    ),
    'CREATE TABLE `sys_role` (\n  `role_id` bigint,\n  `role_name` varchar(30),\n  `role_key` varchar(100),\n  `del_flag` char(1)\n);',
    "INSERT INTO `sys_role` VALUES (2,'普通角色','common','0'),(100,'编辑','benchEditor','0');",
    'CREATE TABLE `sys_user_role` (\n  `user_id` bigint,\n  `role_id` bigint\n);',
    insert('sys_user_role', SIZES.sys_user_role, (i) => `${units + 1 + i},100`),
    'CREATE TABLE `sys_notice` (\n  `notice_id` bigint,\n  `notice_title` varchar(50),\n  `notice_type` char(1),\n  `notice_content` longblob,\n  `status` char(1),\n  `create_by` varchar(64),\n  `create_time` datetime\n);',
    insert(
      'sys_notice',
      SIZES.sys_notice,
      (i) =>
        `${i + 1},${q(`通知${i}`)},'1',${q(`<p>第${i}号通知。<script>x()</script></p>`)},'0','admin',${q(day(i))}`,
    ),
    'CREATE TABLE `sys_logininfor` (\n  `info_id` bigint,\n  `user_name` varchar(50),\n  `ipaddr` varchar(128),\n  `login_location` varchar(255),\n  `browser` varchar(50),\n  `os` varchar(50),\n  `status` char(1),\n  `msg` varchar(255),\n  `login_time` datetime\n);',
    insert(
      'sys_logininfor',
      SIZES.sys_logininfor,
      (i) =>
        `${i + 1},${q(`unit${i % 5000}`)},'10.0.${i % 250}.${i % 200}','内网IP','Chrome 12','Windows 10',${i % 9 === 0 ? "'1'" : "'0'"},'登录成功',${q(day(i))}`,
    ),
    'CREATE TABLE `sys_oper_log` (\n  `oper_id` bigint,\n  `title` varchar(50),\n  `business_type` int,\n  `method` varchar(200),\n  `request_method` varchar(10),\n  `oper_name` varchar(50),\n  `oper_url` varchar(255),\n  `oper_ip` varchar(128),\n  `oper_param` varchar(2000),\n  `json_result` varchar(2000),\n  `status` int,\n  `error_msg` varchar(2000),\n  `oper_time` datetime,\n  `cost_time` bigint\n);',
    insert(
      'sys_oper_log',
      SIZES.sys_oper_log,
      (i) =>
        `${i + 1},'用户管理',2,'com.ruoyi.web.controller.system.SysUserController.edit()','PUT','admin','/system/user','10.0.0.1','{"userId":${i}}','{"code":200}',0,'',${q(day(i))},12`,
    ),
  ].join('\n');
}

const dir = mkdtempSync(join(tmpdir(), 'import-bench-'));
const dumpFile = join(dir, 'ruoyi.sql');
writeFileSync(dumpFile, dump());
const mapFile = join(dir, 'mapping.json');
writeFileSync(mapFile, JSON.stringify({ units: { underDeptIds: [200] } }));

interface Table {
  table: string;
  rows: number;
  seconds: number;
  rowsPerSecond: number;
}

async function importOnce(databaseUrl: string) {
  const database = await openDatabase({ databaseUrl, dataDir: join(dir, 'data') });
  try {
    const source = await openSource(dumpFile);
    const tables: Table[] = [];
    let last = Date.now();
    const started = last;
    const report = await importRuoyi(database.db, source, {
      mapPath: mapFile,
      progress: (line) => {
        const now = Date.now();
        const [table, rest] = line.split(': ');
        const rows = Number(rest?.split(' ')[0]);
        const seconds = (now - last) / 1000;
        last = now;
        if (!rows) return;
        tables.push({
          table: table ?? '',
          rows,
          seconds,
          rowsPerSecond: Math.round(rows / seconds),
        });
      },
    });
    const seconds = (Date.now() - started) / 1000;
    const read = Object.values(report.tables).reduce((a, c) => a + c.read, 0);
    const imported = Object.values(report.tables).reduce((a, c) => a + c.imported, 0);
    const matched = report.checksums.every((c) => c.match);
    return { seconds, read, imported, rowsPerSecond: Math.round(read / seconds), matched, tables };
  } finally {
    await database.close();
  }
}

async function bothRuns(databaseUrl: string) {
  // The product sets its database up on its first start; the import comes after, server stopped.
  const running = await startServer({
    env: {
      ...process.env,
      DATA_DIR: join(dir, 'data'),
      PORT: '0',
      DATABASE_URL: databaseUrl,
      SITE_BUILD: 'false',
      JOBS: 'false',
    },
    log: () => undefined,
  });
  await running.close();
  const first = await importOnce(databaseUrl);
  console.log(`[bench] first: ${first.seconds} s`, first.tables);
  const again = await importOnce(databaseUrl);
  console.log(`[bench] again: ${again.seconds} s`);
  return { first, again };
}

try {
  const embedded = await bothRuns('');
  rmSync(join(dir, 'data'), { recursive: true, force: true });
  const postgres = await onPostgres((url) => bothRuns(url));
  record('import', {
    measuredAt: new Date().toISOString().slice(0, 10),
    rows: ROWS,
    targetSeconds: 300,
    embedded,
    postgres: postgres ?? 'not measured: DATABASE_URL unset',
  });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
