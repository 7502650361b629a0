/** Single pages, the two documents and the menu tree: versioned saves, rules, history, restore. */
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

type Menu = {
  data: {
    tree: {
      name: string;
      enName: string | null;
      path: string | null;
      hidden: boolean;
      children?: unknown[];
    }[];
    version: string;
  };
};
const menu = async () =>
  (await call<Menu>(s.base, 'GET', '/content/menu', { token: editor })).body.data;
const strip = (nodes: Menu['data']['tree']): unknown[] =>
  nodes.map(({ name, enName, path, hidden, children }) => ({
    name,
    enName,
    path,
    hidden,
    ...(children ? { children: strip(children as Menu['data']['tree']) } : {}),
  }));

describe('single pages', () => {
  it('a stale save is refused; the first one stays', async () => {
    const page = await call<{ data: { version: string } }>(
      s.base,
      'GET',
      '/content/pages/initiation',
      { token: editor },
    );
    const body = { title: '入会须知', body: '<p>一</p>', version: page.body.data.version };
    expect(
      (await call(s.base, 'PUT', '/content/pages/initiation', { token: editor, body })).body.code,
    ).toBe(200);
    s.advance(1001);
    const stale = await call(s.base, 'PUT', '/content/pages/initiation', {
      token: editor,
      body: { ...body, body: '<p>二</p>' },
    });
    expect(stale.status).toBe(409);
    const now = await call<{ data: { body: string } }>(s.base, 'GET', '/web/index/initiation');
    expect(now.body.data.body).toBe('<p>一</p>');
  });
});

describe('documents', () => {
  it('the contact details follow their rules, and a saved change reaches readers in both languages', async () => {
    const doc = await call<{ data: { value: Record<string, unknown>; version: string } }>(
      s.base,
      'GET',
      '/content/documents/contact',
      { token: editor },
    );
    const bad = await call(s.base, 'PUT', '/content/documents/contact', {
      token: editor,
      body: { value: { ...doc.body.data.value, address: '' }, version: doc.body.data.version },
      lang: 'en',
    });
    expect(bad.status).toBe(400);
    expect((bad.body.errors as { field: string }[])[0]?.field).toBe('value.address');
    const ok = await call(s.base, 'PUT', '/content/documents/contact', {
      token: editor,
      body: {
        value: {
          ...doc.body.data.value,
          address: '北京市东城区新地址 1 号',
          addressEn: 'No. 1 New Street, Beijing',
        },
        version: doc.body.data.version,
      },
    });
    expect(ok.body.code).toBe(200);
    const read = await call<{ data: { address: string } }>(
      s.base,
      'GET',
      '/web/index/queryContactus',
      { lang: 'en' },
    );
    expect(read.body.data.address).toBe('No. 1 New Street, Beijing');
  });
});

