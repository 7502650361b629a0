/**
 * What staff and units read of the reports: the secretariat's sums added as decimals, and a unit
 * whose membership lapsed still reading its own reports, told why it cannot file.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ECONOMIC_INDICATORS } from '../contract/reports.ts';
import { enterprises } from '#server/auth/tables.ts';
import { reports } from './tables.ts';
import { setMembership } from '#features/membership/server/member-status.ts';
import { api } from '#tests/helpers/api.ts';
import { demo, login } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';

let s: TestServer;
let member: string;
let secretariat: string;
beforeAll(async () => {
  s = await startTestServer();
  await s.database.db
    .update(enterprises)
    .set({ memberSince: new Date('2026-01-01T00:00:00+08:00') })
    .where(eq(enterprises.isMember, true));
  const as = (role: string) => login(s, demo(s, role).username, demo(s, role).password);
  [member, secretariat] = [await as('member'), await as('secretariat')];
});
afterAll(() => s.stop());

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
    cumulative: String(value * 10),
  }));

describe('reading reports', () => {
  it('the secretariat’s sums are decimal: 46,000.1 + 292.7 + 0.1 is 46,292.9', async () => {
    const units = await s.database.db
      .insert(enterprises)
      .values(
        [1, 2, 3].map((n) => ({
          unitName: `小数单位${n}`,
          taxId: `91DECIMAL00000000${n}`,
          contactPerson: '王五',
          email: `d${n}@example.com`,
          phone: '13800000000',
          auditStatus: '1' as const,
          isMember: true,
        })),
      )
      .returning({ id: enterprises.id });
    await s.database.db.insert(reports).values(
      [46000.1, 292.7, 0.1].map((value, i) => ({
        enterpriseId: units[i]!.id,
        kind: 'economyMonth' as const,
        period: '2025-10',
        header: {},
        rows: ECONOMIC_INDICATORS.map((ind) => ({
          code: ind.code,
          thisMonth: value,
          cumulative: value,
        })),
        status: 'submitted' as const,
      })),
    );
    const count = await api(s.base).GET('/review/reports/count', {
      token: secretariat,
      params: { query: { period: '2025-10' } },
    });
    expect(count.body.data.totals.find((t) => t.code === 'outputValue')?.thisMonth).toBe(46292.9);
    const trend = await api(s.base).GET('/center/reports/trends', {
      token: secretariat,
      params: { query: { year: 2025, indicator: 'outputValue' } },
    });
    expect(trend.body.data.thisMonth[9]).toBe(46292.9);
  });

  it('a unit whose membership lapsed still reads its own reports, and is told why it cannot file', async () => {
    const filed = await api(s.base).PUT('/center/reports/{kind}/{period}', {
      token: member,
      body: { header, rows: economic(100), version: 0, submit: true },
      params: { path: { kind: 'economyMonth', period: '2026-09' } },
    });
    expect(filed.body.data.status).toBe('submitted');
    const [unit] = await s.database.db
      .select({ id: enterprises.id })
      .from(enterprises)
      .where(eq(enterprises.unitName, '华东制药装备股份有限公司'));
    await s.database.db.transaction((tx) =>
      setMembership(tx, unit!.id, { isMember: false, today: '2026-11-27' }),
    );
    const lapsed = await login(s, demo(s, 'member').username, demo(s, 'member').password);
    const mine = await api(s.base).GET('/center/reports', {
      token: lapsed,
      params: { query: { year: 2026 } },
    });
    expect(mine.status).toBe(200);
    expect(mine.body.rows.map((r) => r.period)).toContain('2026-09');
    const september = await api(s.base).GET('/center/reports/{kind}/{period}', {
      token: lapsed,
      params: { path: { kind: 'economyMonth', period: '2026-09' } },
    });
    expect(september.body.data.status).toBe('submitted');
    expect(september.body.data.rows[0]).toMatchObject({ code: 'outputValue' });
    for (const [lang, msg] of [
      [
        'zh',
        '贵单位目前不是会员单位，不能报送统计报表；已报送的报表仍可查看，恢复会员资格后即可继续报送',
      ],
      [
        'en',
        'Your unit is not a member at present, so it cannot file statistics reports; the reports it filed stay readable, and it can file again once its membership is renewed',
      ],
    ] as const) {
      const refused = await api(s.base).PUT('/center/reports/{kind}/{period}', {
        token: lapsed,
        body: { header, rows: economic(1), version: 0 },
        lang,
        params: { path: { kind: 'economyMonth', period: '2026-10' } },
      });
      expect([refused.status, refused.body.msg]).toEqual([403, msg]);
      s.advance(1001); // not a repeat of the same request
    }
  });
});
