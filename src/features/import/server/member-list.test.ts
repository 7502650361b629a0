/**
 * The member list in a spreadsheet, over real HTTP with real workbooks: the template downloaded,
 * filled as the secretariat would, every wrong cell named in one answer and nothing saved, then
 * passed units with their terms and accounts entered through one-time setup links; the same file
 * again creates nothing.
 */
import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, formData } from '#tests/helpers/api.ts';
import { captcha, demo, login, phoneNumber, taxId } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';
import { enterprises, users } from '#server/auth/tables.ts';
import { beijingToday } from '#shared/format.ts';

let s: TestServer;
let secretariat: string;
let editor: string;

beforeAll(async () => {
  s = await startTestServer();
  const a = demo(s, 'secretariat');
  secretariat = await login(s, a.username, a.password);
  const e = demo(s, 'editor');
  editor = await login(s, e.username, e.password);
}, 60_000);
afterAll(() => s?.stop());

async function template(token = secretariat) {
  const res = await fetch(`${s.base}/console/member-list/template`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function workbookWith(rows: (string | Date | number | { formula: string })[][]) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(new Uint8Array((await template()).bytes).buffer);
  const [sheet] = book.worksheets;
  if (!sheet) throw new Error('the template has no sheet');
  rows.forEach((values, i) => {
    values.forEach((v, j) => {
      sheet.getRow(i + 2).getCell(j + 1).value = v as ExcelJS.CellValue;
    });
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

function send(
  bytes: Buffer,
  opts: { lang?: 'zh' | 'en'; delivery?: 'sms' | 'list'; token?: string; name?: string } = {},
) {
  const form = new FormData();
  form.append(
    'file',
    new File([new Uint8Array(bytes)], opts.name ?? 'members.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    }),
  );
  form.append('delivery', opts.delivery ?? 'list');
  return api(s.base).POST('/console/member-list/import', {
    token: opts.token ?? secretariat,
    lang: opts.lang ?? 'zh',
    ...formData(form),
  });
}

const unitCount = async () =>
  (await s.database.db.select({ n: sql<number>`count(*)::int` }).from(enterprises))[0]?.n;
const today = () => beijingToday(Date.now());
const nextYearEnd = () => `${Number(today().slice(0, 4)) + 1}-12-31`;

describe('member list import', () => {
  it('the template has the bilingual headers; only the secretariat and administrators get it', async () => {
    const { res, bytes } = await template();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(bytes).buffer);
    const head = book.worksheets[0]?.getRow(1).values as string[];
    expect(head.slice(1, 3)).toEqual([
      '单位名称 / Unit',
      '统一社会信用代码（税号） / Unified social credit code (tax ID)',
    ]);
    expect(head).toContain('最近缴费日期 / Last fee paid');
    expect((await template(editor)).res.status).toBe(403);
  });

  it('names every wrong cell in one answer, in the reader’s language, and saves nothing', async () => {
    const good = taxId();
    const bytes = await workbookWith([
      [
        '甲单位有限公司',
        good,
        '张三',
        phoneNumber(),
        'a@example.cn',
        '02',
        '2024-03-01',
        nextYearEnd(),
        '',
      ],
      [
        '乙单位',
        '91330100MA0000000X',
        '',
        '123',
        'not-mail',
        '09',
        '2024/13/01',
        '2023-01-01',
        '2999-01-01',
      ],
      [
        '丙单位',
        good,
        '李四',
        phoneNumber(),
        '',
        '',
        '2024-01-01',
        nextYearEnd(),
        { formula: '1+1' },
      ],
    ]);
    const before = await unitCount();
    const zh = await send(bytes, { lang: 'zh' });
    expect(zh.status).toBe(400);
    const cells = (zh.body.errors ?? []).map((e) => e.field.split('!')[1]);
    // Row 3: tax ID, contact, phone, email, user type, member since, last fee paid; row 4: the
    // tax ID given twice and the formula.
    expect(cells).toEqual(['B3', 'C3', 'D3', 'E3', 'F3', 'G3', 'I3', 'B4', 'I4']);
    expect(zh.body.errors?.[4]?.msg).toContain('第 3 行“用户类型”列（F3）');
    expect(zh.body.errors?.[7]?.msg).toContain('与第 2 行重复');
    const en = await send(bytes, { lang: 'en' });
    expect(en.body.errors?.[8]?.msg).toBe(
      'Row 4, column “Last fee paid” (I4): formulas are not accepted; type the value',
    );
    expect(await unitCount()).toBe(before);
  });

  it('refuses what is not the template, too large, or from someone else', async () => {
    const plain = new ExcelJS.Workbook();
    plain.addWorksheet('x').getCell('A1').value = 'name';
    const other = Buffer.from(await plain.xlsx.writeBuffer());
    const r = await send(other, { lang: 'en' });
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('not the member list template');
    expect((await send(Buffer.from('not a zip'), { name: 'members.xlsx' })).status).toBe(400);
    expect((await send(other, { name: 'members.csv' })).status).toBe(400);
    expect((await send(Buffer.alloc(3 * 1024 * 1024), {})).status).toBe(413);
    expect((await send(other, { token: editor })).status).toBe(403);
  });

  it('makes passed units with their terms and accounts with setup links; again, nothing', async () => {
    const [t1, t2] = [taxId(), taxId()];
    const [p1, p2] = [phoneNumber(), phoneNumber()];
    const bytes = await workbookWith([
      [
        '名单导入甲公司',
        t1,
        '王五',
        p1,
        'jia@example.cn',
        '理事单位',
        new Date('2023-06-15T00:00:00Z'),
        nextYearEnd(),
        '2025-01-10',
      ],
      ['名单导入乙公司', t2.toLowerCase(), '赵六', p2, '', '', '2020-01-01', '2022-12-31', ''],
    ]);
    const first = await send(bytes, { delivery: 'list' });
    expect(first.status, first.body.msg).toBe(200);
    expect(first.body.data).toMatchObject({
      rows: 2,
      created: 2,
      alreadyHere: 0,
      unchanged: false,
    });
    const links = first.body.data?.setupLinks ?? [];
    expect(links.map((l) => l.setupPath)).toEqual([
      expect.stringMatching(/^\/forgot-password#ticket=/),
      expect.stringMatching(/^\/forgot-password#ticket=/),
    ]);
    const [jia] = await s.database.db.select().from(enterprises).where(eq(enterprises.taxId, t1));
    expect(jia).toMatchObject({ auditStatus: '1', isMember: true, memberUntil: nextYearEnd() });
    expect(jia?.memberSince?.toISOString()).toBe('2023-06-14T16:00:00.000Z');
    const [yi] = await s.database.db.select().from(enterprises).where(eq(enterprises.taxId, t2));
    // A term that ended long ago: a former member, the term kept.
    expect(yi).toMatchObject({ auditStatus: '1', isMember: false, memberUntil: '2022-12-31' });
    const [account] = await s.database.db.select().from(users).where(eq(users.phone, p1));
    expect(account).toMatchObject({ userName: '名单导入甲公司', userType: '05' });

    // The link sets the password, once; then the unit signs in with it.
    const ticket = links[0]?.setupPath.split('ticket=')[1] ?? '';
    const set = await api(s.base).POST('/password/forgot/reset', {
      body: {
        ticket,
        password: 'Member-list-2026!',
        confirmPassword: 'Member-list-2026!',
      } as never,
    });
    expect(set.body.code, set.body.msg).toBe(200);
    const signIn = await api(s.base).POST('/login', {
      body: { username: '名单导入甲公司', password: 'Member-list-2026!', ...(await captcha(s)) },
    });
    expect(signIn.body.code, signIn.body.msg).toBe(200);

    const before = await unitCount();
    const again = await send(bytes, { lang: 'en' });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ created: 0, alreadyHere: 2, unchanged: true });
    expect(again.body.msg).toContain('nothing new');
    expect(await unitCount()).toBe(before);
  });

  it('sends the setup link by text message and leaves it out of the answer', async () => {
    const phone = phoneNumber();
    const bytes = await workbookWith([
      ['名单短信单位', taxId(), '孙七', phone, '', '', '2024-05-01', nextYearEnd(), ''],
    ]);
    const r = await send(bytes, { delivery: 'sms' });
    expect(r.status, r.body.msg).toBe(200);
    expect(r.body.data?.setupLinks[0]).toMatchObject({ sentBySms: true, setupPath: '' });
    const text = s.outbox().find((m) => m.phone === phone) as { text?: string } | undefined;
    expect(text?.text).toMatch(/名单短信单位.*\/forgot-password#ticket=/);
  });
});
