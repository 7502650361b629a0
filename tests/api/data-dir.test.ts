/**
 * The data folder in production sits anywhere (/var/lib/…), apart from the project: the page build
 * must not need anything inside it, and nobody but the server's user may read what is in it.
 */
import { afterAll, describe, expect, it } from 'vitest';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { api } from '#tests/helpers/api.ts';
import { captcha, demo, login, uploadPdf } from '#tests/helpers/flows.ts';
import { startTestServer } from '#tests/helpers/server.ts';

const ROOT = new URL('../../', import.meta.url).pathname.replace(/\/$/, '');
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function walk(dir: string, visit: (path: string, mode: number) => void): void {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const stat = statSync(path);
    visit(path, stat.mode);
    if (stat.isDirectory()) walk(path, visit);
  }
}

describe('the data folder', () => {
  it('holds only owner-readable files: database, uploads, phone codes, secret', async () => {
    const dir = join(tmpdir(), `assoc-private-${randomBytes(4).toString('hex')}`);
    made.push(dir);
    mkdirSync(join(dir, 'files'), { recursive: true, mode: 0o777 });
    // Left readable by an older version: tightened at start.
    writeFileSync(join(dir, 'files', 'old.pdf'), '%PDF-1.4');
    chmodSync(join(dir, 'files', 'old.pdf'), 0o666);
    chmodSync(dir, 0o755);
    const s = await startTestServer({}, dir);
    try {
      const m = demo(s, 'member');
      await uploadPdf(s, await login(s, m.username, m.password));
      await api(s.base).POST('/sms/code', {
        body: { phone: '13900001111', purpose: 'register', ...(await captcha(s)) },
      });
    } finally {
      await s.stop();
    }
    const open: string[] = [];
    expect(statSync(dir).mode & 0o077).toBe(0);
    walk(dir, (path, mode) => {
      if (mode & 0o077) open.push(`${path} ${(mode & 0o777).toString(8)}`);
    });
    // On PostgreSQL the database lives with the server, not in the folder.
    if (process.env.TEST_DB !== 'postgres') expect(existsSync(join(dir, 'pgdata'))).toBe(true);
    expect(open).toEqual([]);
  });

  it.skipIf(process.env.TEST_DB === 'postgres')(
    'pages build when the data folder is outside the project, even one named like it',
    async () => {
      // "/srv/app-data" begins with "/srv/app": a prefix test would call it inside the project.
      const dir = `${ROOT}-data-${randomBytes(4).toString('hex')}`;
      made.push(dir);
      const s = await startTestServer({}, dir);
      try {
        await s.builder.rebuild();
        const live = s.builder.currentDir ?? '';
        expect(existsSync(join(live, 'index.html'))).toBe(true);
        expect(existsSync(join(live, 'en', 'index.html'))).toBe(true);
        const code: string[] = [];
        walk(dir, (path) => {
          if (/\.prerender|[\\/]chunks[\\/]/.test(path)) code.push(path);
        });
        expect(code).toEqual([]);
      } finally {
        await s.stop();
      }
    },
    240_000,
  );
});
