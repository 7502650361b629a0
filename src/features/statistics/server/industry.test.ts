/** The industry table's confidentiality where units did not file the same months. */
import { describe, expect, it } from 'vitest';
import { ECONOMIC_INDICATORS } from '#features/reports/contract/reports.ts';
import {
  type FiledReport,
  type FrozenCell,
  freezePeriod,
  industryYear,
  publishedYear,
} from './industry.ts';

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

  it('a month published before a late report stays as published, and the next does not give the report away', () => {
    const filed = [1, 2, 3, 4].map((u) => month(u, '2025-01', 10 * u, 10 * u));
    const frozen = new Map<string, FrozenCell>(freezePeriod(filed, '2025-01', RULE, new Map()));
    // Unit 5 files January after it was published; everyone files February.
    filed.push(month(5, '2025-01', 700, 700));
    for (const u of [1, 2, 3, 4]) filed.push(month(u, '2025-02', 10 * u, 20 * u));
    filed.push(month(5, '2025-02', 50, 750));
    for (const [id, cell] of freezePeriod(filed, '2025-02', RULE, frozen)) frozen.set(id, cell);
    const [jan, feb] = publishedYear(2025, frozen, ['2025-01', '2025-02']).indicators[0]!.months;
    expect(jan!.thisMonth).toEqual({ value: 100, units: 4, suppressed: false });
    // February's cumulative less January's as published less February would be unit 5's 700.
    expect([feb!.thisMonth, feb!.cumulative].filter((f) => !f.suppressed).length).toBeLessThan(2);
    // Computed live, January would now say 800: a reader comparing the two gets unit 5's 700.
    const live = industryYear(filed, 2025, RULE, 'all').indicators[0]!.months[0]!;
    expect(live.thisMonth.value).toBe(800);
  });

  it('a unit that filed January but not February is not given away by February', () => {
    const filed = [1, 2, 3, 4, 5].map((u) => month(u, '2025-01', 10 * u, 10 * u));
    const frozen = new Map<string, FrozenCell>(freezePeriod(filed, '2025-01', RULE, new Map()));
    for (const u of [1, 2, 3, 4]) filed.push(month(u, '2025-02', 10 * u, 20 * u));
    for (const [id, cell] of freezePeriod(filed, '2025-02', RULE, frozen)) frozen.set(id, cell);
    const [jan, feb] = publishedYear(2025, frozen, ['2025-01', '2025-02']).indicators[0]!.months;
    expect(jan!.cumulative.suppressed).toBe(false);
    // January less February's cumulative plus February's month would be unit 5's January.
    expect([feb!.thisMonth, feb!.cumulative].filter((f) => !f.suppressed).length).toBeLessThan(2);
  });

  it('a month published empty does not let its activity out through the months around it', () => {
    // June: four units. July: nobody had filed when it went out. August: unit 1's cumulative
    // holds 500 of July that only it had.
    const filed = [1, 2, 3, 4].map((u) => month(u, '2025-06', 10, 60));
    const frozen = new Map<string, FrozenCell>(freezePeriod(filed, '2025-06', RULE, new Map()));
    for (const [id, cell] of freezePeriod(filed, '2025-07', RULE, frozen)) frozen.set(id, cell);
    filed.push(month(1, '2025-08', 10, 580));
    for (const u of [2, 3, 4]) filed.push(month(u, '2025-08', 10, 70));
    for (const [id, cell] of freezePeriod(filed, '2025-08', RULE, frozen)) frozen.set(id, cell);
    const months = publishedYear(2025, frozen, ['2025-06', '2025-07', '2025-08']).indicators[0]!
      .months;
    const [jun, , aug] = [months[5]!, months[6]!, months[7]!];
    expect(jun.cumulative).toEqual({ value: 240, units: 4, suppressed: false });
    // August's cumulative less August less June's cumulative would be unit 1's July.
    expect([aug.thisMonth, aug.cumulative].filter((f) => !f.suppressed).length).toBeLessThan(2);
  });

  it('a unit that starts filing in July cannot take the withheld January–June total out of July', () => {
    // Units 1–4 file from January; unit 1 dominates, so January–June is withheld. Unit 5 files
    // from July, its cumulative holding 5,000 of January–June that only it knows.
    const filed: FiledReport[] = [];
    const staff = [
      [4_000, 100, 100, 100],
      [4_000, 1_000, 1_000, 1_000],
    ] as const;
    const frozen = new Map<string, FrozenCell>();
    const publish = (period: string) => {
      for (const [id, cell] of freezePeriod(filed, period, RULE, frozen)) frozen.set(id, cell);
    };
    for (let m = 1; m <= 7; m++) {
      const period = `2025-0${m}`;
      const each = staff[m === 7 ? 1 : 0];
      for (const [i, value] of each.entries()) {
        const before = (m - 1) * staff[0][i]!;
        filed.push(month(i + 1, period, value, before + value));
      }
      if (m === 7) filed.push(month(5, period, 3_000, 8_000));
      publish(period);
    }
    const months = publishedYear(2025, frozen, ['2025-06', '2025-07']).indicators[0]!.months;
    const [jun, jul] = [months[5]!, months[6]!];
    expect(jun.cumulative.suppressed).toBe(true);
    // Both out, unit 5 would read 37,000 − 10,000 − its own 5,000 = 25,800 (June's cumulative)
    // and unit 1's 24,000 to within 7.5%.
    expect(jul.thisMonth.suppressed || jul.cumulative.suppressed).toBe(true);
  });

  it('a product one unit makes is not given away by its category less the others', () => {
    const product = (unit: number, code: string, total: number) =>
      ({
        enterpriseId: unit,
        kind: 'productMonth',
        period: '2025-03',
        rows: [
          {
            productCode: code,
            modelSpec: '',
            unitPrice: 1,
            monthlyOutput: 1,
            annualOutput: 1,
            total,
          },
        ],
      }) satisfies FiledReport;
    // Category 02: four units make 0201, one alone makes 0202.
    const filed = [1, 2, 3, 4].map((u) => product(u, '0201', 100 * u));
    filed.push(product(5, '0202', 70));
    const { codes, categories } = industryYear(filed, 2025, RULE, 'published').products;
    const march = (f: { figures: { suppressed: boolean }[] }) => f.figures[2]!.suppressed;
    expect(march(codes.find((c) => c.code === '0202')!)).toBe(true);
    // Naively 0201 (four units) and category 02 (five) would both be out: 02 − 0201 = 70.
    expect(march(codes.find((c) => c.code === '0201')!) || march(categories[0]!)).toBe(true);
  });
});
