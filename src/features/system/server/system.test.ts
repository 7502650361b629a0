import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#tests/helpers/api.ts';
import { call } from '#tests/helpers/http.ts';
import { demo, login } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';
import { configs } from '#server/config/tables.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
  await s.deps.db
    .insert(configs)
    .values({ configKey: 'sys.internal.note', configValue: 'staff only', isPublic: false });
});
afterAll(() => s.stop());

describe('GET /system/config/configKey/{key}', () => {
  it('answers a public key in msg', async () => {
    const r = await api(s.base).GET('/system/config/configKey/{key}', {
      params: { path: { key: 'sys.account.captchaEnabled' } },
    });
    expect(r.body).toEqual({ code: 200, msg: 'true' });
  });
  it('a private key looks missing to visitors and members, and is readable with the permission', async () => {
    expect(
      (
        await api(s.base).GET('/system/config/configKey/{key}', {
          params: { path: { key: 'sys.internal.note' } },
        })
      ).body.code,
    ).toBe(404);
    const member = demo(s, 'member');
    expect(
      (
        await api(s.base).GET('/system/config/configKey/{key}', {
          token: await login(s, member.username, member.password),
          params: { path: { key: 'sys.internal.note' } },
        })
      ).body.code,
    ).toBe(404);
    const staff = demo(s, 'secretariat');
    const r = await api(s.base).GET('/system/config/configKey/{key}', {
      token: await login(s, staff.username, staff.password),
      params: { path: { key: 'sys.internal.note' } },
    });
    expect(r.body).toEqual({ code: 200, msg: 'staff only' });
  });
  it('refuses keys that are not plain names', async () => {
    // A hostile key, sent as typed: raw on purpose.
    const r = await call(s.base, 'GET', "/system/config/configKey/a'%20or%201=1");
    expect(r.status).toBe(400);
  });
});

describe('GET /system/dict/data/type/{type}', () => {
  it('lists entries in order with labels in the reader language and both raw labels', async () => {
    const zh = await api(s.base).GET('/system/dict/data/type/{type}', {
      params: { path: { type: 'audit_status' } },
    });
    expect(zh.body.data.map((d) => [d.dictLabel, d.dictValue])).toEqual([
      ['审核中', '0'],
      ['已通过', '1'],
      ['已驳回', '2'],
    ]);
    const en = await api(s.base).GET('/system/dict/data/type/{type}', {
      lang: 'en',
      params: { path: { type: 'audit_status' } },
    });
    expect(en.body.data.map((d) => d.dictLabel)).toEqual(['Under review', 'Passed', 'Rejected']);
    expect(en.body.data[0]!.raw).toEqual({ zh: '审核中', en: 'Under review' });
  });
  it('an unknown type is an empty list', async () => {
    expect(
      (
        await api(s.base).GET('/system/dict/data/type/{type}', {
          params: { path: { type: 'no_such_type' } },
        })
      ).body.data,
    ).toEqual([]);
  });
});

describe('GET /web/index/indexnews', () => {
  it('gives the newest news and dynamics, English with Chinese fallback', async () => {
    const en = await api(s.base).GET('/web/index/indexnews', { lang: 'en' });
    expect(en.body.data.news).toHaveLength(8);
    expect(en.body.data.news[0]!.title).toBe(
      'The 65th National Pharmaceutical Machinery Expo closes in Qingdao',
    );
    expect(en.body.data.news.find((n) => n.access === 'member')?.title).toBe(
      'Members only: 2026 industry salary survey published',
    );
    const zh = await api(s.base).GET('/web/index/indexnews');
    expect(zh.body.data.news[0]!.title).toBe('第六十五届全国制药机械博览会在青岛闭幕');
  });
});

describe('errors never leak internals', () => {
  it('unknown API paths answer a 404 envelope', async () => {
    const r = await call(s.base, 'GET', '/no/such/thing', { lang: 'en' });
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ code: 404, msg: 'The resource does not exist' });
  });
  it('malformed JSON is a 400 envelope, not a stack trace', async () => {
    const res = await fetch(`${s.base}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"username":',
    });
    const body = await res.json();
    expect(res.status).toBe(400);
    expect(body.code).toBe(500);
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts|SyntaxError|stack/i);
  });
  it('JSON answers carry nosniff and a no-document CSP', async () => {
    const r = await api(s.base).GET('/captchaImage');
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('content-security-policy')).toContain("default-src 'none'");
  });
});
