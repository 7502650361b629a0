/**
 * The site search over real HTTP and a real database, in both languages: exact on two-character
 * Chinese terms (body included), ranked, highlighted, with suggestions, and never telling a guest
 * what a member-only body says.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '#tests/helpers/http.ts';
import { demo, login } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';
import type { SearchAnswer } from '../contract/search.contract.ts';

let s: TestServer;
let editor: string;
let member: string;

async function find(
  keywords: string,
  o: { lang?: 'en'; token?: string; type?: string; page?: [number, number] } = {},
) {
  const type = o.type ? `&type=${o.type}` : '';
  const [pageNum, pageSize] = o.page ?? [1, 100];
  const r = await call<{ code: number; data: SearchAnswer }>(
    s.base,
    'GET',
    `/web/index/searchList?keywords=${encodeURIComponent(keywords)}&pageNum=${pageNum}&pageSize=${pageSize}${type}`,
    { lang: o.lang, token: o.token },
  );
  expect(r.body.code).toBe(200);
  return r.body.data;
}
const ids = (a: SearchAnswer, kind = 'article') =>
  a.rows.filter((r) => r.type === kind).map((r) => Number(r.id));

async function publish(type: string, body: Record<string, unknown>, draft = false) {
  const created = await call<{ data: { row: { id: number } } }>(
    s.base,
    'POST',
    `/content/${type}`,
    {
      token: editor,
      body,
    },
  );
  const id = created.body.data.row.id;
  if (!draft) await call(s.base, 'POST', `/content/${type}/${id}/publish`, { token: editor });
  return id;
}
const publishArticle = (a: Record<string, unknown>) =>
  publish('article', { channel: 'news', summary: '', ...a });

// Made-up words, so the demo content cannot hold them.
const titled = { title: '琰璟干燥设备年会', titleEn: 'Qorvane dryer meeting' };
const inBody = {
  title: '行业动态一则',
  titleEn: 'Industry note',
  body: '<p>本届展会展出了琰璟干燥设备与多款压片机。</p>',
  bodyEn: '<p>The fair showed qorvane dryers and tablet presses.</p>',
};
const nearMiss = { title: '琰字与璟字', titleEn: 'Other', body: '<p>琰，璟：干燥</p>' };
const secret = {
  title: '会员通讯',
  titleEn: 'Members letter',
  summary: '本期要目',
  body: '<p>内部价格：瑧瑨冷冻干燥机报价</p>',
  bodyEn: '<p>Internal price of the zyntharic freeze dryer</p>',
  access: 'member',
};
let titledId: number;
let bodyId: number;
let nearMissId: number;
let secretId: number;

beforeAll(async () => {
  s = await startTestServer();
  const e = demo(s, 'editor');
  editor = await login(s, e.username, e.password);
  const m = demo(s, 'member');
  member = await login(s, m.username, m.password);
  titledId = await publishArticle(titled);
  bodyId = await publishArticle(inBody);
  nearMissId = await publishArticle(nearMiss);
  secretId = await publishArticle(secret);
});
afterAll(() => s.stop());

describe('site search', () => {
  it('the demo content is indexed at start: a common two-character term finds demo items', async () => {
    const found = await find('冻干');
    expect(found.total).toBeGreaterThan(0);
    for (const row of found.rows) expect(row.snippet + row.title).toMatch(/冻干|冻干/);
  });

  it('a two-character term finds every item holding it, body included, and nothing else', async () => {
    const found = await find('琰璟');
    expect(ids(found).sort()).toEqual([titledId, bodyId].sort());
    // Characters apart (琰，璟) are not the term.
    expect(ids(found)).not.toContain(nearMissId);
    expect(ids(await find('璟干燥')).sort()).toEqual([titledId, bodyId].sort());
  });

  it('a title match ranks above a body match, in both languages', async () => {
    expect(ids(await find('琰璟'))).toEqual([titledId, bodyId]);
    // Stemming: "dryers" in one body, "dryer" in the other's title.
    const en = await find('qorvane dryer', { lang: 'en' });
    expect(ids(en)).toEqual([titledId, bodyId]);
    expect(en.rows[0]?.title).toBe('Qorvane dryer meeting');
  });

  it('the snippet marks the match, and stored markup never passes through', async () => {
    const found = await find('琰璟');
    const body = found.rows.find((r) => Number(r.id) === bodyId);
    expect(body?.snippet).toContain('<mark>琰璟</mark>');
    const en = await find('qorvane', { lang: 'en' });
    expect(en.rows.find((r) => Number(r.id) === bodyId)?.snippet).toContain('<mark>qorvane</mark>');
    const id = await publishArticle({
      title: '琰璟脚本测试',
      body: '<p>琰璟 &lt;script&gt;alert(1)&lt;/script&gt;</p>',
    });
    const xss = (await find('琰璟')).rows.find((r) => Number(r.id) === id);
    expect(xss?.snippet).not.toContain('<script');
    expect(xss?.snippet).toContain('&#60;script&#62;');
  });

  it('pages of ten rank as one long page does (only likely items have their bodies ranked)', async () => {
    const key = (a: SearchAnswer) => a.rows.map((r) => `${r.type}:${r.id}`);
    for (const words of ['冻干', '设备', 'machine']) {
      const all = await find(words);
      expect(all.total, words).toBeGreaterThan(20);
      for (const pageNum of [1, 2]) {
        const page = await find(words, { page: [pageNum, 10] });
        expect(page.total).toBe(all.total);
        expect(key(page), `${words} ${pageNum}`).toEqual(
          key(all).slice((pageNum - 1) * 10, pageNum * 10),
        );
      }
    }
  });

  it('counts per kind, and a filter by kind', async () => {
    const found = await find('琰璟');
    expect(found.counts.find((c) => c.type === 'article')?.total).toBe(found.total);
    expect((await find('琰璟', { type: 'standard' })).total).toBe(0);
  });

  it('a typo gets its suggestion, and a code typed without its punctuation gets the code', async () => {
    const typo = await find('qorvame', { lang: 'en' });
    expect(typo.total).toBe(0);
    expect(typo.suggestion).toBe('qorvane');
    const standards = await find('GB', { type: 'standard' });
    // GB/T 15692-2024 typed as GB15692: the code without its year is offered.
    const code = /^([A-Z]+)\/T (\d+)/.exec(standards.rows[0]?.title ?? '');
    expect(code).not.toBeNull();
    const answer = await find(`${code?.[1]}${code?.[2]}`);
    expect(answer.total).toBe(0);
    expect(answer.suggestion).toBe(`${code?.[1]}/T ${code?.[2]}`);
  });

  it('words of a member-only body find nothing for a guest and the item for a member', async () => {
    for (const [words, lang] of [
      ['瑧瑨', undefined],
      ['zyntharic', 'en'],
    ] as const) {
      expect(ids(await find(words, { lang }))).toEqual([]);
      const forMember = await find(words, { lang, token: member });
      expect(ids(forMember)).toEqual([secretId]);
      expect(forMember.rows[0]?.locked).toBeNull();
    }
    // Its title finds it for a guest, marked, and the snippet shows the summary, not the body.
    const byTitle = await find('会员通讯');
    const row = byTitle.rows.find((r) => Number(r.id) === secretId);
    expect(row?.locked).toBe('member');
    expect(row?.snippet).not.toContain('瑧瑨');
  });

  it('an edit is found at once; an unpublished item is not found', async () => {
    const loaded = await call<{ data: { version: string } }>(
      s.base,
      'GET',
      `/content/article/${nearMissId}`,
      { token: editor },
    );
    await call(s.base, 'PUT', `/content/article/${nearMissId}`, {
      token: editor,
      body: { ...nearMiss, channel: 'news', title: '琰璟之后', version: loaded.body.data.version },
    });
    expect(ids(await find('琰璟'))).toContain(nearMissId);
    await call(s.base, 'POST', `/content/article/${nearMissId}/unpublish`, { token: editor });
    expect(ids(await find('琰璟'))).not.toContain(nearMissId);
    await call(s.base, 'DELETE', `/content/article/${bodyId}`, { token: editor });
    expect(ids(await find('琰璟'))).not.toContain(bodyId);
  });

  it('asks for a keyword in the reader’s language', async () => {
    for (const [lang, words] of [
      ['en', 'Please enter a keyword'],
      [undefined, '请输入搜索关键词'],
    ] as const) {
      const r = await call<{ msg: string }>(s.base, 'GET', '/web/index/searchList?keywords=+', {
        lang,
      });
      expect(r.body.msg).toBe(words);
    }
  });
});

describe('single pages and the catalogue lists use the index', () => {
  it('a saved single page is found at once by its text, in both languages, leading to it', async () => {
    const page = await call<{ data: { version: string } }>(s.base, 'GET', '/content/pages/equity', {
      token: editor,
    });
    const saved = await call(s.base, 'PUT', '/content/pages/equity', {
      token: editor,
      body: {
        title: '会员权利',
        titleEn: 'Members rights',
        body: '<p>会员享有琮瑀咨询服务。</p>',
        bodyEn: '<p>Members receive quillavent advice.</p>',
        version: page.body.data.version,
      },
    });
    expect(saved.body.code).toBe(200);
    for (const [words, lang, title] of [
      ['琮瑀', undefined, '会员权利'],
      ['quillavent', 'en', 'Members rights'],
    ] as const) {
      const found = await find(words, { lang });
      expect(found.rows.map((r) => [r.type, r.id, r.path, r.title])).toEqual([
        ['page', 'equity', '/member/equity', title],
      ]);
    }
    // The introduction of the demo content is indexed from the start.
    expect((await find('协会介绍', { type: 'page' })).rows.map((r) => r.id)).toContain(
      'introduction',
    );
  });

  it('the standards and patents lists find names through the index and keep their fields', async () => {
    const standard = (q: string) =>
      call<{ rows: { id: number; name: string }[]; total: number }>(
        s.base,
        'GET',
        `/web/index/standardList?${q}`,
      );
    const exact = await publish('standard', {
      code: 'T/ZQ 9101-2026',
      name: '瓈琭灭菌器通用要求',
      nameEn: 'General requirements for vorpent sterilizers',
      category: 'group',
    });
    const apart = await publish('standard', {
      code: 'T/ZQ 9102-2026',
      name: '瓈与琭灭菌器',
      category: 'group',
    });
    const draft = await publish(
      'standard',
      { code: 'T/ZQ 9103-2026', name: '瓈琭草稿', category: 'group' },
      true,
    );
    const byName = await standard(`name=${encodeURIComponent('瓈琭')}`);
    expect(byName.body.rows.map((r) => r.id)).toEqual([exact]);
    // English by stem, the Chinese name shown as the list shows it.
    const en = await standard('name=vorpent+sterilizer');
    expect(en.body.rows.map((r) => r.id)).toEqual([exact]);
    // The code field and the filters are as before.
    const code = await standard(`code=${encodeURIComponent('ZQ 910')}&category=group`);
    expect(code.body.rows.map((r) => r.id).sort()).toEqual([exact, apart].sort());
    expect(code.body.rows.map((r) => r.id)).not.toContain(draft);
    expect((await standard('name=vorpent&category=national')).body.total).toBe(0);

    const patentId = await publish('patent', {
      name: '一种瑷珖冻干装置',
      applicationNo: 'CN202611223344.5',
      country: 'CN',
      type: 'invention',
    });
    const patents = await call<{ rows: { id: number }[] }>(
      s.base,
      'GET',
      `/web/index/patentList?name=${encodeURIComponent('瑷珖')}&type=invention`,
    );
    expect(patents.body.rows.map((r) => r.id)).toEqual([patentId]);
    const byNumber = await call<{ rows: { id: number }[] }>(
      s.base,
      'GET',
      '/web/index/patentList?applicationNo=202611223344',
    );
    expect(byNumber.body.rows.map((r) => r.id)).toEqual([patentId]);
  });
});
