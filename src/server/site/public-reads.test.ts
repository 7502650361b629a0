/**
 * Public content answers are kept until the content changes, never for a signed-in reader, and
 * each address has a budget of public calls that leaves members' calls alone.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#tests/helpers/api.ts';
import { demo, login, saveEdit } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';

let s: TestServer;
let editor: string;
beforeAll(async () => {
  // Every address may make 60 public calls a minute, 20 at once; the proxy on 127.0.0.1 is believed.
  s = await startTestServer({ PUBLIC_READS_PER_MINUTE: '60', TRUST_PROXY: '127.0.0.1' });
  editor = await login(s, demo(s, 'editor').username, demo(s, 'editor').password);
});
afterAll(() => s.stop());

let address = 0;
/** Public calls from an address of their own (as the proxy names it), so each test has its own budget. */
const from = (ip: string, lang = 'zh') => ({ 'x-forwarded-for': ip, 'accept-language': lang });
const fresh = () => from(`198.51.100.${++address}`);
const menu = (headers: Record<string, string>) =>
  api(s.base).GET('/web/index/menuList', { headers });
const detail = (headers: Record<string, string>, id: number, token?: string) =>
  api(s.base).GET('/web/index/detail', { headers, token, params: { query: { id } } });

describe('public answers kept until the content changes', () => {
  it('an edit shows in the very next answer', async () => {
    const get = fresh();
    const news = (
      await api(s.base).GET('/web/index/newsList', {
        headers: get,
        params: { query: { channel: 'news', pageNum: 1, pageSize: 10 } },
      })
    ).body;
    const id = news.rows[0]!.id;
    const before = (await detail(get, id)).body;
    await saveEdit(
      s,
      editor,
      '/content/{type}/{id}',
      { type: 'article', id },
      { title: '缓存之后改的标题' },
    );
    const after = (await detail(get, id)).body;
    expect(before.data.title).not.toBe('缓存之后改的标题');
    expect(after.data.title).toBe('缓存之后改的标题');
  });

  it('a change made by another process shows within a second', async () => {
    const get = fresh();
    const read = async () =>
      (await api(s.base).GET('/web/index/introduction', { headers: get })).body.data.title;
    const title = await read();
    // Another process writes the page and moves the version; this process is not told.
    await s.deps.db.execute(
      sql`update content_page set title = '别的进程改的' where slug = 'introduction'`,
    );
    await s.deps.db.execute(sql`update site_state set content_version = content_version + 1`);
    expect(await read()).toBe(title);
    await new Promise((r) => setTimeout(r, 1100));
    expect(await read()).toBe('别的进程改的');
  });

  it('a signed-in member is answered for who they are, not from a visitor’s answer', async () => {
    const get = fresh();
    const member = demo(s, 'member');
    const token = await login(s, member.username, member.password);
    const news = (
      await api(s.base).GET('/web/index/newsList', {
        headers: get,
        params: { query: { channel: 'news', pageNum: 1, pageSize: 50 } },
      })
    ).body;
    const gated = news.rows.find((r) => r.access === 'login');
    expect(gated).toBeDefined();
    const guest = (await detail(get, gated!.id)).body;
    expect(guest.data.body).toBeNull();
    const signedIn = (await detail(get, gated!.id, token)).body;
    expect(signedIn.data.body).not.toBeNull();
  });
});

describe('a budget of public calls per address', () => {
  it('answers a call over the budget only after a pause, and others meanwhile at once', async () => {
    const hog = fresh();
    await Promise.all(Array.from({ length: 20 }, () => menu(hog)));
    const asked = performance.now();
    const refused = menu(hog).then((r) => ({
      status: r.status,
      ms: performance.now() - asked,
    }));
    const other = await menu(fresh());
    expect(other.status).toBe(200);
    expect(performance.now() - asked).toBeLessThan(500);
    expect(await refused).toMatchObject({ status: 429 });
    expect((await refused).ms).toBeGreaterThanOrEqual(950);
  });

  it('a client reading too fast is refused in its language; another address and members are not', async () => {
    const hog = fresh();
    const ip = `198.51.100.${address}`;
    const first = await Promise.all(Array.from({ length: 20 }, () => menu(hog)));
    expect(first.map((r) => r.status)).toEqual(Array(20).fill(200));
    const [refused, en] = await Promise.all([menu(hog), menu(from(ip, 'en'))]);
    expect([refused.status, en.status]).toEqual([429, 429]);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.msg).toMatch(/访问过于频繁/);
    expect(en.body.msg).toMatch(/too many|too often/i);

    expect((await menu(fresh())).status).toBe(200);
    const member = demo(s, 'member');
    const token = await login(s, member.username, member.password);
    const own = await api(s.base).GET('/center/fees', { token });
    expect(own.status).toBe(200);
  });
});
