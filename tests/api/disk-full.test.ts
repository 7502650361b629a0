/**
 * The files folder fills up: an upload that does not fit is refused with a clear message in the
 * reader's language (507), no part of it is left on disk and no record names it; what was saved
 * before is intact. Needs root, for a small tmpfs over the files folder. And the embedded
 * database's disk: writes are refused before it fills (the database would not survive it),
 * reading goes on, and writing resumes once there is room.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { files } from '#server/files/tables.ts';
import { demo, login } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';

const canMount = (() => {
  if (process.getuid?.() !== 0) return false;
  const probe = mkdtempSync(join(tmpdir(), 'assoc-mount-probe-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', probe]);
    execFileSync('umount', [probe]);
    return true;
  } catch {
    return false;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
})();

const servers: TestServer[] = [];
const mounts: string[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop();
  for (const m of mounts) {
    try {
      execFileSync('umount', [m]);
      rmSync(m, { recursive: true, force: true });
    } catch (err) {
      console.error(`umount ${m}: ${String(err)}`);
    }
  }
});

/** A PDF of `kb` kilobytes. */
const pdf = (kb: number) =>
  new Uint8Array(Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(kb * 1024, 32)]));

// The files folder is the same on either database: run once.
describe.skipIf(!canMount || process.env.TEST_DB === 'postgres')('a full files folder', () => {
  it('refuses the upload that does not fit, clearly, and leaves nothing of it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'assoc-disk-full-'));
    // Seeded first; then the files folder becomes a tmpfs with room for them and 1 MB more.
    await (await startTestServer({}, dataDir)).stop();
    const mounted = join(dataDir, 'files');
    const seeded = join(dataDir, 'files-seeded');
    renameSync(mounted, seeded);
    mkdirSync(mounted);
    const used = readdirSync(seeded).reduce(
      (kb, n) => kb + Math.ceil(statSync(join(seeded, n)).size / 1024) + 4,
      0,
    );
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${used + 1024}k`, 'tmpfs', mounted]);
    mounts.push(mounted);
    cpSync(seeded, mounted, { recursive: true });
    const kept = readdirSync(mounted).length;
    // The reserve is off: this is the last line, a disk filled by someone else between the check
    // and the write.
    const server = await startTestServer({ DISK_RESERVE_MB: '0' }, dataDir);
    servers.push(server);
    const member = await login(
      server,
      demo(server, 'member').username,
      demo(server, 'member').password,
    );
    const rows = async () => (await server.deps.db.select({ n: count() }).from(files))[0]?.n;
    const upload = async (name: string, lang: string) => {
      const form = new FormData();
      form.append('file', new Blob([pdf(600)]), name);
      form.append('purpose', 'attachment');
      const res = await fetch(`${server.base}/common/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${member}`, 'content-language': lang },
        body: form,
      });
      return { status: res.status, body: (await res.json()) as { msg: string } };
    };
    const before = await rows();
    expect((await upload('第一份.pdf', 'zh')).status).toBe(200);
    const full = await upload('第二份.pdf', 'zh');
    expect(full.status).toBe(507);
    expect(full.body.msg).toBe('服务器存储空间已满，文件未保存。请稍后再试，或联系协会秘书处');
    const fullEn = await upload('third.pdf', 'en');
    expect(fullEn.body.msg).toMatch(/^The server's storage is full, so the file was not saved/);
    expect(readdirSync(mounted)).toHaveLength(kept + 1);
    expect(await rows()).toBe((before ?? 0) + 1);
  });
});

/** Kilobytes the files of a folder take, as a tmpfs counts them (whole pages). */
function kbOf(folder: string): number {
  let kb = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true }))
    if (entry.isFile())
      kb += Math.ceil(statSync(join(entry.parentPath, entry.name)).size / 4096) * 4;
  return kb;
}

describe.skipIf(!canMount || process.env.TEST_DB === 'postgres')(
  'the embedded database’s disk',
  () => {
    it('refuses writes before it is full, keeps reading, and writes again once there is room', async () => {
      const seeded = mkdtempSync(join(tmpdir(), 'assoc-db-full-seed-'));
      await (await startTestServer({}, seeded)).stop();
      // The whole data folder on a disk with 40 MB to spare; writes stop with 16 MB left.
      const dataDir = mkdtempSync(join(tmpdir(), 'assoc-db-full-'));
      execFileSync('mount', [
        '-t',
        'tmpfs',
        '-o',
        `size=${kbOf(seeded) + 40 * 1024}k`,
        'tmpfs',
        dataDir,
      ]);
      mounts.push(dataDir);
      cpSync(seeded, dataDir, { recursive: true });
      rmSync(seeded, { recursive: true, force: true });
      const server = await startTestServer(
        { DISK_RESERVE_MB: '16', FILE_STORAGE: 'database' },
        dataDir,
      );
      servers.push(server);
      const signIn = () =>
        login(server, demo(server, 'member').username, demo(server, 'member').password);
      let member = await signIn();
      const upload = async (lang: string) => {
        const form = new FormData();
        // Random bytes: nothing on the way compresses them.
        const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(1024 * 1024)]);
        form.append('file', new Blob([new Uint8Array(bytes)]), 'report.pdf');
        form.append('purpose', 'attachment');
        const res = await fetch(`${server.base}/common/upload`, {
          method: 'POST',
          headers: { authorization: `Bearer ${member}`, 'content-language': lang },
          body: form,
          signal: AbortSignal.timeout(20_000),
        });
        return { status: res.status, msg: ((await res.json()) as { msg: string }).msg };
      };
      const rows = async () => (await server.deps.db.select({ n: count() }).from(files))[0]?.n ?? 0;
      const before = await rows();
      const statuses: number[] = [];
      for (let i = 0; i < 40 && !statuses.includes(507); i++) {
        statuses.push((await upload('zh')).status);
        // Every answer came, and reading goes on.
        const me = await fetch(`${server.base}/getInfo`, {
          headers: { authorization: `Bearer ${member}` },
          signal: AbortSignal.timeout(20_000),
        });
        expect(me.status).toBe(200);
      }
      const accepted = statuses.filter((x) => x === 200).length;
      console.log(`database disk: ${accepted} uploads of 1 MB accepted, then ${statuses.at(-1)}`);
      expect(accepted).toBeGreaterThan(5);
      expect(statuses.at(-1)).toBe(507);
      expect((await upload('en')).msg).toMatch(
        /^The server's storage is nearly full, so nothing was saved/,
      );
      expect(await rows()).toBe(before + accepted);
      // Signing out and in still work: no session is left open for want of room.
      const out = await fetch(`${server.base}/logout`, {
        method: 'POST',
        headers: { authorization: `Bearer ${member}` },
      });
      expect(out.status).toBe(200);
      member = await signIn();

      // Room again (the operator grew the disk): writes resume, no restart.
      execFileSync('mount', ['-o', `remount,size=${kbOf(dataDir) + 80 * 1024}k`, dataDir]);
      expect((await upload('zh')).status).toBe(200);
      expect(await rows()).toBe(before + accepted + 1);
    });
  },
);
