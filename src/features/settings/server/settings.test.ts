/**
 * Dictionaries and configuration: what the administrator saves is what forms and pages read;
 * values something depends on are checked by their rule; nobody else may change them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type BodyOf } from '#tests/helpers/api.ts';
import { demo, login } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startTestServer();
  admin = await login(s, demo(s, 'admin').username, demo(s, 'admin').password);
});
afterAll(() => s.stop());

describe('dictionaries', () => {
  it('are saved whole and answered to every form at once', async () => {
    const entries = [
      { value: '01', label: '制剂装备', labelEn: 'Formulation equipment', sort: 1 },
      { value: '99', label: '其他', labelEn: '', sort: 9 },
    ];
    const saved = await api(s.base).PUT('/console/dicts/{type}', {
      token: admin,
      body: { entries },
      params: { path: { type: 'industry_category' } },
    });
    expect(saved.status).toBe(200);
    const read = await api(s.base).GET('/system/dict/data/type/{type}', {
      params: { path: { type: 'industry_category' } },
    });
    expect(read.body.data.map((d) => d.dictValue)).toEqual(['01', '99']);
  });

  it('refuse duplicate or malformed values, an empty list and a bad type name', async () => {
    const put = (type: string, entries: BodyOf<'put', '/console/dicts/{type}'>['entries']) =>
      api(s.base).PUT('/console/dicts/{type}', {
        token: admin,
        body: { entries },
        params: { path: { type } },
      });
    expect((await put('industry_category', [])).status).toBe(400);
    const dup = { value: '01', label: 'x' };
    expect((await put('industry_category', [dup, dup])).status).toBe(400);
    expect((await put('industry_category', [{ value: 'a b', label: 'x' }])).status).toBe(400);
    expect((await put('Bad-Type', [{ value: '1', label: 'x' }])).status).toBe(400);
  });
});

describe('configuration', () => {
  it('checks the values something reads, and switches the captcha off and on', async () => {
    const put = (key: string, value: string) =>
      api(s.base).PUT('/console/config/{key}', {
        token: admin,
        body: { value },
        params: { path: { key } },
      });
    expect((await put('sys.account.captchaEnabled', 'maybe')).status).toBe(400);
    expect((await put('sys.fee.schedule', '{"default": "lots"}')).status).toBe(400);
    expect((await put('sys.fee.schedule', 'not json')).status).toBe(400);
    expect((await put('no.such.key', 'x')).status).toBe(404);
    expect((await put('sys.account.captchaEnabled', 'false')).status).toBe(200);
    const off = await api(s.base).GET('/captchaImage');
    expect(off.body.captchaEnabled).toBe(false);
    await put('sys.account.captchaEnabled', 'true');
    expect((await put('site.hotline', '010-6439 8801')).status).toBe(200);
  });

  it('is the administrator’s alone', async () => {
    const clerk = await login(s, demo(s, 'secretariat').username, demo(s, 'secretariat').password);
    expect((await api(s.base).GET('/console/config', { token: clerk })).status).toBe(403);
    expect(
      (
        await api(s.base).PUT('/console/dicts/{type}', {
          token: clerk,
          body: { entries: [] },
          params: { path: { type: 'sys_yes_no' } },
        })
      ).status,
    ).toBe(403);
  });
});
