/** The industry table's confidentiality where units did not file the same months. */
import { describe, expect, it } from 'vitest';
import { ECONOMIC_INDICATORS } from '#shared/reports.ts';
import { type FiledReport, industryYear } from './industry.ts';

const RULE = { minUnits: 3, pPercent: 10 };
const month = (unit: number, period: string, thisMonth: number, cumulative: number) =>
  ({
    enterpriseId: unit,
    kind: 'economyMonth',
    period,
    rows: ECONOMIC_INDICATORS.map((i) => ({ code: i.code, thisMonth, cumulative })),
  }) satisfies FiledReport;

describe('the industry table', () => {
  it('a unit that filed March but not February is not revealed by March less February', () => {
    const filed = [1, 2, 3, 4].flatMap((u) => [
      month(u, '2025-02', 10 * u, 20 * u),
      month(u, '2025-03', 10 * u, 30 * u),
    ]);
    // Unit 5 files March only: its cumulative holds 700 from January and February.
    filed.push(month(5, '2025-03', 50, 750));
    const table = industryYear(filed, 2025, RULE, 'published');
    const [, feb, mar] = table.indicators[0]!.months;
    const published = [feb!.cumulative, mar!.thisMonth, mar!.cumulative].filter(
      (f) => !f.suppressed,
    );
    // Naively all three would be published (4, 5 and 5 units) and give unit 5's 700 away.
    expect(published.length).toBeLessThan(3);
  });

  it('units that filed every month consistently are published in full', () => {
    const filed = [1, 2, 3, 4].flatMap((u) => [
      month(u, '2025-01', 10 * u, 10 * u),
      month(u, '2025-02', 10 * u, 20 * u),
    ]);
    const [jan, feb] = industryYear(filed, 2025, RULE, 'published').indicators[0]!.months;
    expect([jan!.thisMonth, jan!.cumulative, feb!.thisMonth, feb!.cumulative]).toEqual([
      { value: 100, units: 4, suppressed: false },
      { value: 100, units: 4, suppressed: false },
      { value: 100, units: 4, suppressed: false },
      { value: 200, units: 4, suppressed: false },
    ]);
  });
});
