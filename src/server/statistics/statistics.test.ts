/**
 * Industry figures over real HTTP: members see sums over enough units and nothing that would
 * reveal one unit; staff see every figure with the mark; units that are not members see none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ECONOMIC_INDICATORS } from '#shared/reports.ts';
import type { IndustryYear } from '#shared/schemas/statistics.ts';
import { enterprises, reports } from '#server/db/schema/index.ts';
import { call } from '#tests/helpers/http.ts';
import { demo, login } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';

let s: TestServer;
const YEAR = 2025;
const as = (role: string) => login(s, demo(s, role).username, demo(s, role).password);

/** Every indicator with the same figures: this month's and the cumulative. */
const monthRows = (thisMonth: number, cumulative: number) =>
  ECONOMIC_INDICATORS.map((i) => ({ code: i.code, thisMonth, cumulative }));
const yearRows = (thisYear: number) => ECONOMIC_INDICATORS.map((i) => ({ code: i.code, thisYear }));

beforeAll(async () => {
  s = await startTestServer();
  const db = s.database.db;
  const units = await db
    .insert(enterprises)
    .values(
      [1, 2, 3, 4].map((n) => ({
        unitName: `统计单位${n}`,
        taxId: `91STAT00000000000${n}`,
        contactPerson: '王五',
        email: `s${n}@example.com`,
        phone: '13800000000',
        auditStatus: '1' as const,
        isMember: true,
      })),
    )
    .returning({ id: enterprises.id });
  const filed = (
    unit: number,
    kind: 'economyMonth' | 'economyYear',
    period: string,
    rows: object[],
  ) => ({
    enterpriseId: units[unit]!.id,
    kind,
    period,
    header: {},
    rows: rows as Record<string, unknown>[],
    status: 'submitted' as const,
  });
  await db.insert(reports).values([
    // January: four units. February: two of them only.
    filed(0, 'economyMonth', `${YEAR}-01`, monthRows(100, 100)),
    filed(1, 'economyMonth', `${YEAR}-01`, monthRows(200, 200)),
    filed(2, 'economyMonth', `${YEAR}-01`, monthRows(300, 300)),
    filed(3, 'economyMonth', `${YEAR}-01`, monthRows(400, 400)),
    filed(0, 'economyMonth', `${YEAR}-02`, monthRows(110, 210)),
    filed(1, 'economyMonth', `${YEAR}-02`, monthRows(220, 420)),
    // The year: three units, one of them nearly all of it.
    filed(0, 'economyYear', String(YEAR), yearRows(100_000)),
    filed(1, 'economyYear', String(YEAR), yearRows(50)),
    filed(2, 'economyYear', String(YEAR), yearRows(40)),
  ]);
});
afterAll(() => s.stop());

const industry = async (role: string, query = '') =>
  call<{ data: IndustryYear }>(s.base, 'GET', `/center/statistics/industry?year=${YEAR}${query}`, {
    token: await as(role),
  });

describe('industry figures', () => {
  it('members see January’s sums, and neither February (two units) nor the dominated year', async () => {
    const r = await industry('member', '&view=all');
    expect(r.body.data.view).toBe('published');
    const revenue = r.body.data.indicators.find((i) => i.code === 'revenue')!;
    const [jan, feb] = revenue.months;
    expect(jan!.thisMonth).toEqual({ value: 1000, units: 4, suppressed: false });
    expect(feb!.thisMonth).toEqual({ value: null, units: null, suppressed: true });
    expect(feb!.cumulative).toEqual({ value: null, units: null, suppressed: true });
    // A change that reads a withheld figure would give it away.
    expect(feb!.monthOnMonth).toBeNull();
    expect(revenue.annual).toEqual({ value: null, units: null, suppressed: true });
  });

  it('staff see every figure, with those withheld from members marked', async () => {
    const r = await industry('secretariat');
    expect(r.body.data.view).toBe('all');
    const revenue = r.body.data.indicators.find((i) => i.code === 'revenue')!;
    expect(revenue.months[1]!.thisMonth).toEqual({ value: 330, units: 2, suppressed: true });
    expect(revenue.months[1]!.monthOnMonth).toBe(-67);
    expect(revenue.annual).toEqual({ value: 100_090, units: 3, suppressed: true });
    const asMembers = await industry('secretariat', '&view=published');
    expect(asMembers.body.data.indicators[0]!.months[1]!.thisMonth.value).toBeNull();
  });

  it('a unit that is not a member, and anyone signed out, see none', async () => {
    expect((await industry('enterprise')).status).toBe(403);
    expect((await call(s.base, 'GET', `/center/statistics/industry?year=${YEAR}`)).status).toBe(
      401,
    );
  });
});
