/**
 * Durability: start the real server process, acknowledge writes, kill it with SIGKILL, start it
 * again on the same data, and find every acknowledged write.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { api } from '#tests/helpers/api.ts';
import { phoneNumber, taxId } from '#tests/helpers/flows.ts';
import { serverProcess, type ServerProcess } from '#tests/helpers/process.ts';

let server: ServerProcess | undefined;
afterAll(() => server?.dispose());

describe('acknowledged writes survive SIGKILL', () => {
  it('every registration and password change answered 200 is there after a hard kill', async () => {
    server = await serverProcess('assoc-durable-');
    const { dataDir } = server;
    let base = await server.boot();
    const units: { unitName: string; password: string }[] = [];
    for (let i = 0; i < 6; i++) {
      const phone = phoneNumber();
      expect(
        (await api(base).POST('/sms/code', { body: { phone, purpose: 'register' } })).body.code,
      ).toBe(200);
      const lines = readFileSync(join(dataDir, 'outbox', 'sms.jsonl'), 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l));
      const code = lines.filter((m) => m.phone === phone).at(-1).code;
      const form = {
        unitName: `持久化测试${i}有限公司`,
        taxId: taxId(),
        contactPerson: '赵',
        email: 'z@e.cn',
        phone,
        password: `Durable${i}x`,
        confirmPassword: `Durable${i}x`,
        privacyVersion: 1,
        smsCode: code,
      };
      const r = await api(base).POST('/register', { body: form });
      expect(r.body.code, r.body.msg).toBe(200);
      units.push({ unitName: form.unitName, password: form.password });
    }
    // The last acknowledged write right before the kill: a password change.
    const token = (
      await api(base).POST('/login', {
        body: { username: units[0]!.unitName, password: units[0]!.password },
      })
    ).body.token;
    const change = await api(base).PUT('/system/user/profile/updatePwd', {
      token,
      body: {
        oldPassword: units[0]!.password,
        password: 'Changed99',
        confirmPassword: 'Changed99',
      },
    });
    expect(change.body.code).toBe(200);
    units[0]!.password = 'Changed99';
    const demoBefore = readFileSync(join(dataDir, 'demo-accounts.json'), 'utf8');

    await server.kill9();
    base = await server.boot();

    for (const u of units) {
      const r = await api(base).POST('/login', {
        body: { username: u.unitName, password: u.password },
      });
      expect(r.body.code, `${u.unitName}: ${r.body.msg}`).toBe(200);
      const info = await api(base).GET('/getInfo', { token: r.body.token });
      expect(info.body.user).toMatchObject({ userName: u.unitName, auditStatus: '0' });
    }
    // The restart did not seed again: the demo passwords are the ones printed the first time.
    expect(readFileSync(join(dataDir, 'demo-accounts.json'), 'utf8')).toBe(demoBefore);
  }, 180_000);
});