describe('the menu tree', () => {
  it('an edited tree is what the header reads: names in both languages, hidden entries, order', async () => {
    const m = await menu();
    const tree = strip(m.tree) as Menu['data']['tree'];
    tree.push({
      name: '展会',
      enName: 'Exhibitions',
      path: 'https://www.example.cn/expo',
      hidden: false,
    });
    const first = tree[0];
    if (first) first.hidden = true;
    const saved = await call(s.base, 'PUT', '/content/menu', {
      token: editor,
      body: { tree, version: m.version },
    });
    expect(saved.body.code).toBe(200);
    // Every page shows the menu: it is spliced into them all, not every page rendered again.
    expect(s.changes.at(-1)).toEqual({ keys: ['shell'], removed: [] });
    const publicTree = await call<{
      data: { name: string; enName: string | null; hidden: boolean }[];
    }>(s.base, 'GET', '/web/index/menuList');
    expect(publicTree.body.data.at(-1)).toMatchObject({ name: '展会', enName: 'Exhibitions' });
    expect(publicTree.body.data[0]?.hidden).toBe(true);
  });

  it('refuses a fourth level, an unsafe link and a stale version', async () => {
    const m = await menu();
    const deep = [
      {
        name: '一',
        hidden: false,
        children: [
          {
            name: '二',
            hidden: false,
            children: [{ name: '三', hidden: false, children: [{ name: '四', hidden: false }] }],
          },
        ],
      },
    ];
    expect(
      (
        await call(s.base, 'PUT', '/content/menu', {
          token: editor,
          body: { tree: deep, version: m.version },
        })
      ).status,
    ).toBe(400);
    const unsafe = [{ name: '坏链接', hidden: false, path: 'javascript:alert(1)' }];
    const r = await call(s.base, 'PUT', '/content/menu', {
      token: editor,
      body: { tree: unsafe, version: m.version },
      lang: 'en',
    });
    expect(r.body.msg).toBe(
      'A link must be a site path (starting with /, such as /motion) or an address starting with http://, https:// or mailto:',
    );
    const stale = await call(s.base, 'PUT', '/content/menu', {
      token: editor,
      body: { tree: strip(m.tree), version: 'old' },
    });
    expect(stale.status).toBe(409);
  });

  it('keeps its history, and an old revision can be restored', async () => {
    const m = await menu();
    const tree = strip(m.tree) as Menu['data']['tree'];
    const renamed = tree.map((n, i) => (i === 0 ? { ...n, name: '改名后的首页' } : n));
    await call(s.base, 'PUT', '/content/menu', {
      token: editor,
      body: { tree: renamed, version: m.version },
    });
    const history = await call<{
      rows: { id: number; action: string; data: { tree: { name: string }[] } }[];
    }>(s.base, 'GET', '/content/history/menu/site', { token: editor });
    const before = history.body.rows.find((r) => r.data.tree[0]?.name !== '改名后的首页');
    expect(before).toBeDefined();
    s.advance(1001);
    const restored = await call(
      s.base,
      'POST',
      `/content/history/menu/site/${before?.id}/restore`,
      { token: editor },
    );
    expect(restored.body.code).toBe(200);
    expect((await menu()).tree[0]?.name).not.toBe('改名后的首页');
  });
});

describe('a save answers what it saved and the build it queued', () => {
  type Saved<R> = { data: { kind: string; row: R; buildId: number | null } };

  it('a single page, a document and the menu: each answer is what a reload shows', async () => {
    const page = await call<{ data: { version: string } }>(
      s.base,
      'GET',
      '/content/pages/membership',
      { token: editor },
    );
    s.advance(1001);
    const saved = await call<Saved<{ title: string; version: string }>>(
      s.base,
      'PUT',
      '/content/pages/membership',
      {
        token: editor,
        body: { title: '入会指南', body: '<p>二</p>', version: page.body.data.version },
      },
    );
    expect(saved.body.data).toMatchObject({ kind: 'page', row: { title: '入会指南' } });
    // The build is the one the change was queued as (the test server numbers them in order).
    expect(saved.body.data.buildId).toBe(s.changes.length);
    const reloaded = await call(s.base, 'GET', '/content/pages/membership', { token: editor });
    expect(reloaded.body.data).toEqual(saved.body.data.row);

    const doc = await call<{ data: { value: Record<string, unknown>; version: string } }>(
      s.base,
      'GET',
      '/content/documents/contact',
      { token: editor },
    );
    const savedDoc = await call<Saved<unknown>>(s.base, 'PUT', '/content/documents/contact', {
      token: editor,
      body: { value: { ...doc.body.data.value, fax: '010-1' }, version: doc.body.data.version },
    });
    expect(savedDoc.body.data.kind).toBe('document');
    expect(savedDoc.body.data.buildId).toBe(s.changes.length);
    const docAgain = await call(s.base, 'GET', '/content/documents/contact', { token: editor });
    expect(docAgain.body.data).toEqual(savedDoc.body.data.row);

    const m = await menu();
    const savedMenu = await call<Saved<Menu['data']>>(s.base, 'PUT', '/content/menu', {
      token: editor,
      body: { tree: strip(m.tree), version: m.version },
    });
    expect(savedMenu.body.data.kind).toBe('menu');
    expect(savedMenu.body.data.buildId).toBe(s.changes.length);
    expect(savedMenu.body.data.row).toEqual(await menu());
  });
});
