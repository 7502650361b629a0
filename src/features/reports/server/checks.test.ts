/**
 * Edit checks over real HTTP, in the member's own reports: a contradiction is refused with the
 * figure named, an unusual figure is submitted only with an explanation that staff then read, and
 * every figure changed after the first submission is kept with who, when and why.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ECONOMIC_INDICATORS } from '../contract/reports.ts';
import { api, type BodyOf } from '#tests/helpers/api.ts';
import { demo, login } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';

let s: TestServer;
let member: string;
let secretariat: string;
beforeAll(async () => {
  s = await startTestServer();
  const as = (role: string) => login(s, demo(s, role).username, demo(s, role).password);
  [member, secretariat] = [await as('member'), await as('secretariat')];
});
afterAll(() => s.stop());

const header = {
  unitHead: '李总',
  filler: '张敏',
  statisticsHead: '王会计',
  phone: '0512-66668888',
  reportDate: '2025-03-08',
};
/** Every indicator at these figures; `revenue` may differ. */
const rows = (thisMonth: number, cumulative: number, revenue?: [number, number]) =>
  ECONOMIC_INDICATORS.map((i) => ({
    code: i.code,
    thisMonth: String(i.code === 'revenue' && revenue ? revenue[0] : thisMonth),
    cumulative: String(i.code === 'revenue' && revenue ? revenue[1] : cumulative),
  }));
type ReportBody = Omit<BodyOf<'put', '/center/reports/{kind}/{period}'>, 'header'>;
const put = (period: string, body: ReportBody, lang: 'zh' | 'en' = 'en') =>
  api(s.base).PUT('/center/reports/{kind}/{period}', {
    token: member,
    body: { header, ...body },
    lang,
    params: { path: { kind: 'economyMonth', period } },
  });

