/** Whoever is asked to pay sees how much and where; a member reports its annual fee; staff confirm. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, numberText } from '#tests/helpers/api.ts';
import { demo, login, uploadPdf } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.stop());

const as = (role: string) => login(s, demo(s, role).username, demo(s, role).password);

describe('the annual fee', () => {
  it('a member (a director unit) sees its fee and the account, reports a payment, and the secretariat confirms it', async () => {
    const member = await as('member');
    const statement = await api(s.base).GET('/center/fees', { token: member });
    expect(statement.body.data).toMatchObject({
      amount: '10000.00',
      account: { number: '0200 0012 0901 2345 678' },
    });
    const year = statement.body.data.year;
    const body = {
      year,
      companyName: demo(s, 'member').username,
      paidOn: '2026-11-20',
      amount: numberText('10,000.00'),
      receiptFileId: await uploadPdf(s, member, 'receipt'),
      invoiceTitle: demo(s, 'member').username,
      invoiceTaxId: '91330100MA2AAAAAAA',
    };
    // Another sum than the fee due is refused, saying what is due.
    const short = await api(s.base).POST('/center/fees/payments', {
      token: member,
      body: { ...body, amount: numberText('9,000.00') },
      lang: 'en',
    });
    expect(short.body.msg).toBe('The amount should be the fee due, 10,000.00 yuan');
    s.advance(1001);
    const reported = await api(s.base).POST('/center/fees/payments', { token: member, body });
    expect(reported.body.data).toMatchObject({ status: 'submitted', amount: 10000 });
    s.advance(1001);
    const twice = await api(s.base).POST('/center/fees/payments', {
      token: member,
      body,
      lang: 'en',
    });
    expect(twice.body.msg).toBe("This year's fee has been paid or is being confirmed");

    const secretariat = await as('secretariat');
    const queue = await api(s.base).GET('/review/fee-payments', {
      token: secretariat,
      params: { query: { status: 'submitted' } },
    });
    expect(queue.body.rows.map((r) => r.id)).toContain(reported.body.data.id);
    expect(
      (
        await api(s.base).POST('/review/fee-payments/{id}', {
          token: member,
          body: { decision: 'pass' },
          params: { path: { id: reported.body.data.id } },
        })
      ).status,
    ).toBe(403);
    const confirmed = await api(s.base).POST('/review/fee-payments/{id}', {
      token: secretariat,
      body: { decision: 'pass' },
      params: { path: { id: reported.body.data.id } },
    });
    expect(confirmed.body.data.status).toBe('confirmed');
    const notices = await api(s.base).GET('/system/notice/todoList', {
      token: member,
      lang: 'en',
    });
    expect(notices.body.rows[0]?.noticeTitle).toBe(`Your ${year} membership fee is confirmed`);
  });

  it('a non-member may read what joining costs, but has no annual fee to report', async () => {
    const enterprise = await as('enterprise');
    const statement = await api(s.base).GET('/center/fees', { token: enterprise });
    expect(statement.body.data.amount).toBe('3000.00');
    const r = await api(s.base).POST('/center/fees/payments', {
      token: enterprise,
      body: {
        year: 2026,
        companyName: 'x',
        paidOn: '2026-11-20',
        amount: numberText('3000.00'),
        receiptFileId: await uploadPdf(s, enterprise, 'receipt'),
      },
      lang: 'en',
    });
    // The route is open to units (a lapsed member renews there); the unit itself is checked.
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('Only member units pay the annual fee');
  });
});
