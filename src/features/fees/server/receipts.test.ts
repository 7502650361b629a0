/**
 * Receipts, invoices, certificates and the renewals desk: numbers without gaps under 50
 * confirmations at once, the receipt's text in both languages, a payment recorded offline, an
 * invoice noted as issued, a certificate anyone can check, and the year's list with its totals.
 */
import { eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beijingToday } from '#shared/format.ts';
import { addDays } from '#features/membership/contract/member-term.ts';
import { enterprises } from '#server/auth/tables.ts';
import { feePayments, receiptCounters } from './tables.ts';
import { issueReceipt } from './receipts.service.ts';
import { api, numberText } from '#tests/helpers/api.ts';
import { call } from '#tests/helpers/http.ts';
import { demo, login, uploadPdf } from '#tests/helpers/flows.ts';
import { pdfFrom } from '#tests/helpers/pdf-text.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';

let s: TestServer;
let today: string;
let year: number;
const as = (role: string) => login(s, demo(s, role).username, demo(s, role).password);
// Tax IDs made here are the test's own: 18 characters, never the same twice.
let taxSeq = Math.floor(Math.random() * 1e6) * 1000;
const freshTaxId = () => `91T${String(taxSeq++).padStart(15, '0')}`;
const unitOf = async (token: string) =>
  (await api(s.base).GET('/getInfo', { token })).body.user.enterpriseId!;

beforeAll(async () => {
  s = await startTestServer();
  today = beijingToday(Date.now());
  year = Number(today.slice(0, 4)) + 1;
});
afterAll(() => s.stop());

/** Units that are members to the end of this year, each with next year's payment sent in. */
async function unitsWithPayments(n: number, name = '收据测试单位'): Promise<number[]> {
  const db = s.database.db;
  const units = await db
    .insert(enterprises)
    .values(
      Array.from({ length: n }, (_, i) => ({
        unitName: `${name}${i + 1}`,
        taxId: freshTaxId(),
        contactPerson: '张三',
        email: `r${i}@example.com`,
        phone: '13800000000',
        auditStatus: '1' as const,
        isMember: true,
        memberUntil: `${year - 1}-12-31`,
      })),
    )
    .returning({ id: enterprises.id });
  const payments = await db
    .insert(feePayments)
    .values(
      units.map((u) => ({
        enterpriseId: u.id,
        year,
        amount: 10000,
        paidOn: today,
        companyName: 'x',
      })),
    )
    .returning({ id: feePayments.id });
  return payments.map((p) => p.id);
}

