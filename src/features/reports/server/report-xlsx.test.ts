/**
 * Reports as spreadsheets over real HTTP: the template a unit downloads, filled in a spreadsheet
 * program and sent back; every wrong cell named by sheet and cell with nothing saved; formulas and
 * zip bombs refused; the industry figures and a unit's report exported.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ECONOMIC_INDICATORS } from '../contract/reports.ts';
import { api, formData } from '#tests/helpers/api.ts';
import { demo, login } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';
import { zipEntryText, zipOf, zipOfFiles } from '#tests/helpers/zip.ts';

let s: TestServer;
let member: string;
let secretariat: string;
beforeAll(async () => {
  s = await startTestServer();
  const as = (role: string) => login(s, demo(s, role).username, demo(s, role).password);
  [member, secretariat] = [await as('member'), await as('secretariat')];
});
afterAll(() => s.stop());

const download = async (path: string, token: string, lang: 'zh' | 'en' = 'zh') => {
  const res = await fetch(`${s.base}${path}`, {
    headers: { authorization: `Bearer ${token}`, 'content-language': lang },
  });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
};
const open = async (bytes: Buffer) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return book;
};
const send = async (period: string, bytes: Buffer, version = 0, lang: 'zh' | 'en' = 'en') => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), 'report.xlsx');
  form.append('version', String(version));
  return api(s.base).POST('/center/reports/{kind}/{period}/import', {
    token: member,
    lang,
    ...formData(form),
    params: { path: { kind: 'economyMonth', period } },
  });
};
const stored = async (period: string) =>
  (
    await api(s.base).GET('/center/reports/{kind}/{period}', {
      token: member,
      params: { path: { kind: 'economyMonth', period } },
    })
  ).body.data;

/** The template of a month, filled as a unit would: the people, and every figure. */
async function filled(period: string, month: number, cumulative: number) {
  const { res, bytes } = await download(
    `/center/reports/economyMonth/${period}/xlsx`,
    member,
    'en',
  );
  expect(res.headers.get('content-type')).toContain('spreadsheetml');
  const book = await open(bytes);
  const sheet = book.worksheets[0]!;
  ['张敏', '张敏', '王会计', '0512-66668888', '2025-04-08'].forEach((v, i) => {
    sheet.getCell(`B${4 + i}`).value = v;
  });
  for (let r = 11; r < 11 + ECONOMIC_INDICATORS.length; r++) {
    sheet.getCell(`D${r}`).value = month;
    sheet.getCell(`E${r}`).value = cumulative;
  }
  return { book, sheet };
}
const bytesOf = async (book: ExcelJS.Workbook) => Buffer.from(await book.xlsx.writeBuffer());

