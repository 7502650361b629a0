/**
 * The membership year on a clock the test moves: a member's term runs out, each reminder reaches
 * the bell and the phone once, the grace passes, the membership lapses (member pages refused),
 * and a renewal confirmed by the secretariat restores it at once with the next year's term.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beijingToday } from '#shared/format.ts';
import { addDays } from '../contract/member-term.ts';
import { enterprises } from '#server/auth/tables.ts';
import { MEMBERS_TABLE_KEY } from '#server/site/content-version.ts';
import { api, numberText } from '#tests/helpers/api.ts';
import { demo, login, uploadPdf } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';

let s: TestServer;
let unitId: number;
let start: string;
const DAY = 86_400_000;
const as = (role: string) => login(s, demo(s, role).username, demo(s, role).password);

beforeAll(async () => {
  s = await startTestServer();
  const member = await as('member');
  const me = await api(s.base).GET('/getInfo', { token: member });
  unitId = me.body.user.enterpriseId!;
  // The term ends 35 days from now, whatever day the test runs: the payment notice is due.
  start = beijingToday(Date.now());
  await s.database.db
    .update(enterprises)
    .set({ memberUntil: addDays(start, 35) })
    .where(eq(enterprises.id, unitId));
});
afterAll(() => s.stop());

let daysIn = 0;
/** Moves the clock to `days` after the start (whole days) and lets that day's round run. */
async function dayOfTerm(days: number) {
  s.advance((days - daysIn) * DAY);
  daysIn = days;
  await s.runDueJobs();
}

const bellTitles = async () => {
  const token = await as('member');
  const bell = await api(s.base).GET('/system/notice/todoList', {
    token,
    params: { query: { pageSize: 50 } },
  });
  return bell.body.rows.map((r) => r.noticeTitle);
};
const standing = async () => {
  const token = await as('member');
  const fees = await api(s.base).GET('/center/fees', { token });
  return fees.body.data.term;
};
/** How often the public members table was announced as changed (it is rebuilt each time). */
const membersTableChanges = () =>
  s.changes.filter((c) => c !== 'all' && c.keys.includes(MEMBERS_TABLE_KEY)).length;
const texts = () =>
  (s.outbox() as { purpose: string; text?: string }[])
    .filter((m) => m.purpose === 'notice')
    .map((m) => m.text ?? '');

