import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '#tests/helpers/http.ts';
import { demo, login } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';

let s: TestServer;
let editor: string;
beforeAll(async () => {
  s = await startTestServer();
  const e = demo(s, 'editor');
  editor = await login(s, e.username, e.password);
});
afterAll(() => s.stop());

const article = {
  channel: 'news',
  title: '编辑测试新闻',
  titleEn: 'Editor test news',
  summary: '摘要',
  body: '<p>正文</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
};

describe('editors change content through the API', () => {
  it('create → draft (not public) → publish → public, with rich text cleaned on save', async () => {
    const created = await call<{ data: { row: { id: number } } }>(
      s.base,
      'POST',
      '/content/article',
      {
        token: editor,
        body: article,
      },
    );
    expect(created.body.code).toBe(200);
    const id = created.body.data.row.id;
    expect((await call(s.base, 'GET', `/web/index/detail?id=${id}`)).body.code).toBe(404);
    expect(s.changes).toHaveLength(0);

    expect(
      (await call(s.base, 'POST', `/content/article/${id}/publish`, { token: editor })).body.code,
    ).toBe(200);
    // Its page, its list, and the neighbour whose "previous" link now names it.
    const newest = await call<{ rows: { id: number }[] }>(
      s.base,
      'GET',
      '/web/index/newsList?channel=news&pageNum=1&pageSize=10',
    );
    const neighbour = newest.body.rows.find((r) => r.id !== id)?.id;
    expect(s.changes.at(-1)).toEqual({
      keys: ['list:news', `detail:${id}`, `detail:${neighbour}`],
      removed: [],
    });
    const detail = await call<{ data: { title: string; body: string } }>(
      s.base,
      'GET',
      `/web/index/detail?id=${id}`,
      { lang: 'en' },
    );
    expect(detail.body.data.title).toBe('Editor test news');
    // English body missing: the Chinese one, and no script in either.
    expect(detail.body.data.body).toBe('<p>正文</p><img src="x" />');
  });

  it('an article whose publication time is left empty is dated now and leads its list', async () => {
    const created = await call<{ data: { row: { id: number } } }>(
      s.base,
      'POST',
      '/content/article',
      {
        token: editor,
        body: { ...article, title: '未填发布时间', publishedAt: null, body: '<p>x</p>' },
      },
    );
    const { id } = created.body.data.row;
    const saved = await call<{ data: { publishedAt: string; version: string } }>(
      s.base,
      'GET',
      `/content/article/${id}`,
      { token: editor },
    );
    expect(Date.now() - Date.parse(saved.body.data.publishedAt)).toBeLessThan(60_000);
    // Emptied again in a later save, it keeps the time it has.
    await call(s.base, 'PUT', `/content/article/${id}`, {
      token: editor,
      body: { publishedAt: '', version: saved.body.data.version },
    });
    await call(s.base, 'POST', `/content/article/${id}/publish`, { token: editor });
    const list = await call<{ rows: { id: number; publishedAt: string }[] }>(
      s.base,
      'GET',
      '/web/index/newsList?channel=news&pageNum=1&pageSize=10',
    );
    expect(list.body.rows[0]?.id).toBe(id);
    expect(list.body.rows[0]?.publishedAt).toBe(saved.body.data.publishedAt);
  });

  it('update a published item, then unpublish it: its page is rebuilt, then removed', async () => {
    const { body } = await call<{ data: { row: { id: number } } }>(
      s.base,
      'POST',
      '/content/article',
      {
        token: editor,
        body: { ...article, channel: 'industry' },
      },
    );
    const id = body.data.row.id;
    await call(s.base, 'POST', `/content/article/${id}/publish`, { token: editor });
    const loaded = await call<{ data: { version: string } }>(
      s.base,
      'GET',
      `/content/article/${id}`,
      {
        token: editor,
      },
    );
    await call(s.base, 'PUT', `/content/article/${id}`, {
      token: editor,
      body: { title: '改过的标题', version: loaded.body.data.version },
    });
    expect(
      (await call<{ data: { title: string } }>(s.base, 'GET', `/web/index/detail?id=${id}`)).body
        .data.title,
    ).toBe('改过的标题');
    await call(s.base, 'POST', `/content/article/${id}/unpublish`, { token: editor });
    expect(s.changes.at(-1)).toMatchObject({ removed: [`detail:${id}`] });
    expect((s.changes.at(-1) as { keys: string[] }).keys).toEqual(
      expect.arrayContaining(['list:industry', `detail:${id}`]),
    );
    expect((await call(s.base, 'GET', `/web/index/detail?id=${id}`)).body.code).toBe(404);
  });

  it('single pages change in both languages', async () => {
    const page = await call<{ data: { version: string } }>(
      s.base,
      'GET',
      '/content/pages/introduction',
      {
        token: editor,
      },
    );
    const r = await call(s.base, 'PUT', '/content/pages/introduction', {
      token: editor,
      body: {
        title: '协会介绍',
        titleEn: 'About us',
        body: '<p>新介绍</p>',
        bodyEn: '<p>New intro</p>',
        version: page.body.data.version,
      },
    });
    expect(r.body.code).toBe(200);
    expect(
      (
        await call<{ data: { body: string } }>(s.base, 'GET', '/web/index/introduction', {
          lang: 'en',
        })
      ).body.data.body,
    ).toBe('<p>New intro</p>');
  });

  it('visitors, members and secretariat may not edit', async () => {
    expect((await call(s.base, 'POST', '/content/article', { body: article })).body.code).toBe(401);
    const m = demo(s, 'member');
    const member = await login(s, m.username, m.password);
    expect(
      (await call(s.base, 'POST', '/content/article', { token: member, body: article })).body.code,
    ).toBe(403);
    expect(
      (await call(s.base, 'POST', '/content/article/1/publish', { token: member })).body.code,
    ).toBe(403);
    expect((await call(s.base, 'DELETE', '/content/patent/1', { token: member })).body.code).toBe(
      403,
    );
  });

  it('bad input says which field', async () => {
    const r = await call(s.base, 'POST', '/content/standard', {
      token: editor,
      body: { code: 123 },
    });
    expect(r.status).toBe(400);
    expect((r.body.errors as { field: string }[]).map((e) => e.field)).toEqual(
      expect.arrayContaining(['code', 'name', 'category']),
    );
  });

  it('friendly links and member websites take only http, https and mailto', async () => {
    for (const link of [
      'javascript:alert(document.cookie)',
      ' JaVaScRiPt:alert(1)',
      'data:text/html,x',
    ]) {
      const created = await call(s.base, 'POST', '/content/link', {
        token: editor,
        body: { name: '坏链接', link },
        lang: 'en',
      });
      expect(created.status, link).toBe(400);
      expect(created.body.msg).toBe('A link must start with http://, https:// or mailto:');
    }
    const good = await call<{ data: { row: { id: number } } }>(s.base, 'POST', '/content/link', {
      token: editor,
      body: { name: '药监局', link: 'https://www.nmpa.gov.cn/' },
    });
    expect(good.body.code).toBe(200);
    const edited = await call(s.base, 'PUT', `/content/link/${good.body.data.row.id}`, {
      token: editor,
      body: { link: 'javascript:alert(1)', version: new Date().toISOString() },
    });
    expect(edited.status).toBe(400);
    const member = await call(s.base, 'POST', '/content/member', {
      token: editor,
      body: { unitName: '测试会员单位', website: 'javascript:alert(1)' },
    });
    expect(member.status).toBe(400);
  });
});

