/** Statistics reports: save, submit and lock, send back, version check, rules, trends and count, who may do what. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type BodyOf, type QueryOf, type PathParamsOf } from '#tests/helpers/api.ts';
import { demo, login } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';
import { ECONOMIC_INDICATORS } from '../contract/reports.ts';
import { and, asc, eq } from 'drizzle-orm';
import { enterprises } from '#server/auth/tables.ts';
import { workflowLog } from '#server/workflow/tables.ts';

let s: TestServer;
let member: string;
let secretariat: string;
let enterprise: string;
beforeAll(async () => {
  s = await startTestServer();
  // A member since before the months these tests file, so it owes them.
  await s.database.db
    .update(enterprises)
    .set({ memberSince: new Date('2026-01-01T00:00:00+08:00') })
    .where(eq(enterprises.isMember, true));
  const as = (role: string) => login(s, demo(s, role).username, demo(s, role).password);
  [member, secretariat, enterprise] = [
    await as('member'),
    await as('secretariat'),
    await as('enterprise'),
  ];
});
afterAll(() => s.stop());

const stepsOf = (id: number) =>
  s.database.db
    .select({ from: workflowLog.fromStatus, to: workflowLog.toStatus })
    .from(workflowLog)
    .where(and(eq(workflowLog.subject, 'report'), eq(workflowLog.subjectId, id)))
    .orderBy(asc(workflowLog.id));

const header = {
  unitHead: '李总',
  filler: '张敏',
  statisticsHead: '王会计',
  phone: '0512-66668888',
  reportDate: '2026-10-08',
};
const economic = (value: number) =>
  ECONOMIC_INDICATORS.map((i) => ({
    code: i.code,
    thisMonth: String(value),
    cumulative: `${value * 10},5`,
  }));
type Filing = PathParamsOf<'put', '/center/reports/{kind}/{period}'>;
const put = (
  path: `${Filing['kind']}/${string}`,
  body: BodyOf<'put', '/center/reports/{kind}/{period}'>,
  token = member,
) => {
  const [kind, period] = path.split('/') as [Filing['kind'], string];
  return api(s.base).PUT('/center/reports/{kind}/{period}', {
    token,
    body,
    params: { path: { kind, period } },
  });
};

describe('statistics reports', () => {
  it('a blank economic report lists every indicator; a draft saves, a submit locks it until sent back', async () => {
    const blank = await api(s.base).GET('/center/reports/{kind}/{period}', {
      token: member,
      params: { path: { kind: 'economyMonth', period: '2026-09' } },
    });
    expect(blank.body.data.version).toBe(0);
    expect(blank.body.data.rows.map((r) => r.code)).toEqual(ECONOMIC_INDICATORS.map((i) => i.code));
    expect(blank.body.data.unitName).toBe('华东制药装备股份有限公司');

    const draft = await put('economyMonth/2026-09', { header, rows: economic(100), version: 0 });
    expect(draft.body.msg).toBe('已保存');
    expect(draft.body.data).toMatchObject({ status: 'draft', version: 1 });
    expect(draft.body.data.rows[0]).toMatchObject({ thisMonth: 100, cumulative: 1000.5 });

    s.advance(1001);
    const submitted = await put('economyMonth/2026-09', {
      header,
      rows: economic(120),
      version: 1,
      submit: true,
    });
    expect(submitted.body.data).toMatchObject({ status: 'submitted', version: 2, header });
    expect(submitted.body.data.rows[0]).toMatchObject({ thisMonth: 120 });
    s.advance(1001);
    const locked = await put('economyMonth/2026-09', { header, rows: economic(1), version: 2 });
    expect([locked.status, locked.body.msg]).toEqual([409, '报表已上报，退回后才能修改']);

    // The secretariat finds it, sends it back with a reason; the unit is told and may edit again.
    const queue = await api(s.base).GET('/review/reports', {
      token: secretariat,
      params: { query: { kind: 'economyMonth', period: '2026-09' } },
    });
    const row = queue.body.rows.find((r) => r.id === submitted.body.data.id)!;
    expect(row).toMatchObject({ unitName: '华东制药装备股份有限公司', status: 'submitted' });
    const back = await api(s.base).POST('/review/reports/{id}/return', {
      token: secretariat,
      body: { reason: '出口交货值与上月差异过大，请核实' },
      params: { path: { id: row.id! } },
    });
    expect(back.body.data).toMatchObject({ status: 'returned', version: 3 });
    const notices = await api(s.base).GET('/system/notice/todoList', { token: member });
    expect(
      notices.body.rows.some(
        (n) => n.noticeTitle.includes('2026-09') && n.noticeTitle.includes('退回'),
      ),
    ).toBe(true);
    s.advance(1001);
    expect(
      (await put('economyMonth/2026-09', { header, rows: economic(118), version: 3, submit: true }))
        .body.data.status,
    ).toBe('submitted');
    // Every hand-in is a step of the report's history; the first is written with the report.
    expect(await stepsOf(row.id!)).toEqual([
      { from: 'draft', to: 'submitted' },
      { from: 'submitted', to: 'returned' },
      { from: 'returned', to: 'submitted' },
    ]);
  });

  it('two tabs handing in a new report at once: one is filed with its step, the other is told', async () => {
    const answers = await Promise.all(
      [100, 101].map((v) =>
        put('economyMonth/2024-05', { header, rows: economic(v), version: 0, submit: true }),
      ),
    );
    const filed = answers.find((r) => r.status === 200);
    const told = answers.find((r) => r.status === 409);
    // Stale when both wrote at once (PostgreSQL); locked when the first had finished (embedded).
    expect(['报表已在其他窗口修改，请刷新后再保存', '报表已上报，退回后才能修改']).toContain(
      told?.body.msg,
    );
    expect(filed?.body.data).toMatchObject({ status: 'submitted', version: 1 });
    expect(await stepsOf(filed?.body.data.id ?? 0)).toEqual([{ from: null, to: 'submitted' }]);
  });

  it('a half-filled draft saves; submitting it names what is missing; what is typed must still be right', async () => {
    const half = economic(3).map((r, i) =>
      i < 4 ? r : { code: r.code, thisMonth: '', cumulative: '' },
    );
    const draft = await put('economyMonth/2026-04', {
      header: { unitHead: '李总', filler: '', statisticsHead: '', phone: '', reportDate: '' },
      rows: half,
      version: 0,
    });
    expect(draft.body.data).toMatchObject({ status: 'draft', version: 1 });
    expect(draft.body.data.rows[5]).toEqual({ code: ECONOMIC_INDICATORS[5]!.code });
    s.advance(1001);
    const early = await api(s.base).PUT('/center/reports/{kind}/{period}', {
      token: member,
      body: { header: { ...header, filler: '' }, rows: half, version: 1, submit: true },
      params: { path: { kind: 'economyMonth', period: '2026-04' } },
    });
    expect(early.body.errors!.slice(0, 2)).toEqual([
      { field: 'header.filler', msg: '此项为必填项' },
      { field: 'rows.4.thisMonth', msg: '请输入数字' },
    ]);
    const wrong = await put('economyMonth/2026-04', {
      header: { phone: '12' },
      rows: [{ ...half[0], thisMonth: '-2' }, ...half.slice(1)],
      version: 1,
    });
    expect(wrong.body.errors!.map((e) => e.field)).toEqual(['header.phone', 'rows.0.thisMonth']);
  });

  it('two tabs saving the same version: the second is told, and the first one’s data is kept', async () => {
    const first = await put('productMonth/2026-08', {
      header,
      rows: [
        {
          productCode: 'LYO-20',
          modelSpec: '20㎡',
          unitPrice: 380,
          monthlyOutput: 2,
          annualOutput: 14,
          total: 5320,
        },
      ],
      version: 0,
    });
    expect(first.body.data.version).toBe(1);
    const tabA = await put('productMonth/2026-08', {
      header,
      rows: [
        { productCode: 'LYO-20', unitPrice: 380, monthlyOutput: 3, annualOutput: 15, total: 5700 },
      ],
      version: 1,
    });
    const tabB = await put('productMonth/2026-08', {
      header,
      rows: [{ productCode: 'TAB-1', unitPrice: 90, monthlyOutput: 1, annualOutput: 1, total: 90 }],
      version: 1,
    });
    expect(tabA.body.data.version).toBe(2);
    expect([tabB.status, tabB.body.msg]).toEqual([409, '报表已在其他窗口修改，请刷新后再保存']);
    const now = await api(s.base).GET('/center/reports/{kind}/{period}', {
      token: member,
      params: { path: { kind: 'productMonth', period: '2026-08' } },
    });
    expect(now.body.data.rows).toEqual([
      expect.objectContaining({ productCode: 'LYO-20', monthlyOutput: 3 }),
    ]);
    // The next month starts from this product list, figures cleared.
    const next = await api(s.base).GET('/center/reports/{kind}/{period}', {
      token: member,
      params: { path: { kind: 'productMonth', period: '2026-09' } },
    });
    expect(next.body.data.rows).toEqual([
      {
        productCode: 'LYO-20',
        modelSpec: '',
        unitPrice: 380,
        monthlyOutput: '',
        annualOutput: '',
        total: '',
      },
    ]);
    // …and with the people and phone of the latest report; the report date is today's.
    expect(next.body.data.header).toMatchObject({
      unitHead: '李总',
      filler: '张敏',
      phone: '0512-66668888',
    });
    expect(next.body.data.header?.reportDate).not.toBe(header.reportDate);
  });

  it('every numeric field is required, a number and not negative; periods must be real and not in the future', async () => {
    const rows = economic(5);
    rows[2] = { ...rows[2]!, thisMonth: '-1' };
    rows[3] = { ...rows[3]!, cumulative: '' };
    const bad = await put('economyMonth/2026-07', { header, rows, version: 0, submit: true });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      { field: 'rows.2.thisMonth', msg: '不能为负数' },
      { field: 'rows.3.cumulative', msg: '请输入数字' },
    ]);
    expect(
      (await put('economyMonth/2026-06', { header, rows: economic(1).slice(0, 3), version: 0 }))
        .body.msg,
    ).toBe('请填写全部指标');
    expect(
      (await put('productYear/2025', { header, rows: [], version: 0, submit: true })).body.msg,
    ).toBe('请至少填写一种产品');
    expect(
      (
        await api(s.base).GET('/center/reports/{kind}/{period}', {
          token: member,
          params: { path: { kind: 'economyMonth', period: '2099-01' } },
        })
      ).body.msg,
    ).toBe('报告期不正确');
    expect(
      (
        await api(s.base).GET('/center/reports/{kind}/{period}', {
          token: member,
          lang: 'en',
          params: { path: { kind: 'economyYear', period: '2026-01' } },
        })
      ).body.msg,
    ).toBe('The reporting period is not valid');
    expect(
      (
        await put('economyMonth/2026-05', {
          header: { ...header, phone: '123' },
          rows: economic(1),
          version: 0,
        })
      ).status,
    ).toBe(400);
  });

  it('trends: a unit sees its own submitted months, staff see every member’s sum; count totals a month', async () => {
    const trend = await api(s.base).GET('/center/reports/trends', {
      token: member,
      params: { query: { year: 2026, indicator: 'outputValue' } },
    });
    expect(trend.body.data.scope).toBe('own');
    expect(trend.body.data.thisMonth[8]).toBe(118);
    expect(trend.body.data.thisMonth[7]).toBeNull();
    const all = await api(s.base).GET('/center/reports/trends', {
      token: secretariat,
      params: { query: { year: 2026, indicator: 'outputValue' } },
    });
    expect(all.body.data.scope).toBe('all');
    const count = await api(s.base).GET('/review/reports/count', {
      token: secretariat,
      params: { query: { period: '2026-09' } },
    });
    expect(count.body.data.members).toBeGreaterThanOrEqual(1);
    expect(count.body.data.kinds.find((k) => k.kind === 'economyMonth')).toMatchObject({
      submitted: 1,
    });
    expect(count.body.data.totals.find((t) => t.code === 'outputValue')?.thisMonth).toBe(118);
    // Who has not submitted: the demo member has for 2026-09, but its August product report is only a draft.
    const notYet = (query: QueryOf<'/review/reports/missing'>) =>
      api(s.base).GET('/review/reports/missing', { token: secretariat, params: { query } });
    expect(
      (await notYet({ kind: 'economyMonth', period: '2026-09' })).body.rows.map((r) => r.unitName),
    ).not.toContain('华东制药装备股份有限公司');
    expect((await notYet({ kind: 'productMonth', period: '2026-08' })).body.rows).toContainEqual({
      enterpriseId: expect.any(Number),
      unitName: '华东制药装备股份有限公司',
      status: 'draft',
    });
    expect(
      (
        await api(s.base).GET('/review/reports/missing', {
          token: member,
          params: { query: { kind: 'productMonth', period: '2026-08' } },
        })
      ).status,
    ).toBe(403);
  });

  it('only members file reports, only staff read everyone’s, and nobody reaches a report by its id without the right', async () => {
    // A unit that is not a member reads nothing but its own, and is told why it may not file.
    const blank = await api(s.base).GET('/center/reports/{kind}/{period}', {
      token: enterprise,
      params: { path: { kind: 'economyMonth', period: '2026-09' } },
    });
    expect(blank.body.data).toMatchObject({ id: null, status: null });
    const refused = await put(
      'economyMonth/2026-09',
      { header, rows: economic(1), version: 0 },
      enterprise,
    );
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe(
      '贵单位目前不是会员单位，不能报送统计报表；已报送的报表仍可查看，恢复会员资格后即可继续报送',
    );
    expect(
      (
        await api(s.base).GET('/center/reports/{kind}/{period}', {
          params: { path: { kind: 'economyMonth', period: '2026-09' } },
        })
      ).status,
    ).toBe(401);
    const mine = await api(s.base).GET('/center/reports', {
      token: member,
      params: { query: { year: 2026 } },
    });
    const id = mine.body.rows[0]!.id!;
    expect(
      (
        await api(s.base).GET('/review/reports/{id}', {
          token: member,
          params: { path: { id } },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await api(s.base).GET('/review/reports/{id}', {
          token: enterprise,
          params: { path: { id } },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await api(s.base).POST('/review/reports/{id}/return', {
          token: member,
          body: { reason: 'x' },
          params: { path: { id } },
        })
      ).status,
    ).toBe(403);
    expect((await api(s.base).GET('/review/reports', { token: member })).status).toBe(403);
    expect(
      (
        await api(s.base).GET('/review/reports/{id}', {
          token: secretariat,
          params: { path: { id } },
        })
      ).status,
    ).toBe(200);
  });
});
