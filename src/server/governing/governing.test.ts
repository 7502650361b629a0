/** Governing units: user types 03–06 see the roster and details; everyone else is refused by the server. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '#tests/helpers/http.ts';
import { demo, login } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.stop());

type Row = { id: number; unitName: string; level: string; contactPerson: string | null };

describe('governing units', () => {
  it('a governing member (type 05) reads the roster, its own contacts included, and a unit’s detail', async () => {
    const token = await login(s, demo(s, 'member').username, demo(s, 'member').password);
    const routes = await call<{ data: { children: { path: string }[] }[] }>(
      s.base,
      'GET',
      '/getSiteRouters',
      { token },
    );
    expect(routes.body.data[0]!.children.map((r) => r.path)).toContain('governing');
    const list = await call<{ rows: Row[] }>(s.base, 'GET', '/center/governing', { token });
    expect(new Set(list.body.rows.map((r) => r.level))).toEqual(
      new Set(['president', 'vicePresident', 'director']),
    );
    const own = list.body.rows.find((r) => r.unitName === '华东制药装备股份有限公司')!;
    expect(own.contactPerson).not.toBeNull();
    const detail = await call<{ data: Row & { profile: unknown } }>(
      s.base,
      'GET',
      `/center/governing/${own.id}`,
      { token, lang: 'en' },
    );
    expect(detail.body.data.unitName).toBe('East China Pharmaceutical Equipment Co., Ltd.');
  });

  it('an ordinary enterprise (type 01) and staff (type 00) are refused, whatever id they send', async () => {
    for (const role of ['enterprise', 'secretariat']) {
      const token = await login(s, demo(s, role).username, demo(s, role).password);
      expect((await call(s.base, 'GET', '/center/governing', { token })).status).toBe(403);
      expect((await call(s.base, 'GET', '/center/governing/1', { token })).status).toBe(403);
      const routes = await call<{ data: { children: { path: string }[] }[] }>(
        s.base,
        'GET',
        '/getSiteRouters',
        { token },
      );
      expect(routes.body.data[0]!.children.map((r) => r.path)).not.toContain('governing');
    }
    expect((await call(s.base, 'GET', '/center/governing')).status).toBe(401);
  });
});
