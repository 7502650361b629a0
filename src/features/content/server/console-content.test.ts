/**
 * What the console's content screens rely on: lists filtered and sorted on the server, saves that
 * never overwrite another editor's, publication now, later or in bulk, and every change in the
 * item's history, restorable.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '#tests/helpers/http.ts';
import { demo, login } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';

let s: TestServer;
let editor: string;
beforeAll(async () => {
  s = await startTestServer();
  editor = await login(s, demo(s, 'editor').username, demo(s, 'editor').password);
});
afterAll(() => s.stop());

type Item = {
  id: number;
  title: string;
  status: string;
  version: string;
  scheduledAt: string | null;
};
const create = async (title: string, extra: Record<string, unknown> = {}) =>
  (
    await call<{ data: { row: { id: number; version: string } } }>(
      s.base,
      'POST',
      '/content/article',
      {
        token: editor,
        body: {
          channel: 'news',
          title,
          titleEn: `${title} (en)`,
          summary: '摘要',
          body: '<p>正文</p>',
          ...extra,
        },
      },
    )
  ).body.data.row;
const get = async (id: number) =>
  (await call<{ data: Item }>(s.base, 'GET', `/content/article/${id}`, { token: editor })).body
    .data;
const isPublic = async (id: number) =>
  (await call(s.base, 'GET', `/web/index/detail?id=${id}`)).body.code === 200;

describe('console content lists', () => {
  it('filter by title, status, channel and dates on the server, and sort only by allowed columns', async () => {
    const mark = `筛选测试${Date.now()}`;
    const a = await create(`${mark} 甲`, { publishedAt: '2026-03-01T08:00:00+08:00' });
    await create(`${mark} 乙`, { publishedAt: '2026-05-01T08:00:00+08:00' });
    await call(s.base, 'POST', `/content/article/${a.id}/publish`, { token: editor });
    const q = (query: string) =>
      call<{ rows: Item[]; total: number }>(
        s.base,
        'GET',
        `/content/article?pageNum=1&pageSize=10&${query}`,
        { token: editor },
      );
    expect((await q(`title=${encodeURIComponent(mark)}`)).body.total).toBe(2);
    expect(
      (await q(`title=${encodeURIComponent(mark)}&status=published`)).body.rows.map((r) => r.id),
    ).toEqual([a.id]);
    expect(
      (await q(`title=${encodeURIComponent(mark)}&from=2026-04-01&to=2026-06-30`)).body.total,
    ).toBe(1);
    expect((await q(`title=${encodeURIComponent(mark)}&channel=industry`)).body.total).toBe(0);
    const asc = await q(`title=${encodeURIComponent(mark)}&sort=publishedAt&order=asc`);
    expect(asc.body.rows[0]?.id).toBe(a.id);
    expect((await q('sort=password')).status).toBe(400);
    expect((await q('sort=publishedAt;drop table article')).status).toBe(400);
  });
});

describe('two editors on one item', () => {
  it('the second save of a stale version is refused and the first one’s change stays', async () => {
    const { id, version } = await create('并发编辑测试');
    const first = await call<{ data: { version: string } }>(
      s.base,
      'PUT',
      `/content/article/${id}`,
      {
        token: editor,
        body: { title: '第一位编辑的标题', version },
      },
    );
    expect(first.body.code).toBe(200);
    const second = await call(s.base, 'PUT', `/content/article/${id}`, {
      token: editor,
      body: { title: '第二位编辑的标题', version },
      lang: 'en',
    });
    expect(second.status).toBe(409);
    expect(second.body.msg).toContain('Someone else saved this item meanwhile');
    expect((await get(id)).title).toBe('第一位编辑的标题');
  });
});

describe('publication', () => {
  it('at a time to come: not public before, public after, with the scheduler doing it once', async () => {
    const { id } = await create('定时发布测试');
    const past = await call(s.base, 'PUT', `/content/article/${id}/schedule`, {
      token: editor,
      body: { at: new Date(s.deps.now() - 1000).toISOString() },
    });
    expect(past.status).toBe(400);
    const at = new Date(s.deps.now() + 3_600_000).toISOString();
    await call(s.base, 'PUT', `/content/article/${id}/schedule`, { token: editor, body: { at } });
    expect((await get(id)).scheduledAt).toBe(at);
    await s.runDueJobs();
    expect(await isPublic(id)).toBe(false);
    s.advance(3_600_001);
    await s.runDueJobs();
    expect(await isPublic(id)).toBe(true);
    expect(s.changes.at(-1)).toMatchObject({ keys: expect.arrayContaining([`detail:${id}`]) });
    expect((await get(id)).scheduledAt).toBeNull();
  });

  it('in bulk: publish and take down several; a bulk action needs a selection', async () => {
    const ids = [(await create('批量一')).id, (await create('批量二')).id];
    const none = await call(s.base, 'POST', '/content/article/bulk', {
      token: editor,
      body: { action: 'publish', ids: [] },
      lang: 'en',
    });
    expect(none.body.msg).toBe('Please select at least one row first');
    const done = await call<{ data: { count: number } }>(s.base, 'POST', '/content/article/bulk', {
      token: editor,
      body: { action: 'publish', ids },
    });
    expect(done.body.data.count).toBe(2);
    expect(await isPublic(ids[0] ?? 0)).toBe(true);
    s.advance(1001);
    await call(s.base, 'POST', '/content/article/bulk', {
      token: editor,
      body: { action: 'delete', ids },
    });
    expect(await isPublic(ids[1] ?? 0)).toBe(false);
    expect(
      (await call(s.base, 'GET', `/content/article/${ids[1]}`, { token: editor })).status,
    ).toBe(404);
  });
});

describe('revision history', () => {
  it('shows who changed what and when, and restores an old revision', async () => {
    const { id, version } = await create('历史版本测试');
    await call(s.base, 'PUT', `/content/article/${id}`, {
      token: editor,
      body: { title: '改后的标题', version },
    });
    const history = await call<{
      rows: { id: number; action: string; actor: string; data: { title: string } }[];
    }>(s.base, 'GET', `/content/article/${id}/revisions`, { token: editor });
    expect(history.body.rows.map((r) => r.action)).toEqual(['updated', 'created']);
    expect(history.body.rows[0]?.actor).toBe('编辑 刘洋');
    const original = history.body.rows.find((r) => r.action === 'created');
    const restored = await call(
      s.base,
      'POST',
      `/content/article/${id}/revisions/${original?.id}/restore`,
      {
        token: editor,
      },
    );
    expect(restored.body.code).toBe(200);
    expect((await get(id)).title).toBe('历史版本测试');
    const after = await call<{ rows: { action: string }[] }>(
      s.base,
      'GET',
      `/content/article/${id}/revisions`,
      {
        token: editor,
      },
    );
    expect(after.body.rows[0]?.action).toBe('restored');
  });

  it('stored scripts stay inert: rich text is cleaned, titles stay text', async () => {
    const { id } = await create('<script>alert(1)</script>', {
      body: '<p onclick="steal()">x</p><img src=x onerror=alert(1)><a href="javascript:alert(1)">y</a>',
    });
    await call(s.base, 'POST', `/content/article/${id}/publish`, { token: editor });
    const d = await call<{ data: { title: string; body: string } }>(
      s.base,
      'GET',
      `/web/index/detail?id=${id}`,
    );
    expect(d.body.data.body).not.toMatch(/onclick|onerror|javascript:/);
    expect(d.body.data.title).toBe('<script>alert(1)</script>');
  });
});

describe('the kinds an item is sorted by', () => {
  it('are the ones the public pages know, or the save is refused', async () => {
    const bad = await call(s.base, 'POST', '/content/standard', {
      token: editor,
      body: { code: 'T/TEST 1-2026', name: '测试标准', category: 'secret' },
      lang: 'en',
    });
    expect(bad.status).toBe(400);
    const wrongChannel = await call(s.base, 'POST', '/content/article', {
      token: editor,
      body: { channel: 'nowhere', title: '无频道', summary: '摘要', body: '<p>x</p>' },
    });
    expect(wrongChannel.status).toBe(400);
  });
});

describe('preview', () => {
  it('shows a draft as its page will, in the asked language, cleaned, and nowhere public', async () => {
    const { id } = await create('预览测试草稿', {
      body: '<p>中文正文</p>',
      bodyEn: '<p>English body</p><img src="x" onerror="alert(1)">',
    });
    type Preview = { kind: string; path: string; page: { title: string; body: string } };
    const en = await call<{ data: Preview }>(s.base, 'GET', `/content/article/${id}/preview`, {
      token: editor,
      lang: 'en',
    });
    expect(en.body.data).toMatchObject({
      kind: 'detail',
      path: `/detail/${id}`,
      page: { title: '预览测试草稿 (en)', body: '<p>English body</p><img src="x" />' },
    });
    const zh = await call<{ data: Preview }>(s.base, 'GET', `/content/article/${id}/preview`, {
      token: editor,
    });
    expect(zh.body.data.page.body).toBe('<p>中文正文</p>');
    expect(await isPublic(id)).toBe(false);
    // Content without a page of its own has nothing to preview.
    expect((await call(s.base, 'GET', '/content/link/1/preview', { token: editor })).status).toBe(
      404,
    );
  });
});

describe('who may use the content console', () => {
  it('visitors, enterprises and the secretariat are refused; an editor cannot do the secretariat’s work', async () => {
    const tokens = {
      visitor: undefined,
      enterprise: await login(s, demo(s, 'enterprise').username, demo(s, 'enterprise').password),
      member: await login(s, demo(s, 'member').username, demo(s, 'member').password),
      secretariat: await login(s, demo(s, 'secretariat').username, demo(s, 'secretariat').password),
    };
    for (const [who, token] of Object.entries(tokens))
      for (const [method, path] of [
        ['GET', '/content/article?pageNum=1&pageSize=10'],
        ['GET', '/content/article/1'],
        ['GET', '/content/article/1/revisions'],
        ['POST', '/content/article/bulk'],
        ['PUT', '/content/article/1/schedule'],
        ['GET', '/content/article/1/preview'],
      ] as const) {
        const r = await call(s.base, method, path, {
          token,
          ...(method !== 'GET' ? { body: {} } : {}),
        });
        expect(r.status, `${who} ${method} ${path}`).toBe(token ? 403 : 401);
      }
    for (const path of [
      '/review/registrations?pageNum=1&pageSize=10',
      '/review/fee-payments?pageNum=1&pageSize=10',
    ])
      expect((await call(s.base, 'GET', path, { token: editor })).status, path).toBe(403);
  });
});
