/**
 * The joining fee is a payment like any other: in the unit's fee ledger while it waits, refused
 * with its reason on the fee page, confirmed with the next receipt number and the period it buys,
 * counted on the renewals desk; and the next bill waits for its payment notice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beijingToday } from '#shared/format.ts';
import {
  DEFAULT_TERM,
  endOfYear,
  firstTermEnd,
  noticeDay,
  yearOf,
} from '#features/membership/contract/member-term.ts';
import { api, numberText } from '#tests/helpers/api.ts';
import { demo, login, registerUnit, taxId, uploadPdf } from '#tests/helpers/flows.ts';
import { sampleProfile as profile } from '#tests/helpers/sample-profile.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';

let s: TestServer;
let secretariat: string;
let council: string;
beforeAll(async () => {
  s = await startTestServer();
  secretariat = await login(s, demo(s, 'secretariat').username, demo(s, 'secretariat').password);
  council = await login(s, demo(s, 'council').username, demo(s, 'council').password);
});
afterAll(() => s.stop());

/** A registered unit the council approved: its application waits for the joining fee. */
async function approvedApplicant() {
  const { form } = await registerUnit(s);
  s.advance(61_000);
  const token = await login(s, form.unitName, form.password);
  const info = await api(s.base).GET('/getInfo', { token });
  const enterpriseId = info.body.user.enterpriseId!;
  await api(s.base).POST('/review/registrations/{id}', {
    token: secretariat,
    body: { decision: 'pass' },
    params: { path: { id: enterpriseId } },
  });
  await api(s.base).PUT('/center/enterprise/profile', {
    token,
    body: { data: profile(await uploadPdf(s, token)), version: 0 },
  });
  const app = await api(s.base).POST('/center/applications', {
    token,
    body: { agreementAccepted: true },
  });
  const id = app.body.data.id;
  await api(s.base).POST('/review/applications/{id}/secretariat', {
    token: secretariat,
    body: { decision: 'pass' },
    params: { path: { id } },
  });
  await api(s.base).POST('/review/applications/{id}/council', {
    token: council,
    body: { decision: 'pass' },
    params: { path: { id } },
  });
  return { token, enterpriseId, id, form };
}

const statement = async (token: string) =>
  (await api(s.base).GET('/center/fees', { token })).body.data;

