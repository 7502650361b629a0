/**
 * The request layer against a real HTTP server on loopback: what the reader sees for each answer,
 * and what the duplicate guard and the 401 prompt do.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import createOpenApiClient, { type Middleware } from 'openapi-fetch';
import { useTranslations } from '#i18n/index.ts';
import type { ApiError } from '../errors.ts';
import { duplicateMiddleware, SLOT_KEY } from './duplicate.ts';
import { authMiddleware, serializeQuery, timeoutMiddleware } from './request.ts';
import { QUIET_HEADER, responseMiddleware } from './response.ts';

/** The test server has no OpenAPI description: a loosely typed client over the same library. */
interface LooseClient {
  GET(
    path: string,
    init?: Record<string, unknown>,
  ): Promise<{ data?: unknown; response: Response }>;
  POST(
    path: string,
    init?: Record<string, unknown>,
  ): Promise<{ data?: unknown; response: Response }>;
  PUT(
    path: string,
    init?: Record<string, unknown>,
  ): Promise<{ data?: unknown; response: Response }>;
  use(...m: Middleware[]): void;
}
const createClient = (opts: Parameters<typeof createOpenApiClient>[0]) =>
  createOpenApiClient(opts) as unknown as LooseClient;

let server: Server;
let base = '';
const seen: { path: string; auth?: string; user?: string; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const path = req.url ?? '';
      const user = req.headers['x-session-user'];
      seen.push({ path, auth: req.headers.authorization, user: String(user ?? ''), body });
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      if (path.startsWith('/ok')) return json(200, { code: 200, msg: 'fine', data: 1 });
      if (path.startsWith('/nocode')) return json(200, { data: 2 });
      if (path.startsWith('/e500')) return json(400, { code: 500, msg: '单位名称已注册' });
      if (path.startsWith('/e601')) return json(200, { code: 601, msg: '请注意' });
      if (path.startsWith('/e403')) return json(403, { code: 403, msg: 'server words' });
      if (path.startsWith('/e418')) return json(200, { code: 418, msg: 'teapot words' });
      if (path.startsWith('/e419')) return json(200, { code: 419 });
      if (path.startsWith('/e401')) return json(401, { code: 401, msg: 'expired' });
      if (path.startsWith('/consent'))
        return json(403, { code: 500, msg: '隐私政策已更新', consentNeeded: 2 });
      if (path.startsWith('/html502')) {
        res.writeHead(502, { 'content-type': 'text/html' });
        return res.end('<h1>Bad gateway</h1>');
      }
      if (path.startsWith('/blob')) {
        res.writeHead(200, { 'content-type': 'application/pdf' });
        return res.end('%PDF-1.7');
      }
      if (path.startsWith('/slow') || path.startsWith('/common/download/slow'))
        return setTimeout(() => json(200, { code: 200, msg: 'late' }), 400);
      json(404, { code: 404 });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

function harness(locale: 'zh' | 'en' = 'zh') {
  const toasts: [string, string][] = [];
  let asks = 0;
  let answer: (ok: boolean) => void = () => undefined;
  let relogins = 0;
  let consents = 0;
  const client = createClient({ baseUrl: base, querySerializer: serializeQuery });
  client.use(
    responseMiddleware({
      t: useTranslations(locale),
      toast: (kind, message) => toasts.push([kind, message]),
      askRelogin: () => {
        asks++;
        return new Promise((r) => (answer = r));
      },
      relogin: () => relogins++,
      consentNeeded: () => consents++,
    }),
  );
  return {
    client,
    consents: () => consents,
    toasts,
    asks: () => asks,
    answer: (ok: boolean) => answer(ok),
    relogins: () => relogins,
  };
}

async function failure(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    return e as ApiError;
  }
  throw new Error('expected the call to reject');
}

