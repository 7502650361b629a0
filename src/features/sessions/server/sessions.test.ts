/**
 * The administrator sees who is signed in and ends a session by force; every sign-in attempt is
 * kept with its address and outcome, never its password.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '#tests/helpers/http.ts';
import { captcha, demo, login } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startTestServer();
  admin = await login(s, demo(s, 'admin').username, demo(s, 'admin').password);
});
afterAll(() => s.stop());

type Sessions = { rows: { id: string; userName: string; ip: string }[] };
type Logins = {
  rows: { userName: string; ok: boolean; outcome: string; outcomeText: string; ip: string }[];
};

describe('sessions', () => {
  it('lists who is signed in; a forced sign-out ends the session at its next call', async () => {
    const member = demo(s, 'member');
    const token = await login(s, member.username, member.password);
    const r = await call<Sessions>(
      s.base,
      'GET',
      `/console/sessions?user=${encodeURIComponent(member.username)}`,
      { token: admin },
    );
    expect(r.body.rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(r.body)).not.toContain(token);
    for (const row of r.body.rows)
      expect(
        (await call(s.base, 'DELETE', `/console/sessions/${row.id}`, { token: admin })).status,
      ).toBe(200);
    expect((await call(s.base, 'GET', '/getInfo', { token })).status).toBe(401);
    const gone = await call(s.base, 'DELETE', `/console/sessions/${'0'.repeat(64)}`, {
      token: admin,
    });
    expect(gone.status).toBe(404);
  });
});

describe('the sign-in log', () => {
  it('keeps each attempt and its outcome, without the password', async () => {
    await call(s.base, 'POST', '/login', {
      body: { username: 'editor', password: 'wrong-Secret-7', ...(await captcha(s)) },
    });
    await login(s, demo(s, 'editor').username, demo(s, 'editor').password);
    const r = await call<Logins>(s.base, 'GET', '/console/logins?user=editor', { token: admin });
    const [ok, refused] = r.body.rows;
    expect(ok).toEqual(
      expect.objectContaining({ ok: true, outcome: 'auth.login.success', outcomeText: '登录成功' }),
    );
    expect(refused).toEqual(
      expect.objectContaining({
        ok: false,
        outcome: 'error.login.badCredentials',
        outcomeText: '用户不存在/密码错误',
      }),
    );
    const english = await call<Logins>(s.base, 'GET', '/console/logins?user=editor', {
      token: admin,
      lang: 'en',
    });
    expect(english.body.rows[0]?.outcomeText).toBe('Logged in');
    expect(JSON.stringify(r.body)).not.toContain('wrong-Secret-7');
    const refusedOnly = await call<Logins>(s.base, 'GET', '/console/logins?outcome=refused', {
      token: admin,
    });
    expect(refusedOnly.body.rows.every((x) => !x.ok)).toBe(true);
  });

  it('is the administrator’s alone', async () => {
    const clerk = await login(s, demo(s, 'secretariat').username, demo(s, 'secretariat').password);
    expect((await call(s.base, 'GET', '/console/logins', { token: clerk })).status).toBe(403);
    expect((await call(s.base, 'GET', '/console/sessions', { token: clerk })).status).toBe(403);
    expect((await call(s.base, 'GET', '/console/sessions')).status).toBe(401);
  });
});
