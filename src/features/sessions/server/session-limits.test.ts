/**
 * Sessions end at an absolute time however active they are; the administrator ends every session
 * of one account, or of everyone but himself, and the trail keeps who did it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#tests/helpers/api.ts';
import { demo, login } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startTestServer();
  admin = await login(s, demo(s, 'admin').username, demo(s, 'admin').password);
});
afterAll(() => s.stop());

const info = (token: string) => api(s.base).GET('/getInfo', { token });
const signIn = (role: string) => login(s, demo(s, role).username, demo(s, role).password);

describe('the absolute lifetime', () => {
  it('signs out a session past its lifetime even while it is in use', async () => {
    const set = await api(s.base).PUT('/console/config/{key}', {
      token: admin,
      params: { path: { key: 'sys.session.absoluteHours' } },
      body: { value: '2' },
    });
    expect(set.status).toBe(200);
    const editor = await signIn('editor');
    // Active every twenty minutes: the idle timeout (two hours by default) never ends it.
    for (let i = 0; i < 5; i++) {
      s.advance(20 * 60_000);
      expect((await info(editor)).status).toBe(200);
    }
    s.advance(21 * 60_000);
    const late = await info(editor);
    expect(late.status).toBe(401);
    expect(late.body.msg).toBe('无效的会话，或者会话已过期，请重新登录。');
    // Signing in again gives a new session with a lifetime of its own.
    expect((await info(await signIn('editor'))).status).toBe(200);
    admin = await signIn('admin');
  });

  it('refuses a lifetime out of range in both languages', async () => {
    const r = await api(s.base).PUT('/console/config/{key}', {
      token: admin,
      lang: 'en',
      params: { path: { key: 'sys.session.absoluteHours' } },
      body: { value: '0' },
    });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('The longest session is a whole number of hours from 1 to 720');
  });
});

describe('ending sessions by force', () => {
  it('ends every session of one account, and the trail says who did it', async () => {
    const first = await signIn('council');
    const second = await signIn('council');
    const other = await signIn('editor');
    const me = await info(first);
    const r = await api(s.base).DELETE('/console/sessions/user/{userId}', {
      token: admin,
      params: { path: { userId: me.body.user.userId } },
    });
    expect(r.body.data.ended).toBe(2);
    expect(r.body.msg).toBe('该用户的全部会话已结束，需要重新登录');
    expect((await info(first)).status).toBe(401);
    expect((await info(second)).status).toBe(401);
    expect((await info(other)).status).toBe(200);
    const trail = await api(s.base).GET('/console/audit', {
      token: admin,
      params: { query: { route: '/console/sessions/user' } },
    });
    expect(trail.body.rows[0]).toEqual(
      expect.objectContaining({ route: '/console/sessions/user/{userId}', status: 200 }),
    );
  });

  it("ends everyone's sessions but the caller's own; others may not", async () => {
    const editor = await signIn('editor');
    const member = await signIn('member');
    expect((await api(s.base).DELETE('/console/sessions', { token: editor })).status).toBe(403);
    const r = await api(s.base).DELETE('/console/sessions', { token: admin, lang: 'en' });
    expect(r.body.msg).toBe("Everyone's sessions have ended except yours");
    expect(r.body.data.ended).toBeGreaterThanOrEqual(2);
    expect((await info(editor)).status).toBe(401);
    expect((await info(member)).status).toBe(401);
    expect((await info(admin)).status).toBe(200);
  });
});
