/**
 * The member directory: a clerk finds a unit by tax ID or name, filters and sorts only as the
 * server allows, reads the unit's whole history, and exports the list as a safe spreadsheet.
 */
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterprises } from '#server/auth/tables.ts';
import { api, type QueryOf } from '#tests/helpers/api.ts';
import { call } from '#tests/helpers/http.ts';
import { demo, login, registerUnit } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';

let s: TestServer;
let clerk: string;
beforeAll(async () => {
  s = await startTestServer();
  clerk = await signIn('secretariat');
});
afterAll(() => s.stop());

const signIn = (role: string) => login(s, demo(s, role).username, demo(s, role).password);

const find = async (query: QueryOf<'/console/enterprises'>, token = clerk) =>
  api(s.base).GET('/console/enterprises', { token, params: { query } });

async function registeredUnit() {
  const unit = await registerUnit(s);
  const token = await login(s, unit.form.unitName, unit.form.password);
  const me = await api(s.base).GET('/getInfo', { token });
  return { ...unit.form, id: me.body.user.enterpriseId!, token };
}

describe('finding a unit', () => {
  it('by the start of its tax ID or words of its name, with where it stands', async () => {
    const unit = await registeredUnit();
    const byTax = await find({ q: unit.taxId.slice(0, 14) });
    expect(byTax.body.rows.map((r) => r.id)).toContain(unit.id);
    const byName = await find({ q: unit.unitName.slice(-6) });
    expect(byName.body.rows).toEqual([
      expect.objectContaining({ id: unit.id, state: 'review', region: '33' }),
    ]);

    await api(s.base).POST('/review/registrations/{id}', {
      token: clerk,
      body: { decision: 'pass', opinion: '材料齐全' },
      params: { path: { id: unit.id } },
    });
    const passed = await find({ state: 'passed', q: unit.taxId });
    expect(passed.body.total).toBe(1);
    expect((await find({ state: 'review', q: unit.taxId })).body.total).toBe(0);
    expect((await find({ state: 'member' })).body.rows.map((r) => r.unitName)).toContain(
      demo(s, 'member').username,
    );
    const zhejiang = await find({ region: '33', pageSize: 100 });
    expect(zhejiang.body.rows.every((r) => r.taxId.slice(2, 4) === '33')).toBe(true);
  });

  it('by any part of its tax ID, the middle or the end, in any case', async () => {
    const unit = await registeredUnit();
    for (const part of [unit.taxId.slice(4, 14), unit.taxId.slice(-8).toLowerCase()]) {
      const found = await find({ q: part });
      expect(
        found.body.rows.map((r) => r.id),
        part,
      ).toContain(unit.id);
    }
    // Wildcards typed are read as themselves.
    expect((await find({ q: '%_' })).body.total).toBe(0);
  });

  it('shows each unit’s user type, in the list and in its export, in the reader’s language', async () => {
    const unit = await registeredUnit();
    const found = await find({ q: unit.taxId });
    expect(found.body.rows).toEqual([expect.objectContaining({ id: unit.id, userType: '01' })]);
    for (const [lang, word] of [
      ['zh', '企业用户'],
      ['en', 'Enterprise'],
    ] as const) {
      const res = await fetch(`${s.base}/console/enterprises/export?q=${unit.taxId}`, {
        headers: { authorization: `Bearer ${clerk}`, 'content-language': lang },
      });
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(await res.arrayBuffer());
      expect(book.worksheets[0]?.getRow(2).getCell(4).value).toBe(word);
    }
  });

  it('sorts only by the columns it offers, and refuses any other', async () => {
    const asc = await find({ sort: 'unitName', order: 'asc', pageSize: 100 });
    const names = asc.body.rows.map((r) => r.unitName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    // A column or a state the list does not offer is off the contract: sent raw.
    const refused = await call(s.base, 'GET', '/console/enterprises?sort=password', {
      token: clerk,
    });
    expect(refused.status).toBe(400);
    expect(
      (await call(s.base, 'GET', '/console/enterprises?state=owner', { token: clerk })).status,
    ).toBe(400);
  });

  it('opens a unit with its accounts, history and the notices sent to it', async () => {
    const unit = await registeredUnit();
    await api(s.base).POST('/review/registrations/{id}', {
      token: clerk,
      body: { decision: 'reject', opinion: '营业执照不清晰' },
      params: { path: { id: unit.id } },
    });
    const r = await api(s.base).GET('/console/enterprises/{id}', {
      token: clerk,
      params: { path: { id: unit.id } },
    });
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d.unit).toEqual(
      expect.objectContaining({ state: 'rejected', rejectReason: '营业执照不清晰' }),
    );
    expect(d.accounts.map((a) => a.userName)).toEqual([unit.unitName]);
    expect(d.history[0]).toEqual(
      expect.objectContaining({
        subject: 'registration',
        toStatus: '2',
        opinion: '营业执照不清晰',
      }),
    );
    expect(d.notices.length).toBeGreaterThan(0);
    expect(d.notices[0]?.read).toBe(false);
    expect(
      (
        await api(s.base).GET('/console/enterprises/{id}', {
          token: clerk,
          params: { path: { id: 999999 } },
        })
      ).status,
    ).toBe(404);
  });
});

