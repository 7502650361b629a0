/** A staff member's recent actions: their own content edits and workflow decisions, nobody else's. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#tests/helpers/api.ts';
import { demo, login, registerUnit } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.stop());

const actionsOf = async (token: string) =>
  (await api(s.base).GET('/system/user/profile/actions', { token })).body.rows;
const signIn = (role: string) => login(s, demo(s, role).username, demo(s, role).password);

describe('recent actions', () => {
  it('are the caller’s own edits and decisions, newest first', async () => {
    const editor = await signIn('editor');
    const secretariat = await signIn('secretariat');
    const made = await api(s.base).POST('/content/{type}', {
      token: editor,
      body: { channel: 'news', title: '近期操作测试', body: '<p>x</p>' },
      params: { path: { type: 'article' } },
    });
    const id = made.body.data.row.id;
    await api(s.base).POST('/content/{type}/{id}/publish', {
      token: editor,
      params: { path: { type: 'article', id } },
    });

    const unit = await registerUnit(s);
    const token = await login(s, unit.form.unitName, unit.form.password);
    const me = await api(s.base).GET('/getInfo', { token });
    const enterprise = me.body.user.enterpriseId!;
    await api(s.base).POST('/review/registrations/{id}', {
      token: secretariat,
      body: { decision: 'pass', opinion: '' },
      params: { path: { id: enterprise } },
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
    const r = await api(s.base).GET('/system/user/profile/actions');
    expect(r.status).toBe(401);
  });
});
