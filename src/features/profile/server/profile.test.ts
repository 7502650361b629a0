/** A staff member's recent actions: their own content edits and workflow decisions, nobody else's. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '#tests/helpers/http.ts';
import { demo, login, registerUnit } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.stop());

type Actions = {
  rows: { kind: string; subject: string; item: string; action: string; title: string | null }[];
};
const actionsOf = async (token: string) =>
  (await call<Actions>(s.base, 'GET', '/system/user/profile/actions', { token })).body.rows;
const signIn = (role: string) => login(s, demo(s, role).username, demo(s, role).password);

describe('recent actions', () => {
  it('are the caller’s own edits and decisions, newest first', async () => {
    const editor = await signIn('editor');
    const secretariat = await signIn('secretariat');
    const made = await call<{ data: { id: number } }>(s.base, 'POST', '/content/article', {
      token: editor,
      body: { channel: 'news', title: '近期操作测试', body: '<p>x</p>' },
    });
    const id = made.body.data.id;
    await call(s.base, 'POST', `/content/article/${id}/publish`, { token: editor });

    const unit = await registerUnit(s);
    const token = await login(s, unit.form.unitName, unit.form.password);
    const me = await call<{ user: { enterpriseId: number } }>(s.base, 'GET', '/getInfo', { token });
    const enterprise = me.body.user.enterpriseId;
    await call(s.base, 'POST', `/review/registrations/${enterprise}`, {
      token: secretariat,
      body: { decision: 'pass', opinion: '' },
    });

    const edits = await actionsOf(editor);
    expect(edits.slice(0, 2)).toEqual([
      expect.objectContaining({ kind: 'content', subject: 'article', item: String(id) }),
      expect.objectContaining({ kind: 'content', action: 'created', title: '近期操作测试' }),
    ]);
    expect(edits.some((a) => a.kind === 'workflow')).toBe(false);

    const decisions = await actionsOf(secretariat);
    expect(decisions[0]).toEqual(
      expect.objectContaining({
        kind: 'workflow',
        subject: 'registration',
        item: String(enterprise),
        action: '1',
      }),
    );
    expect(decisions.some((a) => a.kind === 'content')).toBe(false);
  });

  it('are refused to a visitor', async () => {
    const r = await call(s.base, 'GET', '/system/user/profile/actions');
    expect(r.status).toBe(401);
  });
});
