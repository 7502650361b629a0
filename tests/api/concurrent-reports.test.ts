/**
 * A statistics deadline: 200 member units submit their monthly report at the same moment, each
 * also clicking twice. Every report arrives once, with its own figures, and the staff's count and
 * the industry table see all 200.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '#features/tables.ts';
import { industryFor } from '#features/statistics/server/statistics.service.ts';
import { api } from '#tests/helpers/api.ts';
import { demo, login } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';
import { memberUnits, reportOf } from '#tests/helpers/load-units.ts';

const UNITS = 200;
const PERIOD = '2025-03';
let s: TestServer;
let tokens: string[];

beforeAll(async () => {
  s = await startTestServer();
  tokens = await memberUnits(s.database.db, UNITS);
}, 120_000);
afterAll(() => s.stop());

describe('200 units submitting at once', () => {
  it('lose nothing and duplicate nothing, each double click included', async () => {
    const submit = (n: number) =>
      api(s.base).PUT('/center/reports/{kind}/{period}', {
        token: tokens[n],
        body: reportOf(n, '2025-04-08'),
        params: { path: { kind: 'economyMonth', period: PERIOD } },
      });
    const answers = await Promise.all(
      Array.from({ length: UNITS }, (_, n) => [submit(n), submit(n)]).flat(),
    );
    const byUnit = Array.from({ length: UNITS }, (_, n) => [answers[2 * n]!, answers[2 * n + 1]!]);
    for (const [n, pair] of byUnit.entries()) {
      const statuses = pair.map((a) => a.status).sort();
      // One goes in; the other is refused (the same click again, or a report now submitted).
      expect(statuses[0], `unit ${n}`).toBe(200);
      expect(statuses[1], `unit ${n}`).toBeGreaterThanOrEqual(400);
      expect(statuses[1], `unit ${n}`).toBeLessThan(500);
    }

    const db = s.database.db;
    const filed = await db.select().from(t.reports).where(eq(t.reports.period, PERIOD));
    expect(filed).toHaveLength(UNITS);
    expect(filed.every((r) => r.status === 'submitted' && r.version === 1)).toBe(true);
    const revenue = (r: (typeof filed)[number]) =>
      r.rows.find((x) => x.code === 'revenue')?.thisMonth;
    expect(filed.map(revenue).sort((a, b) => Number(a) - Number(b))).toEqual(
      Array.from({ length: UNITS }, (_, n) => n + 1),
    );

    const count = await api(s.base).GET('/review/reports/count', {
      token: await login(s, demo(s, 'secretariat').username, demo(s, 'secretariat').password),
      params: { query: { period: PERIOD } },
    });
    expect(count.body.data.kinds.find((k) => k.kind === 'economyMonth')?.submitted).toBe(UNITS);
    const march = (await industryFor(db, 2025)).indicators.find((i) => i.code === 'revenue')!
      .months[2]!.thisMonth;
    expect(march).toMatchObject({ units: UNITS, value: (UNITS * (UNITS + 1)) / 2 });
  }, 180_000);
});
