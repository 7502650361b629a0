/**
 * The administrator sees who is signed in and ends a session by force; every sign-in attempt is
 * kept with its address and outcome, never its password.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#tests/helpers/api.ts';
import { captcha, demo, login } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startTestServer();
  admin = await login(s, demo(s, 'admin').username, demo(s, 'admin').password);
});
afterAll(() => s.stop());

describe('sessions', () => {
  it('lists who is signed in; a forced sign-out ends the session at its next call', async () => {
    const member = demo(s, 'member');
    const token = await login(s, member.username, member.password);
    const r = await api(s.base).GET('/console/sessions', {
      token: admin,
      params: { query: { user: member.username } },
    });
    expect(r.body.rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(r.body)).not.toContain(token);
    for (const row of r.body.rows)
      expect(
        (
          await api(s.base).DELETE('/console/sessions/{id}', {
            token: admin,
            params: { path: { id: row.id } },
          })
        ).status,
      ).toBe(200);
    expect((await api(s.base).GET('/getInfo', { token })).status).toBe(401);
    const gone = await api(s.base).DELETE('/console/sessions/{id}', {
      token: admin,
      params: { path: { id: '0'.repeat(64) } },
    });
    expect(gone.status).toBe(404);
  });
});

describe('the sign-in log', () => {
  it('keeps each attempt and its outcome, without the password', async () => {
    await api(s.base).POST('/login', {
      body: { username: 'editor', password: 'wrong-Secret-7', ...(await captcha(s)) },
    });
    await login(s, demo(s, 'editor').username, demo(s, 'editor').password);
    const r = await api(s.base).GET('/console/logins', {
      token: admin,
      params: { query: { user: 'editor' } },
    });
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
    const english = await api(s.base).GET('/console/logins', {
      token: admin,
      lang: 'en',
      params: { query: { user: 'editor' } },
    });
    expect(english.body.rows[0]?.outcomeText).toBe('Logged in');
    expect(JSON.stringify(r.body)).not.toContain('wrong-Secret-7');
    const refusedOnly = await api(s.base).GET('/console/logins', {
      token: admin,
      params: { query: { outcome: 'refused' } },
    });
    expect(refusedOnly.body.rows.every((x) => !x.ok)).toBe(true);
  });

  it('is the administrator’s alone', async () => {
    const clerk = await login(s, demo(s, 'secretariat').username, demo(s, 'secretariat').password);
    expect((await api(s.base).GET('/console/logins', { token: clerk })).status).toBe(403);
    expect((await api(s.base).GET('/console/sessions', { token: clerk })).status).toBe(403);
    expect((await api(s.base).GET('/console/sessions')).status).toBe(401);
  });
});
