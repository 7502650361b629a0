/**
 * The year a unit joined, as the public members table shows it, is Beijing's year on the server's
 * clock: a unit confirmed at half past midnight on 1 January, Beijing time (still 31 December on
 * a server kept in UTC), joined in the new year, and owes its reports from then on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, numberText } from '#tests/helpers/api.ts';
import { demo, login, registerUnit, uploadPdf } from '#tests/helpers/flows.ts';
import { sampleProfile } from '#tests/helpers/sample-profile.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.stop());

/** Half past midnight of the next 1 January in Beijing (UTC+8), as the server's clock stands. */
function nextNewYearInBeijing(now: number) {
  const year = new Date(now + 8 * 3600_000).getUTCFullYear() + 1;
  return { year, at: Date.UTC(year - 1, 11, 31, 16, 30) };
}

describe('a unit that joins on New Year’s night', () => {
  it('is listed as joined in the new year', async () => {
    const staff = async (role: string) => login(s, demo(s, role).username, demo(s, role).password);
    const [secretariat, council] = [await staff('secretariat'), await staff('council')];
    const { form } = await registerUnit(s);
    s.advance(61_000);
    const token = await login(s, form.unitName, form.password);
    const info = await api(s.base).GET('/getInfo', {
      token,
    });
    await api(s.base).POST('/review/registrations/{id}', {
      token: secretariat,
      body: { decision: 'pass' },
      params: { path: { id: info.body.user.enterpriseId! } },
    });
    await api(s.base).PUT('/center/enterprise/profile', {
      token,
      body: { data: sampleProfile(await uploadPdf(s, token, 'attachment')), version: 0 },
    });
    const applied = await api(s.base).POST('/center/applications', {
      token,
      body: { agreementAccepted: true },
    });
    const id = applied.body.data.id;
    for (const [step, who] of [
      ['secretariat', secretariat],
      ['council', council],
    ] as const)
      await api(s.base).POST(`/review/applications/{id}/${step}`, {
        token: who,
        body: { decision: 'pass' },
        params: { path: { id } },
      });
    const paid = await api(s.base).POST('/center/applications/{id}/payment', {
      token,
      body: {
        companyName: form.unitName,
        paidOn: '2026-11-20',
        amount: numberText('3000.00'),
        receiptFileId: await uploadPdf(s, token, 'receipt'),
      },
      params: { path: { id } },
    });
    expect(paid.body.data.status, JSON.stringify(paid.body)).toBe('paymentReview');

    const newYear = nextNewYearInBeijing(Date.now());
    s.advance(newYear.at - Date.now());
    // Weeks later: the secretariat signs in again.
    const confirmer = await staff('secretariat');
    const done = await api(s.base).POST('/review/applications/{id}/payment', {
      token: confirmer,
      body: { decision: 'pass' },
      params: { path: { id } },
    });
    expect(done.body.data.status, JSON.stringify(done.body)).toBe('member');
    const table = await api(s.base).GET('/web/index/memberList', {
      params: { query: { pageNum: 1, pageSize: 100 } },
    });
    const listed = table.body.rows.find((r) => r.unitName === form.unitName);
    expect(listed?.joinedYear).toBe(newYear.year);

    // Its reports are owed from its first month as a member, on the same clock: in February it
    // owes January (due in February), nothing of the year before.
    s.advance(35 * 24 * 3600_000);
    const member = await login(s, form.unitName, form.password);
    const due = await api(s.base).GET('/center/statistics/due', { token: member });
    expect(due.body.data.map((d) => d.period)).toEqual([
      `${newYear.year}-01`,
      `${newYear.year}-01`,
    ]);
  });
});
