/**
 * `npm run backup` and `npm run restore`. A backup is a folder (owner-only) with:
 * - the database: PostgreSQL's own dump (`pg_dump`, consistent by itself), or the embedded
 *   database's folder, copied between two queries by the server that has it open, or directly
 *   when none runs;
 * - the uploaded files, copied after the database, so every file the database names is there
 *   (files are only ever added);
 * - the install's secret and demo accounts, when the data folder has them;
 * - `manifest.json`: when, which database, the last migration, the files' count and bytes.
 * A restore goes into an empty data folder (and, on PostgreSQL, an empty database) only.
 */
import { execFile } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Env } from '../config/env.ts';
import { tighten } from '../config/data-dir.ts';
import { openDatabase } from '../db/client.ts';
import { filesDir } from '../files/storage.ts';
import { askServerForSnapshot, runningServer } from './snapshot-request.ts';

const run = promisify(execFile);
const DUMP = 'database.dump';
const PGDATA = 'pgdata';
const FILES = 'files';
/** Kept with the backup when the data folder has them: a development install's secret, the demo accounts. */
const KEPT = ['secret', 'demo-accounts.json'];

export interface Manifest {
  createdAt: string;
  database: 'pglite' | 'postgres';
  lastMigration: string;
  files: { count: number; bytes: number };
}

export async function makeBackup(
  env: Env,
  dest: string,
  log: (line: string) => void,
): Promise<Manifest> {
  if (existsSync(dest) && readdirSync(dest).length)
    throw new Error(`${dest} is not empty / 备份目录不是空的`);
  mkdirSync(dest, { recursive: true, mode: 0o700 });
  chmodSync(dest, 0o700);
  const database = env.DATABASE_URL ? 'postgres' : 'pglite';
  if (env.DATABASE_URL) {
    await run('pg_dump', ['--format=custom', `--file=${join(dest, DUMP)}`], {
      env: libpqEnv(env.DATABASE_URL),
    });
  } else {
    const pid = runningServer(env.DATA_DIR);
    if (pid) {
      log(
        `[backup] asking the running server (process ${pid}) for the database / 请求运行中的服务复制数据库`,
      );
      await askServerForSnapshot(pid, env.DATA_DIR, dest);
    } else {
      const db = await openDatabase({ dataDir: env.DATA_DIR, migrate: false });
      try {
        await db.snapshot?.(join(dest, PGDATA));
      } finally {
        await db.close();
      }
    }
  }
  const from = filesDir(env.DATA_DIR);
  if (existsSync(from)) cpSync(from, join(dest, FILES), { recursive: true });
  for (const name of KEPT)
    if (existsSync(join(env.DATA_DIR, name))) cpSync(join(env.DATA_DIR, name), join(dest, name));
  const manifest: Manifest = {
    createdAt: new Date().toISOString(),
    database,
    lastMigration: lastMigration(),
    files: treeSize(join(dest, FILES)),
  };
  writeFileSync(join(dest, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  tighten(dest);
  return manifest;
}

export async function restoreBackup(env: Env, from: string): Promise<Manifest> {
  const manifestFile = join(from, 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${from} is not a backup / 不是备份目录`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const here = env.DATABASE_URL ? 'postgres' : 'pglite';
  if (manifest.database !== here)
    throw new Error(
      `the backup holds a ${manifest.database} database, this install uses ${here} / ` +
        '备份的数据库类型与本安装不同',
    );
  if (existsSync(filesDir(env.DATA_DIR)) && readdirSync(filesDir(env.DATA_DIR)).length)
    throw new Error(`${env.DATA_DIR} already has files / 数据目录已有文件，只能恢复到空目录`);
  if (here === 'postgres') {
    await refuseUnlessEmpty(env.DATABASE_URL!);
    const target = libpqEnv(env.DATABASE_URL!);
    await run(
      'pg_restore',
      [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        // All or nothing: a failed restore leaves the database empty, to try again.
        '--single-transaction',
        `--dbname=${target.PGDATABASE}`,
        join(from, DUMP),
      ],
      { env: target },
    );
  } else {
    const pgdata = join(env.DATA_DIR, PGDATA);
    if (existsSync(pgdata) && readdirSync(pgdata).length)
      throw new Error(`${pgdata} is not empty / 数据库目录不是空的，只能恢复到空目录`);
    cpSync(join(from, PGDATA), pgdata, { recursive: true });
  }
  if (existsSync(join(from, FILES)))
    cpSync(join(from, FILES), filesDir(env.DATA_DIR), { recursive: true });
  for (const name of KEPT)
    if (existsSync(join(from, name))) cpSync(join(from, name), join(env.DATA_DIR, name));
  tighten(env.DATA_DIR);
  return manifest;
}

/** The connection as libpq's variables: a password on a command line is readable by every user. */
function libpqEnv(url: string): NodeJS.ProcessEnv {
  const u = new URL(url);
  return {
    ...process.env,
    PGHOST: u.hostname,
    PGPORT: u.port || '5432',
    PGUSER: decodeURIComponent(u.username),
    PGPASSWORD: decodeURIComponent(u.password),
    PGDATABASE: decodeURIComponent(u.pathname.slice(1)),
    ...(u.searchParams.get('sslmode') ? { PGSSLMODE: u.searchParams.get('sslmode')! } : {}),
  };
}

async function refuseUnlessEmpty(url: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')",
    );
    if (rows[0]?.n)
      throw new Error('the database is not empty / 数据库不是空的，只能恢复到空数据库');
  } finally {
    await client.end();
  }
}

function lastMigration(): string {
  const journal = new URL('../db/migrations/meta/_journal.json', import.meta.url);
  const { entries } = JSON.parse(readFileSync(journal, 'utf8')) as { entries: { tag: string }[] };
  return entries.at(-1)?.tag ?? '';
}

function treeSize(dir: string): { count: number; bytes: number } {
  if (!existsSync(dir)) return { count: 0, bytes: 0 };
  const names = readdirSync(dir, { recursive: true }).map(String);
  const files = names.map((n) => statSync(join(dir, n))).filter((s) => s.isFile());
  return { count: files.length, bytes: files.reduce((sum, s) => sum + s.size, 0) };
}