describe('receipts', () => {
  it('50 confirmations at once take 50 numbers in a row, none twice, none skipped', async () => {
    const ids = await unitsWithPayments(50);
    const secretariat = await as('secretariat');
    const answers = await Promise.all(
      ids.map((id) =>
        api(s.base).POST('/review/fee-payments/{id}', {
          token: secretariat,
          body: { decision: 'pass' },
          params: { path: { id } },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(ids.map(() => 200));
    const issueYear = Number(today.slice(0, 4));
    const numbers = answers.map((a) => a.body.data.receiptNo ?? '').sort();
    expect(new Set(numbers).size).toBe(50);
    const sequence = numbers.map((n) => Number(n.split('-')[1]));
    expect(numbers.every((n) => n.startsWith(`${issueYear}-`))).toBe(true);
    expect(sequence.at(-1)! - sequence[0]! + 1).toBe(50);
    const [counter] = await s.database.db
      .select()
      .from(receiptCounters)
      .where(eq(receiptCounters.year, issueYear));
    expect(counter?.last).toBe(sequence.at(-1));
  });

  it('a confirmation that fails gives its number back', async () => {
    const [failing, next] = await unitsWithPayments(2, '退号测试单位');
    const db = s.database.db;
    await db
      .update(feePayments)
      .set({ status: 'confirmed' })
      .where(inArray(feePayments.id, [failing!, next!]));
    const issueYear = Number(today.slice(0, 4));
    const last = async () =>
      (await db.select().from(receiptCounters).where(eq(receiptCounters.year, issueYear)))[0]
        ?.last ?? 0;
    const before = await last();
    await expect(
      db.transaction(async (tx) => {
        await issueReceipt(tx, failing!, today);
        throw new Error('the confirmation failed after its receipt');
      }),
    ).rejects.toThrow();
    expect(await last()).toBe(before);
    const receipt = await db.transaction((tx) => issueReceipt(tx, next!, today));
    expect(receipt.number).toBe(`${issueYear}-${String(before + 1).padStart(6, '0')}`);
  });

  it('a payment confirmed before receipts existed gets one receipt, however many ask at once', async () => {
    const [id] = await unitsWithPayments(1, '旧缴费单位');
    await s.database.db
      .update(feePayments)
      .set({ status: 'confirmed' })
      .where(eq(feePayments.id, id!));
    const secretariat = await as('secretariat');
    const url = `${s.base}/console/renewals/payments/${id}/receipt`;
    const [a, b] = await Promise.all([pdfFrom(url, secretariat), pdfFrom(url, secretariat)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.name).toBe(b.name);
  });

  it('the member downloads its receipt: number, unit, amount in figures and capitals, period', async () => {
    const member = await as('member');
    const unit = await unitOf(member);
    const statement = await api(s.base).GET('/center/fees', { token: member });
    const feeYear = statement.body.data.year;
    const reported = await api(s.base).POST('/center/fees/payments', {
      token: member,
      body: {
        year: feeYear,
        companyName: 'x',
        paidOn: today,
        // The amount due (a director unit's fee): another sum is refused.
        amount: numberText(statement.body.data.amount!),
        receiptFileId: await uploadPdf(s, member, 'receipt'),
        invoiceTitle: '发票抬头有限公司',
        invoiceTaxId: '91330100MA2AAAAAAA',
      },
    });
    const id = reported.body.data.id;
    const early = await pdfFrom(`${s.base}/center/fees/payments/${id}/receipt`, member, 'en');
    expect(early.status).toBe(404);
    const secretariat = await as('secretariat');
    const confirmed = await api(s.base).POST('/review/fee-payments/{id}', {
      token: secretariat,
      body: { decision: 'pass' },
      params: { path: { id } },
    });
    const number = confirmed.body.data.receiptNo;
    const pdf = await pdfFrom(`${s.base}/center/fees/payments/${id}/receipt`, member);
    expect(pdf.status).toBe(200);
    expect(pdf.name).toBe(`会费收据-${number}.pdf`);
    const [unitRow] = await s.database.db
      .select()
      .from(enterprises)
      .where(eq(enterprises.id, unit));
    for (const text of [
      '会费收据',
      'Membership Fee Receipt',
      number,
      unitRow!.unitName,
      unitRow!.taxId,
      '10,000.00',
      '人民币壹万元整',
      `${feeYear}-01-01 – ${feeYear}-12-31`,
    ])
      expect(pdf.text.replace(/\s+/g, ' '), text!).toContain(text);
    expect((await pdfFrom(`${s.base}/center/fees/payments/${id}/receipt`, member, 'en')).name).toBe(
      `fee-receipt-${number}.pdf`,
    );
    // Another unit's receipt is not there for it; staff read any through their own desk.
    const other = await as('enterprise');
    expect((await pdfFrom(`${s.base}/center/fees/payments/${id}/receipt`, other)).status).toBe(404);
    expect(
      (await pdfFrom(`${s.base}/console/renewals/payments/${id}/receipt`, member)).status,
    ).toBe(403);
    expect(
      (await pdfFrom(`${s.base}/console/renewals/payments/${id}/receipt`, secretariat)).text,
    ).toContain(number);

    // The invoice it asked for is noted as issued and shows on its fee page.
    const invoice = await api(s.base).PUT('/console/renewals/payments/{id}/invoice', {
      token: secretariat,
      body: { invoiceNo: 'FP-0001', issuedOn: today },
      params: { path: { id } },
    });
    expect(invoice.status).toBe(200);
    const mine = await api(s.base).GET('/center/fees', { token: member });
    expect(mine.body.data.payments.find((p) => p.id === id)?.invoiceNo).toBe('FP-0001');
  });
});

describe('payments recorded by the secretariat', () => {
  it('an offline payment is confirmed at once, with its receipt and the term run on', async () => {
    const [unit] = await s.database.db
      .insert(enterprises)
      .values({
        unitName: '线下缴费单位',
        taxId: freshTaxId(),
        contactPerson: '李四',
        email: 'offline@example.com',
        phone: '13800000001',
        auditStatus: '1',
        isMember: true,
        memberUntil: addDays(today, -3),
      })
      .returning({ id: enterprises.id });
    // Its term ended three days ago: the year due is the one that day after the end falls in.
    const dueYear = Number(addDays(today, -2).slice(0, 4));
    const secretariat = await as('secretariat');
    const body = {
      enterpriseId: unit!.id,
      year: dueYear,
      amount: numberText('10000'),
      paidOn: today,
      note: '现金缴纳',
    };
    const wrongYear = await api(s.base).POST('/console/renewals/payments', {
      token: secretariat,
      body: { ...body, year: dueYear + 1 },
      lang: 'en',
    });
    expect(wrongYear.status).toBe(400);
    const recorded = await api(s.base).POST('/console/renewals/payments', {
      token: secretariat,
      body,
    });
    expect(recorded.body, JSON.stringify(recorded.body)).toMatchObject({
      data: { status: 'confirmed', source: 'offline' },
    });
    expect(recorded.body.data.receiptNo).toMatch(/^\d{4}-\d{6}$/);
    const [after] = await s.database.db
      .select({ until: enterprises.memberUntil })
      .from(enterprises)
      .where(eq(enterprises.id, unit!.id));
    expect(String(after?.until).slice(0, 10)).toBe(`${dueYear}-12-31`);
    s.advance(1500);
    const twice = await api(s.base).POST('/console/renewals/payments', {
      token: secretariat,
      body,
      lang: 'en',
    });
    expect(twice.status).toBe(400);
    // Editors and units cannot record payments.
    for (const role of ['editor', 'member'])
      expect(
        (
          await api(s.base).POST('/console/renewals/payments', {
            token: await as(role),
            body,
          })
        ).status,
      ).toBe(403);
  });

  it('an invoice nobody asked for, or for a payment not confirmed, is not recorded', async () => {
    const [id] = await unitsWithPayments(1, '发票测试单位');
    const secretariat = await as('secretariat');
    const r = await api(s.base).PUT('/console/renewals/payments/{id}/invoice', {
      token: secretariat,
      body: { invoiceNo: 'FP-9', issuedOn: today },
      lang: 'en',
      params: { path: { id: id! } },
    });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('An invoice can be recorded only once the payment is confirmed');
  });
});

describe('the renewals desk', () => {
  it('lists the year unit by unit with totals, and exports what the list shows', async () => {
    const secretariat = await as('secretariat');
    const paid = await api(s.base).GET('/console/renewals', {
      token: secretariat,
      params: { query: { year, state: 'paid', q: '收据测试单位1', pageSize: 100 } },
    });
    // 收据测试单位1, 10 to 19: eleven names hold the words.
    expect(paid.body.total).toBe(11);
    expect(paid.body.rows.every((r) => r.state === 'paid' && r.amount === '10000.00')).toBe(true);
    const totals = await api(s.base).GET('/console/renewals/totals', {
      token: secretariat,
      params: { query: { year } },
    });
    expect(totals.body.data.totals.paid?.units).toBeGreaterThanOrEqual(51);
    expect(totals.body.data.totals.submitted?.units).toBeGreaterThanOrEqual(1);
    const res = await fetch(
      `${s.base}/console/renewals/export?year=${year}&state=paid&q=${encodeURIComponent('收据测试单位1')}`,
      { headers: { authorization: `Bearer ${secretariat}`, 'content-language': 'en' } },
    );
    expect(res.headers.get('x-row-count')).toBe('11');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(3).value).toBe('State');
    expect(sheet.getRow(2).getCell(3).value).toBe('Paid');
    expect(sheet.rowCount).toBe(12);
    expect(
      (
        await api(s.base).GET('/console/renewals', {
          token: await as('editor'),
          params: { query: { year } },
        })
      ).status,
    ).toBe(403);
  });
});

describe('member certificates', () => {
  it('a member downloads its certificate; anyone checks the code; it fails once the unit is no member', async () => {
    const member = await as('member');
    const pdf = await pdfFrom(`${s.base}/center/certificate`, member, 'en');
    expect(pdf.status).toBe(200);
    const code = /[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(pdf.text)?.[0] ?? '';
    expect(code).not.toBe('');
    expect(pdf.text).toContain('Certificate of Membership');
    expect(pdf.text).toContain(`/en/verify/${code}`);
    // The same term's certificate keeps its code.
    expect((await pdfFrom(`${s.base}/center/certificate`, member)).text).toContain(code);

    const typed = code.toLowerCase().replace(/-/g, ' ').replace(/0/g, 'o');
    const ok = await api(s.base).GET('/web/verify/{code}', { params: { path: { code: typed } } });
    expect(ok.body.data.state).toBe('valid');
    const unknown = await api(s.base).GET('/web/verify/{code}', {
      lang: 'en',
      params: { path: { code: 'AAAA-AAAA-AAAA' } },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('No certificate has this code; please check it and try again');
    expect(
      // A path climbing out of the route is hostile: sent raw.
      (await call(s.base, 'GET', '/web/verify/..%2F..%2Fetc')).status,
    ).toBe(404);

    // Past its term the certificate has expired; a unit no longer a member has none that holds.
    const unit = await unitOf(member);
    s.advance(Date.parse(ok.body.data.validUntil!) - Date.now() + 3 * 86_400_000);
    expect(
      (await api(s.base).GET('/web/verify/{code}', { params: { path: { code } } })).body.data.state,
    ).toBe('expired');
    await s.database.db
      .update(enterprises)
      .set({ isMember: false })
      .where(eq(enterprises.id, unit));
    expect(
      (await api(s.base).GET('/web/verify/{code}', { params: { path: { code } } })).body.data.state,
    ).toBe('revoked');
    const refused = await api(s.base).GET('/center/certificate', {
      token: await as('member'),
      lang: 'en',
    });
    expect(refused.status).toBe(403);
  });
});
