/**
 * The files folder fills up: an upload that does not fit is refused with a clear message in the
 * reader's language (507), no part of it is left on disk and no record names it; what was saved
 * before is intact. Needs root, for a small tmpfs over the files folder.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { files } from '#server/db/schema/index.ts';
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

let s: TestServer | undefined;
let mounted: string | undefined;
afterAll(async () => {
  await s?.stop();
  if (mounted) execFileSync('umount', [mounted]);
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
    mounted = join(dataDir, 'files');
    const seeded = join(dataDir, 'files-seeded');
    renameSync(mounted, seeded);
    mkdirSync(mounted);
    const used = readdirSync(seeded).reduce(
      (kb, n) => kb + Math.ceil(statSync(join(seeded, n)).size / 1024) + 4,
      0,
    );
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${used + 1024}k`, 'tmpfs', mounted]);
    cpSync(seeded, mounted, { recursive: true });
    const kept = readdirSync(mounted).length;
    s = await startTestServer({}, dataDir);
    const server = s;
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