describe('who may look', () => {
  it('staff with the directory permission; nobody else, whatever the page shows', async () => {
    const council = await signIn('council');
    const editor = await signIn('editor');
    const member = await signIn('member');
    expect((await find({}, council)).status).toBe(200);
    expect((await api(s.base).GET('/console/enterprises/export', { token: council })).status).toBe(
      403,
    );
    for (const token of [editor, member]) {
      expect((await find({}, token)).status).toBe(403);
      expect(
        (await api(s.base).GET('/console/enterprises/{id}', { token, params: { path: { id: 1 } } }))
          .status,
      ).toBe(403);
      expect((await api(s.base).GET('/console/enterprises/export', { token })).status).toBe(403);
    }
    expect((await api(s.base).GET('/console/enterprises')).status).toBe(401);
  });
});

describe('the export', () => {
  it('is the filtered list in the reader’s language; text that looks like a formula stays text', async () => {
    const unit = await registeredUnit();
    // A contact name someone typed to attack whoever opens the sheet.
    await s.database.db
      .update(enterprises)
      .set({ contactPerson: '=HYPERLINK("http://evil.example","x")' })
      .where(eq(enterprises.id, unit.id));
    const res = await fetch(`${s.base}/console/enterprises/export?q=${unit.taxId}`, {
      headers: { authorization: `Bearer ${clerk}`, 'content-language': 'en' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(res.headers.get('x-row-count')).toBe('1');
    expect(decodeURIComponent(res.headers.get('download-filename') ?? '')).toMatch(
      /^Member directory-\d{4}-\d{2}-\d{2}\.xlsx$/,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe('Unit name');
    expect(sheet?.getRow(2).getCell(1).value).toBe(unit.unitName);
    expect(sheet?.getRow(2).getCell(3).value).toBe('Under review');
    const contact = sheet?.getRow(2).getCell(6);
    expect(contact?.type).toBe(ExcelJS.ValueType.String);
    // As typed, with no apostrophe to see: the cell's quote prefix keeps it text (xlsx.test.ts).
    expect(contact?.value).toBe(`=HYPERLINK("http://evil.example","x")`);
    expect(contact?.formula).toBeUndefined();
    expect(sheet?.rowCount).toBe(2);
  });

  it('keeps the order the list was sorted by', async () => {
    const exported = async (order: 'asc' | 'desc') => {
      const res = await fetch(`${s.base}/console/enterprises/export?sort=unitName&order=${order}`, {
        headers: { authorization: `Bearer ${clerk}` },
      });
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(await res.arrayBuffer());
      const names: string[] = [];
      book.worksheets[0]?.eachRow((row, n) => {
        if (n > 1) names.push(String(row.getCell(1).value));
      });
      return names;
    };
    const listed = await api(s.base).GET('/console/enterprises', {
      token: clerk,
      params: { query: { sort: 'unitName', order: 'desc', pageSize: 100 } },
    });
    const down = await exported('desc');
    expect(down.length).toBe(listed.body.total);
    expect(down.slice(0, listed.body.rows.length)).toEqual(listed.body.rows.map((r) => r.unitName));
    expect(await exported('asc')).toEqual([...down].reverse());
  });
});
