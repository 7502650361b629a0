/**
 * FILE_STORAGE: with `database`, an upload is a row and no file, and a process on another machine
 * (its own data folder, the same PostgreSQL) downloads it. `npm run files:move` takes every file
 * to the other storage and back with its bytes intact; a file not moved yet still downloads.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf } from '#server/db/client.ts';
import {
  demoAccount,
  demoSignIn,
  serverProcess,
  signIn,
  type ServerProcess,
} from '#tests/helpers/process.ts';

const run = promisify(execFile);
const root = new URL('../../', import.meta.url).pathname;
const made: ServerProcess[] = [];
afterAll(() => Promise.all(made.map((p) => p.dispose())));

/** A PDF no other test uploads, so its bytes prove where they came from. */
const uniquePdf = () => Buffer.from(`%PDF-1.4\n% ${randomBytes(24).toString('hex')}\n%%EOF\n`);

async function upload(base: string, token: string, bytes: Buffer): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), '营业执照.pdf');
  form.append('purpose', 'attachment');
  const res = await fetch(`${base}/common/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await res.json()) as { fileId: string; msg: string };
  expect(res.status, body.msg).toBe(200);
  return body.fileId;
}

async function download(base: string, token: string, id: string): Promise<Buffer> {
  const res = await fetch(`${base}/common/download/resource?resource=${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

const move = (p: ServerProcess, to: string) =>
  run(process.execPath, ['scripts/files-move.ts', to], {
    cwd: root,
    env: { ...process.env, DATA_DIR: p.dataDir, DATABASE_URL: p.databaseUrl ?? '' },
  });

async function rowsInDatabase(p: ServerProcess): Promise<number> {
  const database = await openDatabase({ dataDir: p.dataDir, databaseUrl: p.databaseUrl });
  try {
    const [row] = await rowsOf<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from stored_file_content`,
    );
    return row?.n ?? 0;
  } finally {
    await database.close();
  }
}

const filesInFolder = (p: ServerProcess) => {
  const dir = join(p.dataDir, 'files');
  return existsSync(dir) ? readdirSync(dir) : [];
};

describe('file storage', () => {
  it('keeps uploads in the database, shared without a shared disk, and moves them both ways', async () => {
    const p = await serverProcess('assoc-storage-', { fresh: true });
    made.push(p);
    const base = await p.boot({ FILE_STORAGE: 'database' });
    const member = await demoSignIn(p, base, 'member');
    const bytes = uniquePdf();
    const id = await upload(base, member, bytes);
    // The demo's files and this upload are rows; the data folder holds none of them.
    expect(filesInFolder(p)).toEqual([]);
    expect(await download(base, member, id)).toEqual(bytes);

    if (p.databaseUrl) {
      // Another machine: its own data folder, the same database, the same install secret.
      const other = p.sibling('ownFolder');
      made.push(other);
      const secret = readFileSync(join(p.dataDir, 'secret'), 'utf8').trim();
      const otherBase = await other.boot({ FILE_STORAGE: 'database', APP_SECRET: secret });
      const { username, password } = demoAccount(p, 'member');
      const there = await signIn(otherBase, username, password);
      expect(await download(otherBase, there, id)).toEqual(bytes);
      await other.signal('SIGTERM');
    }
    await p.signal('SIGTERM');

    // The setting changed before the files moved: they still download, from the database.
    const folderBase = await p.boot({ FILE_STORAGE: 'folder' });
    const again = await demoSignIn(p, folderBase, 'member');
    expect(await download(folderBase, again, id)).toEqual(bytes);
    if (!p.databaseUrl) {
      // The embedded database has one user: the move waits for the server to stop.
      await expect(move(p, 'folder')).rejects.toThrow(/stop the server first/);
    }
    await p.signal('SIGTERM');

    const moved = await move(p, 'folder');
    const count = Number(moved.stdout.match(/(\d+) moved/)?.[1]);
    expect(count).toBeGreaterThanOrEqual(2);
    expect(await rowsInDatabase(p)).toBe(0);
    expect(filesInFolder(p)).toHaveLength(count);
    expect(readFileSync(join(p.dataDir, 'files', `${id}.pdf`))).toEqual(bytes);
    // A second run finds everything in place.
    expect((await move(p, 'folder')).stdout).toMatch(/ 0 moved, \d+ already there/);

    const onFolder = await p.boot({ FILE_STORAGE: 'folder' });
    expect(await download(onFolder, await demoSignIn(p, onFolder, 'member'), id)).toEqual(bytes);
    await p.signal('SIGTERM');

    expect((await move(p, 'database')).stdout).toContain(`${count} moved`);
    expect(filesInFolder(p)).toEqual([]);
    expect(await rowsInDatabase(p)).toBe(count);
  }, 180_000);
});
