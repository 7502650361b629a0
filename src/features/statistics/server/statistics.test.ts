/**
 * Industry figures over real HTTP: staff see every figure with the mark; members only what the
 * secretariat published, frozen, with nothing that would reveal one unit; a report filed after
 * its month was published changes nothing published and gives nothing away later; the public
 * reads each published period's bulletin, as data and as a PDF.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ECONOMIC_INDICATORS } from '#features/reports/contract/reports.ts';
import { auditLog } from '#server/audit/tables.ts';
import { enterprises } from '#server/auth/tables.ts';
import { reports } from '#features/reports/server/tables.ts';
import { statPublications } from './tables.ts';
import { publish as publishFigures } from './statistics.service.ts';
import { pdfText } from '#tests/helpers/pdf-text.ts';
import { api } from '#tests/helpers/api.ts';
import { demo, login } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';

let s: TestServer;
let units: { id: number }[];
const YEAR = 2025;
const as = (role: string) => login(s, demo(s, role).username, demo(s, role).password);

/** Every indicator with the same figures: this month's and the cumulative. */
const monthRows = (thisMonth: number, cumulative: number) =>
  ECONOMIC_INDICATORS.map((i) => ({ code: i.code, thisMonth, cumulative }));
const yearRows = (thisYear: number) => ECONOMIC_INDICATORS.map((i) => ({ code: i.code, thisYear }));