describe('the joining fee', () => {
  it('is in the ledger while it waits, shows a refusal on the fee page, and gets a receipt for the period it buys', async () => {
    const unit = await approvedApplicant();
    const today = beijingToday(Date.now());
    const termEnd = firstTermEnd(today, DEFAULT_TERM);
    const bill = await statement(unit.token);
    // Named for what it buys: from today to the end of the first term, not "this year".
    expect(bill).toMatchObject({
      year: yearOf(termEnd, DEFAULT_TERM),
      period: { start: today, end: termEnd },
      opensOn: null,
    });
    const pay = async (amount: string, lang?: 'en') =>
      api(s.base).POST('/center/applications/{id}/payment', {
        token: unit.token,
        lang,
        body: {
          companyName: unit.form.unitName,
          paidOn: today,
          amount: numberText(amount),
          receiptFileId: await uploadPdf(s, unit.token, 'receipt'),
        },
        params: { path: { id: unit.id } },
      });
    // Not the amount due: refused, saying what is due, in both languages.
    const wrong = await pay('100.00');
    expect(wrong.body.msg).toBe(
      `金额应为应缴会费 ${Number(bill.amount).toLocaleString('en-US', { minimumFractionDigits: 2 })} 元`,
    );
    s.advance(1001);
    const wrongEn = await pay('100.00', 'en');
    expect(wrongEn.body.errors).toContainEqual({
      field: 'amount',
      msg: `The amount should be the fee due, ${Number(bill.amount).toLocaleString('en-US', { minimumFractionDigits: 2 })} yuan`,
    });

    expect((await pay(bill.amount!)).body.msg).toBeTruthy();
    const waiting = await statement(unit.token);
    expect(waiting.payments).toEqual([
      expect.objectContaining({
        source: 'joining',
        status: 'submitted',
        amount: Number(bill.amount),
        periodStart: today,
        periodEnd: termEnd,
        amountDue: bill.amount,
      }),
    ]);
    // It is decided on the application's payment step, not twice on the fees desk.
    const queue = await api(s.base).GET('/review/fee-payments', {
      token: secretariat,
      params: { query: { status: 'submitted' } },
    });
    expect(queue.body.rows.map((r) => r.id)).not.toContain(waiting.payments[0]?.id);
    const onFeesDesk = await api(s.base).POST('/review/fee-payments/{id}', {
      token: secretariat,
      body: { decision: 'pass' },
      lang: 'en',
      params: { path: { id: waiting.payments[0]!.id } },
    });
    expect(onFeesDesk.body.msg).toBe(
      'A joining fee is confirmed with its membership application, at the payment review',
    );

    // Refused: the reason is on the fee page, and the unit pays again.
    await api(s.base).POST('/review/applications/{id}/payment', {
      token: secretariat,
      body: { decision: 'reject', opinion: '到账金额与回单不符' },
      params: { path: { id: unit.id } },
    });
    expect((await statement(unit.token)).payments[0]).toMatchObject({
      status: 'rejected',
      rejectReason: '到账金额与回单不符',
    });
    s.advance(1001);
    await pay(bill.amount!);

    // An annual fee confirmed just before takes a receipt number; the joining fee the next one.
    const member = await login(s, demo(s, 'member').username, demo(s, 'member').password);
    const offline = await api(s.base).POST('/console/renewals/payments', {
      token: secretariat,
      body: {
        enterpriseId: (await api(s.base).GET('/getInfo', { token: member })).body.user
          .enterpriseId!,
        year: (await statement(member)).year,
        paidOn: today,
        amount: numberText((await statement(member)).amount!),
        note: '现金',
      },
    });
    const done = await api(s.base).POST('/review/applications/{id}/payment', {
      token: secretariat,
      body: { decision: 'pass' },
      params: { path: { id: unit.id } },
    });
    expect(done.body.data.status).toBe('member');

    const after = await statement(unit.token);
    const [joining] = after.payments;
    expect(joining).toMatchObject({
      source: 'joining',
      status: 'confirmed',
      year: yearOf(termEnd, DEFAULT_TERM),
      periodStart: today,
      periodEnd: termEnd,
    });
    const [issueYear, n] = offline.body.data.receiptNo!.split('-');
    expect(joining?.receiptNo).toBe(`${issueYear}-${String(Number(n) + 1).padStart(6, '0')}`);
    // The next bill waits for its payment notice, and paying it early is refused.
    const nextYear = yearOf(termEnd, DEFAULT_TERM) + 1;
    const opens = noticeDay(termEnd, DEFAULT_TERM);
    expect(after).toMatchObject({ year: nextYear, opensOn: opens });
    expect(after.period).toEqual({
      start: `${nextYear}-01-01`,
      end: endOfYear(nextYear, DEFAULT_TERM),
    });
    const early = await api(s.base).POST('/center/fees/payments', {
      token: unit.token,
      lang: 'en',
      body: {
        year: nextYear,
        companyName: unit.form.unitName,
        paidOn: today,
        amount: numberText(bill.amount!),
        receiptFileId: await uploadPdf(s, unit.token, 'receipt'),
      },
    });
    expect(early.body.msg).toBe(
      `The ${nextYear} fee can be paid from ${opens}, when its payment notice goes out`,
    );

    // The renewals desk counts the new member as paid for the year its joining fee bought.
    const desk = await api(s.base).GET('/console/renewals', {
      token: secretariat,
      params: { query: { year: yearOf(termEnd, DEFAULT_TERM) } },
    });
    expect(desk.body.rows.find((r) => r.enterpriseId === unit.enterpriseId)).toMatchObject({
      state: 'paid',
      joining: true,
      receiptNo: joining?.receiptNo,
    });
  });

  it('refuses an invoice tax ID that is not a unified social credit code, in both languages', async () => {
    const member = await login(s, demo(s, 'member').username, demo(s, 'member').password);
    const body = {
      year: 2000,
      companyName: 'x',
      paidOn: '2026-11-20',
      amount: numberText('1.00'),
      receiptFileId: await uploadPdf(s, member, 'receipt'),
      invoiceTitle: 'x',
    };
    // The last character is not the check character of the first 17.
    const bad = { ...body, invoiceTaxId: '91330100MA2AAAAAAB' };
    const zh = await api(s.base).POST('/center/fees/payments', { token: member, body: bad });
    expect(zh.body.errors).toContainEqual({
      field: 'invoiceTaxId',
      msg: '统一社会信用代码格式不正确',
    });
    s.advance(1001);
    const en = await api(s.base).POST('/center/fees/payments', {
      token: member,
      body: bad,
      lang: 'en',
    });
    expect(en.body.errors).toContainEqual({
      field: 'invoiceTaxId',
      msg: 'This is not a valid unified social credit code',
    });
    // A valid one passes the form (the year is then the one refused).
    s.advance(1001);
    const good = await api(s.base).POST('/center/fees/payments', {
      token: member,
      body: { ...body, invoiceTaxId: taxId().toLowerCase() },
    });
    expect(good.body.errors?.map((e) => e.field) ?? []).not.toContain('invoiceTaxId');
  });
});
