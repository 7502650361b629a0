/** Governing units: user types 03–06 see the roster and details; everyone else is refused by the server. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#tests/helpers/api.ts';
import { demo, login, registerUnit } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.stop());

describe('governing units', () => {
  it('a governing member (type 05) reads the roster, its own contacts included, and a unit’s detail', async () => {
    const token = await login(s, demo(s, 'member').username, demo(s, 'member').password);
    const routes = await api(s.base).GET('/getSiteRouters', { token });
    expect(routes.body.data[0]!.children.map((r) => r.path)).toContain('governing');
    const list = await api(s.base).GET('/center/governing', { token });
    expect(new Set(list.body.rows.map((r) => r.level))).toEqual(
      new Set(['president', 'vicePresident', 'director']),
    );
    const own = list.body.rows.find((r) => r.unitName === '华东制药装备股份有限公司')!;
    expect(own.contactPerson).not.toBeNull();
    const detail = await api(s.base).GET('/center/governing/{id}', {
      token,
      lang: 'en',
      params: { path: { id: own.id } },
    });
    expect(detail.body.data.unitName).toBe('East China Pharmaceutical Equipment Co., Ltd.');
  });

  it('an ordinary enterprise (type 01) and staff (type 00) are refused, whatever id they send', async () => {
    for (const role of ['enterprise', 'secretariat']) {
      const token = await login(s, demo(s, role).username, demo(s, role).password);
      expect((await api(s.base).GET('/center/governing', { token })).status).toBe(403);
      expect(
        (await api(s.base).GET('/center/governing/{id}', { token, params: { path: { id: 1 } } }))
          .status,
      ).toBe(403);
      const routes = await api(s.base).GET('/getSiteRouters', { token });
      expect(routes.body.data[0]!.children.map((r) => r.path)).not.toContain('governing');
    }
    expect((await api(s.base).GET('/center/governing')).status).toBe(401);
  });

  it('a stranger registering a governing unit’s exact name puts none of its details in front of the council', async () => {
    const president = '江苏恒泰制药装备集团股份有限公司';
    const stranger = await registerUnit(s, {
      unitName: president,
      contactPerson: '冒名者',
      email: 'fake@example.cn',
    });
    expect(stranger.reply.body.code).toBe(200);
    const token = await login(s, demo(s, 'member').username, demo(s, 'member').password);
    const list = await api(s.base).GET('/center/governing', { token });
    const row = list.body.rows.find((r) => r.unitName === president)!;
    expect(row).toMatchObject({ contactPerson: null, phone: null, email: null });
    const detail = await api(s.base).GET('/center/governing/{id}', {
      token,
      params: { path: { id: row.id } },
    });
    expect(detail.body.data).toMatchObject({ contactPerson: null, profile: null });
  });

  it('staff link an entry to a unit by its id, and only to a passed one', async () => {
    const editor = await login(s, demo(s, 'editor').username, demo(s, 'editor').password);
    const { form } = await registerUnit(s);
    const unit = await login(s, form.unitName, form.password);
    const id = (await api(s.base).GET('/getInfo', { token: unit })).body.user.enterpriseId;
    const r = await api(s.base).POST('/content/{type}', {
      token: editor,
      body: { unitName: form.unitName, enterpriseId: id },
      lang: 'en',
      params: { path: { type: 'member' } },
    });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('An entry can be linked only to a unit whose registration has passed');
  });
});