beforeAll(async () => {
  s = await startTestServer();
  const db = s.database.db;
  units = await db
    .insert(enterprises)
    .values(
      [1, 2, 3, 4, 5].map((n) => ({
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

const industry = async (role: string, view?: 'all' | 'published') =>
  api(s.base).GET('/center/statistics/industry', {
    token: await as(role),
    params: { query: { year: YEAR, view } },
  });

const publish = async (period: string, role = 'secretariat', lang: 'zh' | 'en' = 'zh') =>
  api(s.base).POST('/console/statistics/publish', {
    token: await as(role),
    body: { period },
    lang,
  });

describe('industry figures', () => {
  it('staff see every figure, with those withheld from members marked', async () => {
    const r = await industry('secretariat');
    expect(r.body.data.view).toBe('all');
    const revenue = r.body.data.indicators.find((i) => i.code === 'revenue')!;
    expect(revenue.months[1]!.thisMonth).toEqual({ value: 330, units: 2, suppressed: true });
    expect(revenue.months[1]!.monthOnMonth).toBe(-67);
    expect(revenue.annual).toEqual({ value: 100_090, units: 3, suppressed: true });
  });

  it('members see nothing until the secretariat publishes', async () => {
    const r = await industry('member', 'all');
    expect(r.body.data.view).toBe('published');
    expect(r.body.data.published).toEqual([]);
    expect(r.body.data.indicators[0]!.months[0]!.thisMonth).toEqual({
      value: null,
      units: null,
      suppressed: false,
    });
  });

  it('only the secretariat publishes; a month not over or nobody filed, a year before its December and a second time are refused', async () => {
    for (const role of ['council', 'editor', 'member'])
      expect((await publish(`${YEAR}-01`, role)).status, role).toBe(403);
    const future = await publish('2099-01', 'secretariat', 'en');
    expect(future.status).toBe(409);
    expect(future.body.msg).toBe('2099-01 is not over yet and cannot be published');
    const year = await publish(String(YEAR), 'secretariat', 'en');
    expect(year.body.msg).toBe(`Publish ${YEAR}-12 before the annual figures of ${YEAR}`);
    const empty = await publish(`${YEAR}-06`, 'secretariat', 'en');
    expect(empty.body.msg).toBe(`No unit has reported for ${YEAR}-06 yet; it cannot be published`);
    const bad = await publish('2025-13', 'secretariat', 'en');
    expect(bad.status).toBe(400);
    expect(await s.database.db.select().from(statPublications)).toEqual([]);
  });

  it('publishing February puts out January with it; members then see them, February withheld', async () => {
    const r = await publish(`${YEAR}-02`);
    expect(r.status).toBe(200);
    expect(r.body.data.periods).toEqual([`${YEAR}-01`, `${YEAR}-02`]);
    const again = await publish(`${YEAR}-02`, 'secretariat', 'en');
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(`${YEAR}-02 is already published; published figures are final`);

    const table = (await industry('member')).body.data;
    expect(table.published).toEqual([`${YEAR}-01`, `${YEAR}-02`]);
    const [jan, feb] = table.indicators.find((i) => i.code === 'revenue')!.months;
    expect(jan!.thisMonth).toEqual({ value: 1000, units: 4, suppressed: false });
    expect(feb!.thisMonth).toEqual({ value: null, units: null, suppressed: true });
    expect(feb!.cumulative).toEqual({ value: null, units: null, suppressed: true });
    // A change that reads a withheld figure would give it away.
    expect(feb!.monthOnMonth).toBeNull();
    const rows = await s.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.route, '/console/statistics/publish'), eq(auditLog.status, 200)));
    expect(rows.map((r) => r.changes)).toContainEqual([
      expect.objectContaining({
        subject: 'statistics',
        id: `${YEAR}-02`,
        after: { published: [`${YEAR}-01`, `${YEAR}-02`] },
      }),
    ]);
  });

  it('a report filed after its month was published changes nothing published, and the next month does not give it away', async () => {
    const db = s.database.db;
    const month = (unit: number, period: string, thisMonth: number, cumulative: number) => ({
      enterpriseId: units[unit]!.id,
      kind: 'economyMonth' as const,
      period,
      header: {},
      rows: monthRows(thisMonth, cumulative) as Record<string, unknown>[],
      status: 'submitted' as const,
    });
    // Unit 5 files January late; then all five file February's missing reports and March.
    await db
      .insert(reports)
      .values([
        month(4, `${YEAR}-01`, 70, 70),
        month(2, `${YEAR}-02`, 330, 630),
        month(3, `${YEAR}-02`, 440, 840),
        ...[0, 1, 2, 3].map((u) => month(u, `${YEAR}-03`, 100 * (u + 1), 100 * (u + 1) * 7)),
        month(4, `${YEAR}-03`, 60, 130),
      ]);
    const before = (await industry('member')).body.data.indicators[0]!.months[0];
    expect((await publish(`${YEAR}-03`)).body.data.periods).toEqual([`${YEAR}-03`]);
    const table = (await industry('member')).body.data;
    const [jan, , mar] = table.indicators[0]!.months;
    // January as published: four units, not five.
    expect(jan).toEqual(before);
    expect(jan!.thisMonth.units).toBe(4);
    // March's cumulative less February's (as published) less March's would be unit 5's January.
    const shown = [mar!.thisMonth, mar!.cumulative].filter((f) => !f.suppressed);
    expect(shown.length).toBeLessThan(2);
    const staff = (await industry('secretariat')).body.data.indicators[0]!.months[0]!;
    expect(staff.thisMonth).toEqual({ value: 1000, units: 4, suppressed: false });
  });

  it('two secretaries publishing the same month at once put it out once', async () => {
    const db = s.database.db;
    await db.insert(reports).values(
      [0, 1, 2, 3, 4].map((u) => ({
        enterpriseId: units[u]!.id,
        kind: 'economyMonth' as const,
        period: `${YEAR}-04`,
        header: {},
        rows: monthRows(10, 10) as Record<string, unknown>[],
        status: 'submitted' as const,
      })),
    );
    // The service itself, twice at once (one caller's second click is the duplicate guard's).
    const once = () => publishFigures(db, { period: `${YEAR}-04`, actor: 1, today: '2026-01-01' });
    const both = await Promise.allSettled([once(), once()]);
    expect(both.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const rows = await db
      .select()
      .from(statPublications)
      .where(eq(statPublications.period, `${YEAR}-04`));
    expect(rows).toHaveLength(1);
  });

  it('the public reads a published month’s bulletin, as data and as a PDF in both languages', async () => {
    const list = await api(s.base).GET('/web/index/statisticsPeriods');
    expect(list.body.data.map((p) => p.period)).toEqual([
      `${YEAR}-04`,
      `${YEAR}-03`,
      `${YEAR}-02`,
      `${YEAR}-01`,
    ]);
    const jan = await api(s.base).GET('/web/index/statisticsBulletin', {
      params: { query: { period: `${YEAR}-01` } },
    });
    const revenue = jan.body.data.indicators.find((i) => i.code === 'revenue')!;
    expect(revenue.value).toEqual({ value: 1000, units: 4, suppressed: false });
    expect(revenue.cumulative).toEqual({ value: 1000, units: 4, suppressed: false });
    const feb = await api(s.base).GET('/web/index/statisticsBulletin', {
      params: { query: { period: `${YEAR}-02` } },
    });
    expect(feb.body.data.indicators[0]!.value.suppressed).toBe(true);
    const unpublished = await api(s.base).GET('/web/index/statisticsBulletin', {
      lang: 'en',
      params: { query: { period: `${YEAR}-06` } },
    });
    expect(unpublished.status).toBe(404);
    expect(unpublished.body.msg).toBe('These figures have not been published');

    const res = await fetch(`${s.base}/web/index/statisticsBulletin/pdf?period=${YEAR}-01`, {
      headers: { 'content-language': 'en' },
    });
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(decodeURIComponent(res.headers.get('download-filename') ?? '')).toBe(
      `industry-statistics-bulletin-${YEAR}-01.pdf`,
    );
    const text = (await pdfText(new Uint8Array(await res.arrayBuffer()))).replace(/\s+/g, ' ');
    for (const words of [
      `${YEAR}-01 行业统计快报`,
      `Industry statistics bulletin, ${YEAR}-01`,
      '营业收入',
      'Operating revenue',
      '1,000',
    ])
      expect(text, words).toContain(words);
  });

  it('a unit that is not a member, and anyone signed out, see none', async () => {
    expect((await industry('enterprise')).status).toBe(403);
    expect(
      (await api(s.base).GET('/center/statistics/industry', { params: { query: { year: YEAR } } }))
        .status,
    ).toBe(401);
  });
});