describe('the membership year', () => {
  it('sends the payment notice once, with the amount, the day and the account', async () => {
    await s.runDueJobs();
    await dayOfTerm(1); // the next day's round finds the notice already sent
    const titles = await bellTitles();
    const notices = titles.filter((t) => t.endsWith('年度会费缴纳通知'));
    expect(notices).toHaveLength(1);
    const token = await as('member');
    const bell = await api(s.base).GET('/system/notice/todoList', {
      token,
      lang: 'en',
      params: { query: { pageSize: 50 } },
    });
    const notice = bell.body.rows.find((r) => r.noticeTitle.startsWith('Membership fee notice'));
    expect(notice?.noticeContent).toContain(`runs until ${addDays(start, 35)}`);
    expect(notice?.noticeContent).toContain('10000.00 yuan');
    expect(notice?.noticeContent).toContain('0200 0012 0901 2345 678');
    expect(texts().filter((t) => t.includes('年度会费'))).toHaveLength(1);
    expect(await standing()).toEqual({
      standing: 'member',
      until: addDays(start, 35),
      graceEnd: addDays(start, 65),
    });
  });

  it('reminds 30 and 7 days before, on the day and in the grace, each once', async () => {
    for (const days of [5, 6, 28, 29, 35, 36, 37]) await dayOfTerm(days);
    const titles = await bellTitles();
    for (const title of ['会员资格将于 30 天后到期', '会员资格将于 7 天后到期', '会员资格今日到期'])
      expect(
        titles.filter((t) => t === title),
        title,
      ).toHaveLength(1);
    expect(titles.filter((t) => t.startsWith('会员资格已到期，宽限期至'))).toHaveLength(1);
    // Still a member in the grace: member pages open, the fee page says until when.
    expect((await standing()).standing).toBe('grace');
    const token = await as('member');
    expect((await api(s.base).GET('/center/reports', { token })).status).toBe(200);
  });

  it('lapses after the grace: member pages refused, the directory says lapsed', async () => {
    const announced = membersTableChanges();
    await dayOfTerm(35 + 31);
    expect(membersTableChanges()).toBe(announced + 1);
    await dayOfTerm(35 + 32);
    const titles = await bellTitles();
    expect(titles.filter((t) => t === '会员资格已停止')).toHaveLength(1);
    const token = await as('member');
    // Filing is refused; the unit's own reports stay readable.
    expect(
      (
        await api(s.base).PUT('/center/reports/{kind}/{period}', {
          token,
          body: { header: {}, rows: [], version: 0 },
          params: { path: { kind: 'economyMonth', period: '2026-01' } },
        })
      ).status,
    ).toBe(403);
    expect((await api(s.base).GET('/center/reports', { token })).status).toBe(200);
    const info = await api(s.base).GET('/getInfo', { token });
    expect(info.body.permissions).not.toContain('member:content:view');
    // Every page's header says why and where to renew: it reads the standing with the account.
    expect(info.body.user.memberStanding).toBe('lapsed');
    const clerk = await as('secretariat');
    const unit = await api(s.base).GET('/console/enterprises/{id}', {
      token: clerk,
      params: { path: { id: unitId } },
    });
    expect(unit.body.data.unit.state).toBe('lapsed');
    // The secretariat sees each reminder the unit was sent, once, newest first.
    expect(unit.body.data.reminders.map((r) => r.kind)).toEqual([
      'lapse',
      'grace',
      'due',
      'before7',
      'before30',
      'notice',
    ]);
    expect((await standing()).standing).toBe('lapsed');
  });

  it('a renewal the secretariat confirms restores the membership at once, to the year’s end', async () => {
    const token = await as('member');
    const statement = await api(s.base).GET('/center/fees', {
      token,
    });
    const year = statement.body.data.year;
    const receiptFileId = await uploadPdf(s, token, 'receipt');
    const pay = (y: number) =>
      api(s.base).POST('/center/fees/payments', {
        token,
        lang: 'en',
        body: {
          year: y,
          companyName: demo(s, 'member').username,
          paidOn: addDays(start, 66),
          amount: numberText('10000.00'),
          receiptFileId,
          invoiceTitle: '',
          invoiceTaxId: '',
        },
      });
    // Only the year due: an old year would restore a term already over, a far one buy decades.
    for (const other of [year - 1, year + 1, 2100]) {
      const refused = await pay(other);
      expect(refused.status, String(other)).toBe(400);
      expect(refused.body.msg).toBe(`The fee due now is the one for ${year}`);
    }
    const paid = await pay(year);
    expect(paid.status).toBe(200);
    const clerk = await as('secretariat');
    const confirmed = await api(s.base).POST('/review/fee-payments/{id}', {
      token: clerk,
      body: { decision: 'pass', opinion: '' },
      params: { path: { id: paid.body.data.id } },
    });
    expect(confirmed.status).toBe(200);
    // Back in the public members table.
    expect(s.changes.at(-1)).toMatchObject({ keys: [MEMBERS_TABLE_KEY] });
    expect((await api(s.base).GET('/center/reports', { token })).status).toBe(200);
    const [unit] = await s.database.db
      .select({ until: enterprises.memberUntil, isMember: enterprises.isMember })
      .from(enterprises)
      .where(eq(enterprises.id, unitId));
    expect(unit).toEqual({ isMember: true, until: `${year}-12-31` });
    // The next rounds leave the renewed member alone.
    await dayOfTerm(35 + 33);
    await dayOfTerm(35 + 34);
    expect((await standing()).standing).toBe('member');
    expect((await bellTitles()).filter((t) => t === '会员资格已停止')).toHaveLength(1);
  });

  it('texts each reminder once', async () => {
    const sent = texts();
    for (const words of [
      '元请于',
      '到期，请及时',
      '到期，请尽快',
      '今日到期',
      '已到期，请于',
      '已停止',
    ])
      expect(
        sent.filter((t) => t.includes(words)),
        words,
      ).toHaveLength(1);
  });

  it('a unit whose membership went to another (a transfer) cannot buy it back', async () => {
    const token = await as('enterprise');
    const me = await api(s.base).GET('/getInfo', {
      token,
    });
    // As a transfer leaves a source: not a member, its dates kept, never lapsed.
    await s.database.db
      .update(enterprises)
      .set({ memberSince: new Date(), memberUntil: addDays(start, 100) })
      .where(eq(enterprises.id, me.body.user.enterpriseId!));
    const fees = await api(s.base).GET('/center/fees', { token });
    expect(fees.body.data.term.standing).toBeNull();
    const refused = await api(s.base).POST('/center/fees/payments', {
      token,
      body: {
        year: fees.body.data.year,
        companyName: demo(s, 'enterprise').username,
        paidOn: addDays(start, 66),
        amount: numberText('3000.00'),
        receiptFileId: await uploadPdf(s, token, 'receipt'),
        invoiceTitle: '',
        invoiceTaxId: '',
      },
    });
    expect(refused.status).toBe(400);
  });
});
