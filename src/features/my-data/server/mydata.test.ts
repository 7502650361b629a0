/** An enterprise downloads everything the association holds about it, and nothing of another's. */
import ExcelJS from 'exceljs';
import { unzipSync, strFromU8 } from 'fflate';
import { like } from 'drizzle-orm';
import { complaints } from '#features/complaints/server/tables.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XLSX_TYPE } from '#server/export/xlsx.ts';
import { api } from '#tests/helpers/api.ts';
import { demo, login, uploadPdf } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';

let s: TestServer;
let member: string;
let other: string;
beforeAll(async () => {
  s = await startTestServer();
  member = await login(s, demo(s, 'member').username, demo(s, 'member').password);
  other = await login(s, demo(s, 'enterprise').username, demo(s, 'enterprise').password);
});
afterAll(() => s.stop());

const exportOf = (token: string, format = 'zip') =>
  fetch(`${s.base}/center/my-data?format=${format}`, {
    headers: { authorization: `Bearer ${token}` },
  });

describe('an enterprise’s own data', () => {
  it('holds its records, its accounts without secrets, its files and a note in both languages', async () => {
    const words = `本单位的投诉 ${crypto.randomUUID()}`;
    await api(s.base).POST('/system/complaint', {
      token: member,
      body: { name: '王工', tel: '13800000000', content: words },
    });
    const theirs = `他人的投诉 ${crypto.randomUUID()}`;
    await api(s.base).POST('/system/complaint', {
      token: other,
      body: { name: '李工', tel: '13900000002', content: theirs },
    });
    await uploadPdf(s, member, 'attachment', '本单位营业执照.pdf');
    const [complaint] = await s.database.db
      .select({ id: complaints.id })
      .from(complaints)
      .where(like(complaints.content, `%${words}%`));
    const complaintId = complaint!.id;
    const answer = await api(s.base).POST('/console/complaints/{id}/reply', {
      token: await login(s, demo(s, 'secretariat').username, demo(s, 'secretariat').password),
      body: { reply: '已收到，正在处理' },
      params: { path: { id: complaintId } },
    });
    expect(answer.status, answer.body.msg).toBe(200);

    const res = await exportOf(member);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const zip = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const text = strFromU8(zip['data.json']!);
    const data = JSON.parse(text) as Record<string, Record<string, unknown>[]>;
    expect(data.enterprise).toHaveLength(1);
    expect(data.enterprise?.[0]?.unitName).toBe(demo(s, 'member').username);
    expect(data.sys_user?.length).toBeGreaterThan(0);
    expect(text).toContain(words);
    expect(text).not.toContain(theirs);
    expect(text).not.toMatch(/passwordHash|tokenHash|codeHash/);
    // The secretariat's answer to its complaint is in it, with who gave it.
    const answered = data.workflow_log?.find((w) => w.subject === 'complaint');
    expect(answered).toMatchObject({ subjectId: complaintId, toStatus: 'answered' });
    expect(answered?.actor).toBeTruthy();
    const file = Object.keys(zip).find((n) => n.endsWith('本单位营业执照.pdf'));
    expect(file).toBeTruthy();
    expect(strFromU8(zip[file!]!)).toMatch(/^%PDF-/);
    const readme = strFromU8(zip['README.txt']!);
    expect(readme).toContain('协会秘书处');
    expect(readme).toContain("association's secretariat");
    // What is wrong in it is put right on the people page, in both languages.
    expect(readme).toContain('“人员信息”页（/center/my-people）');
    expect(readme).toContain('“Our people’s data” (/center/my-people)');
  });

  it('offers the records alone as JSON and as a workbook of a sheet per table', async () => {
    const unitName = demo(s, 'member').username;
    const json = await exportOf(member, 'json');
    expect(json.headers.get('content-type')).toBe('application/json');
    expect(json.headers.get('content-disposition')).toContain('.json');
    const text = await json.text();
    const data = JSON.parse(text) as Record<string, Record<string, unknown>[]>;
    expect(data.enterprise?.[0]?.unitName).toBe(unitName);
    expect(text).not.toMatch(/passwordHash|tokenHash|codeHash/);

    const xlsx = await exportOf(member, 'xlsx');
    expect(xlsx.headers.get('content-type')).toBe(XLSX_TYPE);
    expect(xlsx.headers.get('content-disposition')).toContain('.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await xlsx.arrayBuffer());
    const sheet = book.getWorksheet('enterprise')!;
    const fields = sheet.getRow(1).values as unknown[];
    expect(sheet.getRow(2).getCell(fields.indexOf('unitName')).value).toBe(unitName);
    expect(book.getWorksheet('sys_user')?.rowCount).toBe((data.sys_user?.length ?? 0) + 1);
    expect(String(book.getWorksheet('README')?.getCell('A1').value)).toContain('协会秘书处');

    // Another form is refused in the reader's language, and counts for nothing.
    const pdf = await api(s.base).GET('/center/my-data', {
      token: member,
      lang: 'en',
      params: { query: { format: 'pdf' as never } },
    });
    expect(pdf.status).toBe(400);
    expect(pdf.body.msg).toMatch(/[a-z]/);
  });

  it('is the enterprise’s only: staff are told so, a visitor signs in first, and five an hour', async () => {
    const admin = await login(s, demo(s, 'admin').username, demo(s, 'admin').password);
    const staff = await api(s.base).GET('/center/my-data', { token: admin, lang: 'en' });
    expect(staff.status).toBe(403);
    expect(staff.body.msg).toBeTruthy();
    expect((await fetch(`${s.base}/center/my-data`)).status).toBe(401);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await exportOf(other)).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
  });
});
