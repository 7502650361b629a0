/**
 * The demo's reporting panel is what a real one would be: every report passes the checks a unit
 * filing it would meet, and the industry table has sums to publish and one figure (export, one
 * unit's business) that the confidentiality rule withholds.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beijingToday } from '#shared/format.ts';
import { shiftMonth } from '#features/reports/contract/reports.ts';
import { enterprises } from '#server/auth/tables.ts';
import { reports } from '#features/reports/server/tables.ts';
import { checkContext } from '#features/reports/server/checks.service.ts';
import { hardIssues } from '#features/reports/server/edit-checks.ts';
import { industryFor } from '#features/statistics/server/statistics.service.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ DEMO_STATISTICS: 'true' });
});
afterAll(() => s.stop());

describe('the demo reporting panel', () => {
  it('files every month from January last year to last month, each passing the hard checks', async () => {
    const db = s.database.db;
    const panel = await db
      .select({ id: enterprises.id })
      .from(enterprises)
      .where(eq(enterprises.email, 'stat1@panel.example.cn'));
    expect(panel).toHaveLength(1);
    const filed = await db
      .select()
      .from(reports)
      .where(and(eq(reports.enterpriseId, panel[0]!.id), eq(reports.status, 'submitted')));
    const today = beijingToday(Date.now());
    const months = filed.filter((r) => r.kind === 'economyMonth').map((r) => r.period);
    expect(months).toContain(`${Number(today.slice(0, 4)) - 1}-01`);
    expect(months).toContain(shiftMonth(today.slice(0, 7), -1));
    for (const r of filed) {
      const ctx = await checkContext(db, r.enterpriseId, r.kind, r.period);
      expect(hardIssues(r.kind, r.period, r.rows, ctx), `${r.kind} ${r.period}`).toEqual([]);
    }
  });

  it('gives the industry table sums over ten units, export withheld, and output by product category', async () => {
    const db = s.database.db;
    const year = Number(beijingToday(Date.now()).slice(0, 4)) - 1;
    const table = await industryFor(db, year);
    const of = (code: string) => table.indicators.find((i) => i.code === code)!;
    const march = of('revenue').months[2]!;
    expect(march.thisMonth).toMatchObject({ units: 10, suppressed: false });
    expect(march.yearOnYear).toBeNull();
    expect(of('exportValue').months[2]!.thisMonth.suppressed).toBe(true);
    expect(of('revenue').annual).toMatchObject({ units: 10, suppressed: false });
    // Output value by product category: most categories shown, the total too.
    const { categories, total } = table.products;
    expect(categories.length).toBe(8);
    expect(total[2]).toMatchObject({ units: 10, suppressed: false });
    const shown = categories.filter((c) => !c.figures[2]!.suppressed);
    expect(shown.length).toBeGreaterThanOrEqual(4);
    const all = await db
      .select({ n: reports.id })
      .from(reports)
      .where(inArray(reports.kind, ['economyMonth', 'economyYear']));
    expect(all.length).toBeGreaterThan(200);
  });
});