type Item = { id: number; title: string; status: string; version: string; scheduledAt: string };
type Saved = { data: { row: Item; buildId: number | null } };

describe('a write answers the item as saved and the build it queued', () => {
  it('create, save, publish, plan, take down, restore: each answers what a reload would show', async () => {
    const at = (id: number, rest = '') => `/content/article/${id}${rest}`;
    const before = s.changes.length;
    const created = await call<Saved>(s.base, 'POST', '/content/article', {
      token: editor,
      body: { ...article, title: '一次往返' },
    });
    const id = created.body.data.row.id;
    expect(created.body.data.row).toMatchObject({ title: '一次往返', status: 'draft' });
    // A draft changes nothing public: no build is queued.
    expect(created.body.data.buildId).toBeNull();
    expect(s.changes).toHaveLength(before);

    const published = await call<Saved>(s.base, 'POST', at(id, '/publish'), { token: editor });
    expect(published.body.data.row).toMatchObject({ id, status: 'published' });
    // The build is the one the change was queued as (the test server numbers them in order).
    expect(published.body.data.buildId).toBe(s.changes.length);
    expect(s.changes.at(-1)).toMatchObject({ keys: expect.arrayContaining([`detail:${id}`]) });

    const saved = await call<Saved>(s.base, 'PUT', at(id), {
      token: editor,
      body: { title: '一次往返（改）', version: published.body.data.row.version },
    });
    expect(saved.body.data.row).toMatchObject({ id, title: '一次往返（改）', status: 'published' });
    expect(saved.body.data.row.version).not.toBe(published.body.data.row.version);
    expect(saved.body.data.buildId).toBe(s.changes.length);
    const reloaded = await call<{ data: Item }>(s.base, 'GET', at(id), { token: editor });
    expect(reloaded.body.data).toEqual(saved.body.data.row);

    const down = await call<Saved>(s.base, 'POST', at(id, '/unpublish'), { token: editor });
    expect(down.body.data.row.status).toBe('draft');
    expect(down.body.data.buildId).toBe(s.changes.length);
    expect(s.changes.at(-1)).toMatchObject({ removed: [`detail:${id}`] });

    const when = new Date(s.deps.now() + 3_600_000).toISOString();
    const planned = await call<Saved>(s.base, 'PUT', at(id, '/schedule'), {
      token: editor,
      body: { at: when },
    });
    expect(planned.body.data).toMatchObject({ row: { scheduledAt: when }, buildId: null });
    const unplanned = await call<Saved>(s.base, 'DELETE', at(id, '/schedule'), { token: editor });
    expect(unplanned.body.data).toMatchObject({ row: { scheduledAt: null }, buildId: null });

    const history = await call<{ rows: { id: number; action: string }[] }>(
      s.base,
      'GET',
      at(id, '/revisions'),
      { token: editor },
    );
    const first = history.body.rows.find((r) => r.action === 'created');
    const restored = await call<Saved>(s.base, 'POST', at(id, `/revisions/${first?.id}/restore`), {
      token: editor,
    });
    expect(restored.body.data.row).toMatchObject({ id, title: '一次往返', status: 'draft' });
    expect(restored.body.data.buildId).toBeNull();

    const gone = await call<{ data: { buildId: number | null } }>(s.base, 'DELETE', at(id), {
      token: editor,
    });
    expect(gone.body.data).toEqual({ buildId: null });
  });

  it('an unknown type has no routes: 404, as any unknown address', async () => {
    for (const path of ['/content/secrets', '/content/secrets/1', '/content/secrets/1/publish']) {
      const r = await call(s.base, path.endsWith('publish') ? 'POST' : 'GET', path, {
        token: editor,
      });
      expect(r.status, path).toBe(404);
    }
  });
});