describe('response codes', () => {
  it('200 and a missing code resolve with the data', async () => {
    const h = harness();
    expect((await h.client.GET('/ok')).data).toMatchObject({ data: 1 });
    expect((await h.client.GET('/nocode')).data).toEqual({ data: 2 });
    expect(h.toasts).toEqual([]);
  });
  it('500 toasts the server message and rejects with it, keeping field errors', async () => {
    const h = harness();
    const err = await failure(h.client.GET('/e500'));
    expect(err.message).toBe('单位名称已注册');
    expect(h.toasts).toEqual([['error', '单位名称已注册']]);
  });
  it('601 is a warning', async () => {
    const h = harness();
    await failure(h.client.GET('/e601'));
    expect(h.toasts).toEqual([['warning', '请注意']]);
  });
  it('other codes: the mapped message, else the server message, else the default', async () => {
    const h = harness('en');
    await failure(h.client.GET('/e403'));
    await failure(h.client.GET('/e418'));
    await failure(h.client.GET('/e419'));
    expect(h.toasts.map((t) => t[1])).toEqual([
      'No permission for this operation',
      'teapot words',
      'Unknown system error, please report it to the administrator',
    ]);
  });
  it('401 asks once however many calls fail, and rejects each with the session message', async () => {
    const h = harness();
    const errors = await Promise.all([
      failure(h.client.GET('/e401')),
      failure(h.client.GET('/e401')),
      failure(h.client.GET('/e401')),
    ]);
    expect(errors.map((e) => e.message)).toEqual(
      Array(3).fill('无效的会话，或者会话已过期，请重新登录。'),
    );
    expect(h.asks()).toBe(1);
    h.answer(false); // cancel keeps the page
    await new Promise((r) => setTimeout(r, 0));
    expect(h.relogins()).toBe(0);
    await failure(h.client.GET('/e401'));
    expect(h.asks()).toBe(2);
    h.answer(true); // confirm logs out
    await new Promise((r) => setTimeout(r, 0));
    expect(h.relogins()).toBe(1);
  });
  it('a quiet call rejects without a toast or a prompt', async () => {
    const h = harness();
    await failure(h.client.GET('/e401', { headers: { [QUIET_HEADER]: '1' } }));
    await failure(h.client.GET('/e500', { headers: { [QUIET_HEADER]: '1' } }));
    expect(h.asks()).toBe(0);
    expect(h.toasts).toEqual([]);
  });
  it('a refusal for want of privacy consent sends the reader to agree, even from a quiet call', async () => {
    const h = harness();
    const err = await failure(h.client.GET('/consent', { headers: { [QUIET_HEADER]: '1' } }));
    expect(err.body?.consentNeeded).toBe(2);
    expect(h.consents()).toBe(1);
    await failure(h.client.GET('/e500'));
    expect(h.consents()).toBe(1);
  });
  it('files pass through untouched', async () => {
    const h = harness();
    const { data } = await h.client.GET('/blob', { parseAs: 'blob' });
    expect(await (data as Blob).text()).toBe('%PDF-1.7');
    expect(h.toasts).toEqual([]);
  });
});

describe('transport failures', () => {
  it('HTTP failure without an envelope: 系统接口502异常', async () => {
    const h = harness();
    expect((await failure(h.client.GET('/html502'))).message).toBe('系统接口502异常');
  });
  it('no server: 后端接口连接异常', async () => {
    const h = harness();
    const client = createClient({ baseUrl: 'http://127.0.0.1:9' });
    client.use(
      responseMiddleware({
        t: useTranslations('zh'),
        toast: (k, m) => h.toasts.push([k, m]),
        askRelogin: async () => false,
        relogin: () => undefined,
      }),
    );
    expect((await failure(client.GET('/ok'))).message).toBe('后端接口连接异常');
    expect(h.toasts).toEqual([['error', '后端接口连接异常']]);
  });
  it('timeout: 系统接口请求超时', async () => {
    const h = harness();
    h.client.use(timeoutMiddleware(100));
    expect((await failure(h.client.GET('/slow'))).message).toBe('系统接口请求超时');
  });
  it('downloads wait longer than calls (50 s against 20 s in the product)', async () => {
    const h = harness();
    h.client.use(timeoutMiddleware(100, 2_000));
    const { data } = await h.client.GET('/common/download/slow');
    expect(data).toMatchObject({ msg: 'late' });
  });
});

