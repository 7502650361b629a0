/**
 * Out-of-range ids and NUL characters, tried on every route the API describes: each is refused
 * with a 4xx in the reader's language, and nothing reaches a query that would fail with a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '#tests/helpers/http.ts';
import { demo, login } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';
import { addressWith, isIdName, type Operation, operations } from './openapi.ts';

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startTestServer();
  admin = await login(s, demo(s, 'admin').username, demo(s, 'admin').password);
});
afterAll(() => s.stop());

/** The route with `value` for every id-like parameter, or undefined when it takes none. */
function withIds(path: string, op: Operation, value: string): string | undefined {
  const ids = (op.parameters ?? []).some((p) => isIdName(p.name)) || /\{\w*id\}/i.test(path);
  return ids ? addressWith(path, op, value, '1') : undefined;
}

describe('hostile input on every described route', () => {
  it('every path parameter is declared, so it is validated before the handler runs', () => {
    const undeclared = operations.flatMap(({ path, method, op }) =>
      [...path.matchAll(/\{(\w+)\}/g)]
        .map((m) => m[1])
        .filter((name) => !(op.parameters ?? []).some((p) => p.in === 'path' && p.name === name))
        .map((name) => `${method} ${path} {${name}}`),
    );
    expect(undeclared).toEqual([]);
  });

  for (const value of ['2147483648', '99999999999999999999', '-1', '1.5', '1e3x']) {
    it(`an id of ${value} is refused with a 4xx, never a 500`, async () => {
      const tried: string[] = [];
      for (const { path, method, op } of operations) {
        const url = withIds(path, op, value);
        if (!url) continue;
        const json = op.requestBody?.content?.['application/json'] !== undefined;
        const r = await call(s.base, method, url, {
          token: admin,
          ...(json ? { body: {} } : {}),
          headers: { 'x-test-nonce': `${Math.random()}` },
        });
        tried.push(`${method} ${url}`);
        expect(r.status, `${method} ${url}: ${r.body.msg}`).toBeGreaterThanOrEqual(400);
        expect(r.status, `${method} ${url}: ${r.body.msg}`).toBeLessThan(500);
      }
      expect(tried.length).toBeGreaterThan(30);
    });
  }

  it('an id written in hex, with a sign, a space or an exponent is refused, not read as a number', async () => {
    for (const value of ['0x1', '+1', ' 1', '1e0', '01']) {
      const tried: string[] = [];
      for (const { path, method, op } of operations) {
        const url = withIds(path, op, value);
        if (!url) continue;
        const json = op.requestBody?.content?.['application/json'] !== undefined;
        const r = await call(s.base, method, url, {
          token: admin,
          ...(json ? { body: {} } : {}),
          headers: { 'x-test-nonce': `${Math.random()}` },
          lang: 'en',
        });
        // The administrator is no member: the centre's routes refuse before reading the id.
        if (r.status === 403) continue;
        tried.push(`${method} ${url}`);
        expect(r.status, `${method} ${url}: ${r.body.msg}`).toBe(400);
        expect(r.body.msg, `${method} ${url}`).toBe('The id is not valid');
      }
      expect(tried.length).toBeGreaterThan(30);
    }
    // An id in a form's body too: a training chosen as `0x1` is no training.
    const member = await login(s, demo(s, 'member').username, demo(s, 'member').password);
    const training = await call(s.base, 'POST', '/center/training-registrations', {
      token: member,
      body: { trainingId: '0x1' },
      lang: 'en',
    });
    expect(training.status).toBe(400);
    expect(training.body.errors).toContainEqual({
      field: 'trainingId',
      msg: 'Please choose a training',
    });
    const zh = await call(s.base, 'GET', '/review/reports/0x1/xlsx', {
      token: admin,
      lang: 'zh',
    });
    expect([zh.status, zh.body.msg]).toEqual([400, '编号无效']);
  });

  it('JSON nested thousands deep is refused with a 400 before sign-in, in the reader’s language', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    for (const [lang, msg] of [
      ['en', 'The data is nested too deeply to be read'],
      ['zh', '数据嵌套层级过深，无法读取'],
    ] as const) {
      const res = await fetch(`${s.base}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-language': lang },
        body: `{"username":${deep},"password":"x"}`,
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { msg: string }).msg).toBe(msg);
    }
  });

  it('a NUL character in any JSON body is refused before the route runs', async () => {
    let tried = 0;
    for (const { path, method, op } of operations) {
      if (op.requestBody?.content?.['application/json'] === undefined) continue;
      const url = path.replace(/\{\w+\}/g, '1');
      const r = await call(s.base, method, url, {
        token: admin,
        body: { name: 'a\u0000b', content: 'x', nested: [{ title: '\u0000' }] },
        lang: 'en',
      });
      tried++;
      expect(r.status, `${method} ${url}`).toBe(400);
      expect(r.body.msg, `${method} ${url}`).toBe(
        'The input contains a control character that is not allowed',
      );
    }
    expect(tried).toBeGreaterThan(20);
  });

  it('a NUL character in a query or a path is refused too', async () => {
    for (const url of ['/web/index/newsList?title=a%00b', '/system/dict/data/type/a%00b']) {
      const r = await call(s.base, 'GET', url, { lang: 'zh' });
      expect(r.status, url).toBe(400);
      expect(r.body.msg).toBe('输入中含有不允许的控制字符');
    }
  });
});
