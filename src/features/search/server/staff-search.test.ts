/**
 * The console's record search over real HTTP: one box finds units (name, part of a tax ID or a
 * phone), accounts and content, each opening its record, and only the groups a staff member may
 * open; member accounts and guests are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '#tests/helpers/http.ts';
import { demo, login } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';
import type { StaffFound } from '../contract/staff-search.contract.ts';

let s: TestServer;
const tokens: Record<string, string> = {};
let unit: { id: number; unitName: string; taxId: string; phone: string };

const find = async (q: string, role: string, lang?: 'en') => {
  const r = await call<{ code: number; msg: string; data: { rows: StaffFound[] } }>(
    s.base,
    'GET',
    `/console/search?q=${encodeURIComponent(q)}`,
    { token: tokens[role], lang },
  );
  return r;
};
const groups = (rows: StaffFound[]) => [...new Set(rows.map((r) => r.group))].sort();

beforeAll(async () => {
  s = await startTestServer();
  for (const role of ['admin', 'editor', 'secretariat', 'enterprise']) {
    const a = demo(s, role);
    tokens[role] = await login(s, a.username, a.password);
  }
  const list = await call<{ rows: (typeof unit)[] }>(s.base, 'GET', '/console/enterprises', {
    token: tokens.admin,
  });
  const first = list.body.rows.find((r) => r.taxId.length > 10 && r.phone.length > 6);
  if (!first) throw new Error('no demo unit with a tax ID and a phone');
  unit = first;
});
afterAll(() => s.stop());

describe('console record search', () => {
  it('finds a unit by its name, part of its tax ID or its phone, opening the unit', async () => {
    for (const q of [unit.unitName.slice(0, 4), unit.taxId.slice(4, 12), unit.phone.slice(-6)]) {
      const r = await find(q, 'admin');
      expect(r.body.code, q).toBe(200);
      expect(r.body.data.rows, q).toContainEqual(
        expect.objectContaining({
          group: 'unit',
          id: String(unit.id),
          open: `members?unit=${unit.id}`,
        }),
      );
    }
  });

  it('finds accounts and content for the administrator; content opens its editor', async () => {
    const editor = demo(s, 'editor');
    const accounts = await find(editor.username, 'admin');
    expect(accounts.body.data.rows).toContainEqual(
      expect.objectContaining({ group: 'account', open: 'staff' }),
    );
    const content = await find('协会介绍', 'admin');
    expect(content.body.data.rows).toContainEqual(
      expect.objectContaining({
        group: 'content',
        id: 'introduction',
        open: 'pages?edit=introduction',
      }),
    );
    const article = (await find('冻干', 'admin')).body.data.rows.find(
      (r) => r.detail === 'article',
    );
    expect(article?.open).toMatch(/^content\/article\?edit=\d+$/);
  });

  it('finds a draft for an editor, marked and opening its editor, and the site search does not', async () => {
    const title = '草稿冷冻干燥验证方案';
    const created = await call<{ data: { row: { id: number } } }>(
      s.base,
      'POST',
      '/content/article',
      {
        token: tokens.editor,
        body: {
          channel: 'news',
          title,
          titleEn: 'Draft lyophiliser validation',
          summary: '摘要',
          body: '<p>正文</p>',
        },
      },
    );
    const id = String(created.body.data.row.id);
    for (const q of ['冷冻干燥验证', 'lyophiliser validation']) {
      const rows = (await find(q, 'editor')).body.data.rows;
      expect(rows, q).toContainEqual({
        group: 'content',
        id,
        title,
        detail: 'article',
        open: `content/article?edit=${id}`,
        draft: true,
      });
    }
    const site = await call<{ data: { total: number } }>(
      s.base,
      'GET',
      `/web/index/searchList?keywords=${encodeURIComponent('冷冻干燥验证')}&pageNum=1&pageSize=10`,
    );
    expect(site.body.data.total).toBe(0);
    // Published, it is the index's item: found once, no longer a draft.
    await call(s.base, 'POST', `/content/article/${id}/publish`, { token: tokens.editor });
    const after = (await find('冷冻干燥验证', 'editor')).body.data.rows.filter((r) => r.id === id);
    expect(after).toEqual([
      expect.objectContaining({ open: `content/article?edit=${id}`, draft: false }),
    ]);
  });

  it('searches only the groups a staff member may open', async () => {
    const q = unit.unitName.slice(0, 4);
    // The editor opens content, not units or accounts.
    const editor = await find('冻干', 'editor');
    expect(groups(editor.body.data.rows)).toEqual(['content']);
    expect(groups((await find(q, 'editor')).body.data.rows)).not.toContain('unit');
    // The secretariat opens the member directory.
    expect(groups((await find(q, 'secretariat')).body.data.rows)).toContain('unit');
  });

  it('refuses member accounts and guests, and asks for words in the reader’s language', async () => {
    expect((await find('冻干', 'enterprise')).status).toBe(403);
    expect((await find('冻干', 'nobody')).status).toBe(401);
    expect((await find(' ', 'admin', 'en')).body.msg).toBe('Please enter a keyword');
  });
});
