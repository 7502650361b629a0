/**
 * A production install (no demo accounts) gets its first administrator from `npm run
 * admin:create`: roles and settings are laid down, and the printed link sets the password under
 * the policy, after which the account signs in with every permission.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { api } from '#tests/helpers/api.ts';
import { login } from '#tests/helpers/flows.ts';
import { startTestServer } from '#tests/helpers/server.ts';

const run = promisify(execFile);
const dataDir = mkdtempSync(join(tmpdir(), 'first-admin-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const adminCreate = (...args: string[]) =>
  run(process.execPath, ['scripts/admin-create.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, SEED_DEMO: 'false', DATABASE_URL: '' },
  });

describe('npm run admin:create', () => {
  it('makes the first administrator of an empty install, whose link sets the password', async () => {
    const made = await adminCreate('chief');
    expect(made.stdout).toContain('已写入角色、参数和字典');
    const setupPath = /\/forgot-password#ticket=[\w-]+/.exec(made.stdout)?.[0];
    expect(setupPath).toBeTruthy();
    // A second run with the same name is refused, in both languages, and changes nothing.
    await expect(adminCreate('chief')).rejects.toMatchObject({
      stderr: expect.stringContaining('已有名为 chief 的工作人员账号'),
    });

    const s = await startTestServer({ SEED_DEMO: 'false' }, dataDir);
    try {
      const ticket = setupPath!.split('#ticket=')[1]!;
      const weak = await api(s.base).POST('/password/forgot/reset', {
        lang: 'en',
        body: { ticket, password: 'admin123', confirmPassword: 'admin123' },
      });
      expect(weak.status).toBe(400);
      const set = await api(s.base).POST('/password/forgot/reset', {
        body: { ticket, password: 'Chief-of-2026', confirmPassword: 'Chief-of-2026' },
      });
      expect(set.status).toBe(200);
      const token = await login(s, 'chief', 'Chief-of-2026');
      const info = await api(s.base).GET('/getInfo', { token });
      expect(info.body.permissions).toEqual(['*:*:*']);
    } finally {
      await s.stop();
    }
  }, 120_000);
});
