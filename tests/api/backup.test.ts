/**
 * `npm run backup` while the server runs, `npm run restore` into an empty install: every table
 * has the same rows, every stored file its bytes; a backup taken while members write restores
 * into an install that works, each file the database names present. On the embedded database
 * the running server makes the copy between two queries; on PostgreSQL, pg_dump.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf } from '#server/db/client.ts';
import { api } from '#tests/helpers/api.ts';
import { uploadPdf } from '#tests/helpers/flows.ts';
import { demoSignIn, serverProcess, type ServerProcess } from '#tests/helpers/process.ts';

const run = promisify(execFile);
const root = new URL('../../', import.meta.url).pathname;
const made: ServerProcess[] = [];
afterAll(() => Promise.all(made.map((p) => p.dispose())));

/** A running install (a seeded one), or with `empty` a new one to restore into. */
const fresh = async (prefix: string, empty?: 'empty') => {
  const p = await serverProcess(prefix, { fresh: empty === 'empty' });
  made.push(p);
  return p;
};

/** `npm run backup` / `npm run restore` with the install's settings. */
const script = (name: 'backup' | 'restore', p: ServerProcess, arg: string) =>
  run(process.execPath, [`scripts/${name}.ts`, arg], {
    cwd: root,
    env: { ...process.env, DATA_DIR: p.dataDir, DATABASE_URL: p.databaseUrl ?? '' },
  });

/** Every table's row count, read with the server stopped. */
async function counts(p: ServerProcess): Promise<Record<string, number>> {
  const database = await openDatabase({ dataDir: p.dataDir, databaseUrl: p.databaseUrl });
  try {
    const tables = await rowsOf<{ name: string }>(
      database.db,
      // Unlogged tables hold seconds-long guards, not data: a restore starts them empty.
      sql`select c.relname as name from pg_class c
          join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind = 'r' and c.relpersistence = 'p' order by 1`,
    );
    const out: Record<string, number> = {};
    for (const { name } of tables) {
      const [row] = await rowsOf<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from ${sql.identifier(name)}`,
      );
      out[name] = row?.n ?? 0;
    }
    return out;
  } finally {
    await database.close();
  }
}

async function storedFiles(p: ServerProcess) {
  const database = await openDatabase({ dataDir: p.dataDir, databaseUrl: p.databaseUrl });
  try {
    return await rowsOf<{ name: string; size: number }>(
      database.db,
      sql`select stored_name as name, size from stored_file`,
    );
  } finally {
    await database.close();
  }
}

describe('backup and restore', () => {
  it('a quiet backup restores every row and every file', async () => {
    const source = await fresh('assoc-backup-');
    const base = await source.boot();
    const member = await demoSignIn(source, base, 'member');
    const fileId = await uploadPdf({ base }, member, 'attachment', '营业执照.pdf');
    expect(fileId).toBeTruthy();
    const dest = join(source.dataDir, 'backups', 'quiet');
    const { stdout } = await script('backup', source, dest);
    expect(stdout).toMatch(/1 files/);
    // The embedded database is copied by the server that has it open, never opened twice.
    if (!source.databaseUrl) expect(stdout).toMatch(/asking the running server/);
    // The server kept answering, and is stopped only to count what it holds.
    expect((await api(base).GET('/getInfo', { token: member })).body.code).toBe(200);
    expect(await source.signal('SIGTERM')).toBe(0);

    const target = await fresh('assoc-restored-', 'empty');
    await script('restore', target, dest);
    expect(await counts(target)).toEqual(await counts(source));
    const [file] = await storedFiles(target);
    expect(readFileSync(join(target.dataDir, 'files', file!.name))).toEqual(
      readFileSync(join(source.dataDir, 'files', file!.name)),
    );
    // The restored install starts and its accounts sign in.
    const restored = await target.boot();
    const again = await demoSignIn(target, restored, 'member');
    // A write passes the duplicate guard, whose unlogged table the restore may have emptied: the
    // wrong old password is the answer, not a failure.
    const body = { oldPassword: 'Nope1234', password: 'Fresh123', confirmPassword: 'Fresh123' };
    const write = await api(restored).PUT('/system/user/profile/updatePwd', {
      token: again,
      body,
    });
    expect([write.status, write.body.msg]).toEqual([400, '旧密码错误']);
    // A second restore into it is refused: it is no longer empty.
    await expect(script('restore', target, dest)).rejects.toThrow(/not empty|already has/);
  }, 180_000);

  it('a backup taken while members write restores into an install that works', async () => {
    const source = await fresh('assoc-backup-busy-');
    const base = await source.boot();
    const member = await demoSignIn(source, base, 'member');
    const before = await uploadPdf({ base }, member, 'attachment', '备份之前.pdf');
    let writing = true;
    const writes = (async () => {
      let n = 0;
      while (writing) {
        await uploadPdf({ base }, member, 'attachment', `附件${n}.pdf`);
        await api(base).POST('/system/complaint', {
          token: member,
          body: { name: '王工', tel: '13800000000', content: `备份期间的投诉 ${n++}` },
        });
      }
      return n;
    })();
    await new Promise((r) => setTimeout(r, 500));
    const dest = join(source.dataDir, 'backups', 'busy');
    await script('backup', source, dest);
    writing = false;
    expect(await writes).toBeGreaterThan(0);
    await source.signal('SIGTERM');

    const target = await fresh('assoc-restored-busy-', 'empty');
    await script('restore', target, dest);
    const files = await storedFiles(target);
    expect(files.length).toBeGreaterThan(0);
    for (const f of files)
      expect(readFileSync(join(target.dataDir, 'files', f.name)).length).toBe(f.size);
    const restored = await target.boot();
    const token = await demoSignIn(target, restored, 'member');
    // A file uploaded before the backup downloads from the restored install.
    const download = await fetch(
      `${restored}/common/download/resource?resource=${encodeURIComponent(before)}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).toString('latin1')).toMatch(/^%PDF-/);
  }, 180_000);
});