describe('edit checks', () => {
  it('January’s cumulative must be the month: refused, the figure named', async () => {
    const r = await put('2025-01', { rows: rows(100, 100, [100, 150]), version: 0, submit: true });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe(
      "Operating revenue: January's cumulative figure must equal the month, 100.00",
    );
    expect(r.body.errors?.[0]?.field).toBe('rows.2.cumulative');
    const zh = await put('2025-01', { rows: rows(100, 100, [100, 150]), version: 0 }, 'zh');
    expect(zh.body.msg).toBe('营业收入：1 月的本年累计应等于本月数 100.00');
    const ok = await put('2025-01', { rows: rows(100, 100), version: 0, submit: true });
    expect(ok.status).toBe(200);
  });

  it('a cumulative figure below the month is refused, even with no month filed before', async () => {
    const r = await put('2025-07', { rows: rows(100, 300, [100, 90]), version: 0, submit: true });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe(
      "Operating revenue: the cumulative figure cannot be below this month's 100.00",
    );
    expect(r.body.errors?.[0]?.field).toBe('rows.2.cumulative');
    const zh = await put('2025-07', { rows: rows(100, 300, [100, 90]), version: 0 }, 'zh');
    expect(zh.body.msg).toBe('营业收入：本年累计不能小于本月数 100.00');
  });

  it('a later month adds up with the month before: a draft is warned, a submission refused', async () => {
    const draft = await put('2025-02', { rows: rows(100, 200, [100, 250]), version: 0 });
    expect(draft.status).toBe(200);
    expect(draft.body.data.warnings?.[0]?.msg).toBe(
      "Operating revenue: the cumulative figure must be last month's 100.00 plus this month's 100.00, that is 200.00",
    );
    const r = await put('2025-02', {
      rows: rows(100, 200, [100, 250]),
      version: draft.body.data.version,
      submit: true,
      explanation: 'It is right.',
    });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe(draft.body.data.warnings?.[0]?.msg);
  });

  it('a jump is kept as a draft with a warning, and submitted only with an explanation', async () => {
    const before = await api(s.base).GET('/center/reports/{kind}/{period}', {
      token: member,
      params: { path: { kind: 'economyMonth', period: '2025-02' } },
    });
    const draft = await put('2025-02', {
      rows: rows(100, 200, [300, 400]),
      version: before.body.data.version,
    });
    expect(draft.status).toBe(200);
    expect(draft.body.data.warnings?.map((w) => w.msg)).toEqual([
      "Operating revenue: this month differs from last month's 100.00 by 200%, more than 50%",
    ]);
    const bare = await put('2025-02', {
      rows: rows(100, 200, [300, 400]),
      version: draft.body.data.version,
      submit: true,
    });
    expect(bare.status).toBe(400);
    expect(bare.body.errors?.map((e) => e.field)).toEqual(['rows.2.thisMonth', 'explanation']);
    const explained = await put('2025-02', {
      rows: rows(100, 200, [300, 400]),
      version: draft.body.data.version,
      submit: true,
      explanation: 'A large order was delivered in February.',
    });
    expect(explained.status).toBe(200);

    // Staff read the reason; sent back and corrected, the change is kept with who and why.
    const id = explained.body.data.id!;
    const back = await api(s.base).POST('/review/reports/{id}/return', {
      token: secretariat,
      body: { reason: 'Please check revenue' },
      params: { path: { id } },
    });
    expect(back.status).toBe(200);
    const mine = await api(s.base).GET('/center/reports/{kind}/{period}', {
      token: member,
      params: { path: { kind: 'economyMonth', period: '2025-02' } },
    });
    // A draft between two submissions is not a change of the statistics: only what is handed in.
    const between = await put('2025-02', {
      rows: rows(100, 200, [280, 380]),
      version: mine.body.data.version,
    });
    const fixed = await put('2025-02', {
      rows: rows(100, 200, [290, 390]),
      version: between.body.data.version,
      submit: true,
      explanation: 'Corrected: one invoice belonged to March.',
    });
    expect(fixed.status).toBe(200);
    const staff = await api(s.base).GET('/review/reports/{id}', {
      token: secretariat,
      params: { path: { id } },
    });
    // The person who filled the report in is named, not the unit's account.
    expect(staff.body.data.changes!.map((c) => c.by)).toEqual([header.filler, header.filler]);
    expect(staff.body.data.explanation).toBe('Corrected: one invoice belonged to March.');
    expect(
      staff.body.data.changes!.map((c) => [c.figure, c.before, c.after, c.explanation]),
    ).toEqual([
      ['revenue.thisMonth', 300, 290, 'Corrected: one invoice belonged to March.'],
      ['revenue.cumulative', 400, 390, 'Corrected: one invoice belonged to March.'],
    ]);
  });

  it('an explanation of unusual figures is dropped once a correction makes them usual', async () => {
    // February ended at 200 (revenue 390): March's revenue of 900 is a jump, explained.
    const explained = await put('2025-03', {
      rows: rows(100, 300, [900, 1290]),
      version: 0,
      submit: true,
      explanation: 'A large order was delivered in March.',
    });
    expect(explained.status).toBe(200);
    const id = explained.body.data.id!;
    await api(s.base).POST('/review/reports/{id}/return', {
      token: secretariat,
      body: { reason: 'Please check revenue' },
      params: { path: { id } },
    });
    // Corrected to an ordinary month, the form still holding the old text.
    const corrected = await put('2025-03', {
      rows: rows(100, 300, [300, 690]),
      version: explained.body.data.version + 1,
      submit: true,
      explanation: 'A large order was delivered in March.',
    });
    expect(corrected.status).toBe(200);
    expect(corrected.body.data.explanation).toBeNull();
    const staff = await api(s.base).GET('/review/reports/{id}', {
      token: secretariat,
      params: { path: { id } },
    });
    expect(staff.body.data.explanation).toBeNull();
    expect(staff.body.data.changes!.map((c) => c.explanation)).toEqual([null, null]);
  });
});