describe('duplicate guard', () => {
  let store: Map<string, string>;
  let clock = 0;
  const storage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
  };
  const guarded = () => {
    const client = createClient({ baseUrl: base });
    client.use(
      duplicateMiddleware({
        storage: () => storage,
        now: () => clock,
        message: () => useTranslations('zh')('error.duplicateSubmit'),
      }),
    );
    return client;
  };
  beforeEach(() => {
    store = new Map();
    clock = 1_000_000;
  });

  it('refuses the same POST to the same URL within 1000 ms, without sending it', async () => {
    const client = guarded();
    const before = seen.length;
    await client.POST('/ok', { body: { a: 1 } });
    clock += 999;
    await expect(client.POST('/ok', { body: { a: 1 } })).rejects.toThrow(
      '数据正在处理，请勿重复提交',
    );
    expect(seen.length - before).toBe(1);
    clock += 1;
    await client.POST('/ok', { body: { a: 1 } });
    expect(seen.length - before).toBe(2);
  });
  it('a write refused because the session ended may be sent again at once, once signed in', async () => {
    const client = guarded();
    const before = seen.length;
    await client.PUT('/e401', { body: { a: 1 } });
    clock += 200;
    await client.PUT('/e401', { body: { a: 1 } });
    expect(seen.length - before).toBe(2);
  });
  it('a different body, URL or method passes; A→B→A passes', async () => {
    const client = guarded();
    await client.POST('/ok', { body: { a: 1 } });
    await client.POST('/ok', { body: { a: 2 } });
    await client.POST('/ok', { body: { a: 1 } });
    await client.PUT('/ok', { body: { a: 1 } }).catch(() => undefined);
    await client.GET('/ok');
    await client.GET('/ok');
    expect(JSON.parse(store.get(SLOT_KEY)!).url).toBe(`${base}/ok`);
  });
  it('login and callers that opt out are never blocked', async () => {
    const client = guarded();
    const before = seen.length;
    // The same sign-in twice at once (a double click): both reach the server and get its answer.
    const logins = [
      await client.POST('/login', { body: { u: 1 } }),
      await client.POST('/login', { body: { u: 1 } }),
    ];
    expect(logins.map((l) => l.response.status)).toEqual([404, 404]);
    await client.POST('/ok', { body: { b: 1 }, headers: { 'x-allow-repeat': '1' } });
    await client.POST('/ok', { body: { b: 1 }, headers: { 'x-allow-repeat': '1' } });
    expect(seen.slice(before).map((s) => s.path)).toEqual(['/login', '/login', '/ok', '/ok']);
  });
});

describe('request shaping', () => {
  it('drops empty parameters and flattens nested ones', () => {
    expect(
      serializeQuery({
        a: 1,
        b: '',
        c: null,
        d: undefined,
        params: { beginTime: '2026-01-01', endTime: '' },
        ids: [1, 2],
      }),
    ).toBe('a=1&params%5BbeginTime%5D=2026-01-01&ids=1&ids=2');
  });
  it('sends the bearer token except to login, register and captcha, or when a call opts out', async () => {
    const client = createClient({ baseUrl: base });
    client.use(authMiddleware(() => 'tok_abcdefghijklmnopqrstuvwxyz'));
    const before = seen.length;
    await client.GET('/ok');
    await client.POST('/login', { body: {} }).catch(() => undefined);
    await client.GET('/ok', { headers: { 'x-no-token': '1' } });
    expect(seen.slice(before).map((s) => s.auth)).toEqual([
      'Bearer tok_abcdefghijklmnopqrstuvwxyz',
      undefined,
      undefined,
    ]);
  });
  it('says which account the page acts for, with its token only', async () => {
    const client = createClient({ baseUrl: base });
    let userId: number | undefined;
    client.use(
      authMiddleware(
        () => 'tok_abcdefghijklmnopqrstuvwxyz',
        () => userId,
      ),
    );
    const before = seen.length;
    await client.GET('/ok');
    userId = 42;
    await client.GET('/ok');
    await client.GET('/ok', { headers: { 'x-no-token': '1' } });
    expect(seen.slice(before).map((s) => s.user)).toEqual(['', '42', '']);
  });
});
