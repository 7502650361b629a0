/** Reviewers see the unit behind a decision; nobody else does. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#tests/helpers/api.ts';
import { demo, login } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.stop());

const as = (role: string) => login(s, demo(s, role).username, demo(s, role).password);

describe('the dossier beside a decision', () => {
  it('shows the secretariat and the council the unit, its information and its attachments', async () => {
    const member = await as('member');
    const id = (await api(s.base).GET('/getInfo', { token: member })).body.user.enterpriseId!;
    for (const role of ['secretariat', 'council']) {
      const token = await as(role);
      const d = await api(s.base).GET('/review/enterprises/{id}', {
        token,
        params: { path: { id } },
      });
      expect(d.body.data.unitName).toBe(demo(s, 'member').username);
      expect(d.body.data.profile?.address).toBe('杭州市滨江区江南大道 1888 号');
      expect(d.body.data.attachments.map((a) => a.name)).toEqual(['营业执照.pdf']);
      // And the attachment itself opens for them.
      const pdf = await fetch(`${s.url}${d.body.data.attachments[0]?.url}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(pdf.status, role).toBe(200);
    }
  });

  it('refuses enterprises, editors and visitors', async () => {
    for (const role of ['enterprise', 'member', 'editor']) {
      const r = await api(s.base).GET('/review/enterprises/{id}', {
        token: await as(role),
        params: { path: { id: 1 } },
      });
      expect(r.status, role).toBe(403);
    }
    expect(
      (await api(s.base).GET('/review/enterprises/{id}', { params: { path: { id: 1 } } })).status,
    ).toBe(401);
  });
});