/** A report's workbook as another program might write it: the template's hidden sheet, and `count` rows of a 1. */
function tinyRows(period: string, count: number) {
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rels = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const parts = 'http://schemas.openxmlformats.org/package/2006/relationships';
  const type = 'application/vnd.openxmlformats-officedocument.spreadsheetml';
  const sheet = (data: string) =>
    `<worksheet xmlns="${main}"><sheetData>${data}</sheetData></worksheet>`;
  const text = (row: number, v: string) =>
    `<row r="${row}"><c r="A${row}" t="inlineStr"><is><t>${v}</t></is></c></row>`;
  const ones = Array.from(
    { length: count },
    (_, i) => `<row r="${i + 11}"><c r="A${i + 11}"><v>1</v></c></row>`,
  );
  const link = (id: string, kind: string, target: string) =>
    `<Relationship Id="${id}" Type="${rels}/${kind}" Target="${target}"/>`;
  const sheetType = (n: number) =>
    `<Override PartName="/xl/worksheets/sheet${n}.xml" ContentType="${type}.worksheet+xml"/>`;
  return zipOfFiles({
    '[Content_Types].xml': `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Override PartName="/xl/workbook.xml" ContentType="${type}.sheet.main+xml"/>${sheetType(1)}${sheetType(2)}</Types>`,
    '_rels/.rels': `<Relationships xmlns="${parts}">${link('rId1', 'officeDocument', 'xl/workbook.xml')}</Relationships>`,
    'xl/workbook.xml': `<workbook xmlns="${main}" xmlns:r="${rels}"><sheets><sheet name="Report" sheetId="1" r:id="rId1"/><sheet name="meta" sheetId="2" state="veryHidden" r:id="rId2"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `<Relationships xmlns="${parts}">${link('rId1', 'worksheet', 'worksheets/sheet1.xml')}${link('rId2', 'worksheet', 'worksheets/sheet2.xml')}</Relationships>`,
    'xl/worksheets/sheet1.xml': sheet(ones.join('')),
    'xl/worksheets/sheet2.xml': sheet(
      text(1, 'economyMonth') + text(2, period) + text(3, 'Report'),
    ),
  });
}

describe('report workbooks', () => {
  it('the template names the unit, the people and every indicator, and which report it is', async () => {
    const { bytes } = await download('/center/reports/economyMonth/2025-03/xlsx', member);
    const book = await open(bytes);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('经济指标月报');
    expect(String(sheet.getCell('A1').value)).toContain('华东制药装备股份有限公司');
    expect(sheet.getCell('A4').value).toBe('单位负责人');
    expect(sheet.getCell('B10').value).toBe('指标名称');
    expect(sheet.getCell('A13').value).toBe('revenue');
    expect(sheet.getCell('B13').value).toBe('营业收入');
    const meta = book.getWorksheet('meta')!;
    expect(meta.state).toBe('veryHidden');
    expect([meta.getCell('A1').value, meta.getCell('A2').value]).toEqual([
      'economyMonth',
      '2025-03',
    ]);
  });

  it('a workbook with seven faults is refused once, each wrong cell and missing row named; fixed, it is saved as the draft', async () => {
    const { book, sheet } = await filled('2025-01', 100, 100);
    sheet.getCell('B7').value = 'call me';
    sheet.getCell('D11').value = -5;
    sheet.getCell('E12').value = { formula: 'D12*2', result: 200 };
    sheet.getCell('D13').value = 'lots';
    // Export (row 14) is part of sales (row 12): it cannot be more.
    sheet.getCell('D14').value = 500;
    sheet.getCell('E14').value = 500;
    const taxes = sheet.getRow(15).values;
    sheet.spliceRows(15, 1, []);
    sheet.getCell('D18').value = true;
    const faults = ['B7', 'D11', 'E12', 'D13', 'D14', 'A15', 'D18'].map(
      (cell) => `Economic monthly report!${cell}`,
    );
    const refused = await send('2025-01', await bytesOf(book));
    expect(refused.status).toBe(400);
    expect(refused.body.errors!.map((e) => e.field).sort()).toEqual([...faults].sort());
    const said = (cell: string) =>
      refused.body.errors!.find((e) => e.field.endsWith(`!${cell}`))!.msg;
    expect(said('E12')).toBe(
      'Sheet “Economic monthly report”, cell E12: formulas are not accepted; type the figure',
    );
    expect(said('A15')).toBe(
      'Sheet “Economic monthly report”, cell A15: the row of Taxes payable (taxes) is missing; copy it back from the template',
    );
    expect(said('D11')).toMatch(/^Sheet “Economic monthly report”, cell D11: /);
    expect(said('D14')).toMatch(/Export delivery value/);
    const zh = await send('2025-01', await bytesOf(book), 0, 'zh');
    expect(zh.body.errors).toHaveLength(7);
    expect(zh.body.errors!.find((e) => e.field.endsWith('!A15'))!.msg).toBe(
      '工作表“Economic monthly report”A15 单元格：缺少“应交税金总额 (taxes)”这一行，请从模板中复制回来',
    );
    expect((await stored('2025-01')).version).toBe(0);

    sheet.getCell('B7').value = '0512-66668888';
    sheet.getCell('D11').value = 100;
    sheet.getCell('E12').value = 100;
    sheet.getCell('D13').value = 100;
    sheet.getCell('D14').value = 100;
    sheet.getCell('E14').value = 100;
    sheet.getRow(15).values = taxes;
    sheet.getCell('D15').value = '1,000';
    sheet.getCell('E15').value = 1000;
    sheet.getCell('D18').value = 100;
    const saved = await send('2025-01', await bytesOf(book));
    expect(saved.status).toBe(200);
    expect(saved.body.data.status).toBe('draft');
    const report = await stored('2025-01');
    expect(report.version).toBe(1);
    expect(report.rows.find((r) => r.code === 'taxes')).toMatchObject({ thisMonth: 1000 });
  });

  it('figures that contradict each other are refused at the cell the form would name', async () => {
    const { book, sheet } = await filled('2025-02', 10, 10);
    // Export (row 14) is part of sales (row 12): it cannot be more.
    sheet.getCell('D14').value = 500;
    const refused = await send('2025-02', await bytesOf(book), 0, 'zh');
    expect(refused.status).toBe(400);
    // The sheet keeps the name it was downloaded with (English); the words follow the reader.
    const exported = refused.body.errors!.find((e) => e.field === 'Economic monthly report!D14');
    expect(exported?.msg).toMatch(/^工作表“Economic monthly report”D14 单元格：.*出口交货值/);
    expect((await stored('2025-02')).version).toBe(0);
  });

  it('another period’s workbook, something that is not one, too large a file and a zip bomb are refused', async () => {
    const { book } = await filled('2025-03', 1, 1);
    const other = await send('2025-04', await bytesOf(book));
    expect(other.status).toBe(400);
    expect(other.body.msg).toBe(
      'This file is the workbook of Economic monthly report 2025-03, not of this report',
    );
    const pdf = await send('2025-03', Buffer.from('%PDF-1.4 not a workbook'));
    expect(pdf.body.msg).toBe(
      'Upload an Excel workbook (.xlsx, at most 512 KB) downloaded from this site',
    );
    expect((await send('2025-03', Buffer.alloc(600 * 1024, 1))).status).toBe(413);
    const bomb = zipOf('xl/worksheets/sheet1.xml', Buffer.alloc(64 * 1024 * 1024, 32));
    expect(bomb.length).toBeLessThan(200 * 1024);
    const refused = await send('2025-03', bomb);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(
      'Upload an Excel workbook (.xlsx, at most 512 KB) downloaded from this site',
    );
  });

  it('a sheet put before the template’s is not read, and a cell far below the table is refused', async () => {
    const { book } = await filled('2025-05', 1, 1);
    const front = book.addWorksheet('notes');
    book.worksheets.unshift(book.worksheets.pop()!);
    front.getCell('A1').value = 'my notes';
    const saved = await send('2025-05', await bytesOf(book));
    expect(saved.status).toBe(200);
    expect(saved.body.data.rows.find((r) => r.code === 'revenue')).toMatchObject({ thisMonth: 1 });
    const far = await filled('2025-06', 1, 1);
    far.sheet.getCell('D1048576').value = 7;
    const refused = await send('2025-06', await bytesOf(far.book));
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(
      'Sheet “Economic monthly report”, cell A211: a report has 200 rows at most; delete the rows below',
    );
  });

  it('a workbook of 100,000 tiny rows is refused before it is parsed, in both languages, also sent many at once', async () => {
    const bytes = tinyRows('2025-07', 100_000);
    expect(bytes.length).toBeLessThan(500 * 1024);
    const en = await send('2025-07', bytes);
    expect([en.status, en.body.msg]).toEqual([
      400,
      'This workbook holds far more cells than a report can (200 rows at most); delete the rows and sheets you added and send it again',
    ]);
    const zh = await send('2025-07', bytes, 0, 'zh');
    expect(zh.body.msg).toBe(
      '该工作簿中的单元格远多于一份报表所能包含的数量（最多 200 行），请删除自行添加的行和工作表后重新上传',
    );
    // One account's flood: each is refused at once, or told to wait for the one being read.
    const flood = await Promise.all(Array.from({ length: 10 }, () => send('2025-07', bytes)));
    for (const r of flood) {
      if (r.status === 429)
        expect(r.body.msg).toBe(
          'Your previous workbook is still being read; send this one in a few seconds',
        );
      else expect(r.body.msg).toMatch(/^This workbook holds far more cells/);
    }
    expect((await stored('2025-07')).version).toBe(0);
  });

  it('text that looks like a formula goes out as typed, quote-prefixed, and an older export’s apostrophe is read back off', async () => {
    const { book, sheet } = await filled('2025-08', 1, 1);
    // What the export wrote before: a visible apostrophe in front.
    sheet.getCell('B4').value = "'=1+2";
    sheet.getCell('B5').value = '@张敏';
    const saved = await send('2025-08', await bytesOf(book));
    expect(saved.status, saved.body.msg).toBe(200);
    const header = (
      await api(s.base).GET('/center/reports/{kind}/{period}', {
        token: member,
        params: { path: { kind: 'economyMonth', period: '2025-08' } },
      })
    ).body.data.header!;
    expect([header.unitHead, header.filler]).toEqual(['=1+2', '@张敏']);
    const { bytes } = await download('/center/reports/economyMonth/2025-08/xlsx', member);
    const back = (await open(bytes)).worksheets[0]!;
    expect([back.getCell('B4').value, back.getCell('B5').value]).toEqual(['=1+2', '@张敏']);
    expect(back.getCell('B4').numFmt).toBe('@');
    expect(zipEntryText(bytes, 'xl/styles.xml')).toMatch(/<xf numFmtId="49" quotePrefix="1"/);
  });

  it('staff export any unit’s report; a member cannot use the staff route', async () => {
    const list = await api(s.base).GET('/review/reports', {
      token: secretariat,
      params: { query: { kind: 'economyMonth', pageNum: 1, pageSize: 100 } },
    });
    const january = list.body.rows.find((r) => r.period === '2025-01')!;
    const { res, bytes } = await download(`/review/reports/${january.id}/xlsx`, secretariat);
    expect(decodeURIComponent(res.headers.get('download-filename') ?? '')).toBe(
      '华东制药装备股份有限公司-经济指标月报-2025-01.xlsx',
    );
    expect((await open(bytes)).worksheets[0]!.getCell('D13').value).toBe(100);
    expect((await download(`/review/reports/${january.id}/xlsx`, member)).res.status).toBe(403);
  });

  it('the industry figures export as the reader may see them', async () => {
    const january = (
      await api(s.base).GET('/center/reports/{kind}/{period}', {
        token: member,
        params: { path: { kind: 'economyMonth', period: '2025-01' } },
      })
    ).body.data;
    const handedIn = await api(s.base).PUT('/center/reports/{kind}/{period}', {
      token: member,
      body: { header: january.header!, rows: january.rows, version: january.version, submit: true },
      params: { path: { kind: 'economyMonth', period: '2025-01' } },
    });
    expect(handedIn.status).toBe(200);
    const staff = await open(
      (await download('/center/statistics/industry/xlsx?year=2025', secretariat, 'en')).bytes,
    );
    const sheet = staff.worksheets[0]!;
    expect(sheet.name).toBe('2025');
    expect(sheet.getRow(1).values).toEqual(expect.arrayContaining(['withheld', 'published']));
    // One unit's January: withheld from others, shown to staff with the mark.
    const row = sheet
      .getRows(2, 200)!
      .find((r) => r.getCell(1).value === 'Operating revenue' && r.getCell(3).value === '2025-01')!;
    expect(row.getCell(4).value).toBe(100);
    expect(row.getCell(9).value).toBe('withheld');
    const members = await open(
      (await download('/center/statistics/industry/xlsx?year=2025', member, 'en')).bytes,
    );
    expect(members.worksheets[0]!.getRow(1).values).not.toContain('withheld');
  });
});
