/**
 * Industry figures at scale: 500 units × 36 months × 50 indicators of monthly economic reports
 * (and the annual ones), one year's table computed with the confidentiality rule (primary and
 * secondary suppression, leftovers of units that skipped months). The reference, in the same run,
 * is the plain sums of the same cells without any rule. Time: median of RUNS; memory: the heap
 * the computation adds. Writes bench/results/statistics.json.
 */
import { monthsOf } from '#features/reports/contract/reports.ts';
import { type FiledReport, industryYear } from '#features/statistics/server/industry.ts';
import { record } from './record.ts';

const UNITS = Number(process.env.UNITS ?? 500);
const INDICATORS = Number(process.env.INDICATORS ?? 50);
const RUNS = Number(process.env.RUNS ?? 5);
const YEARS = [2023, 2024, 2025];
const codes = Array.from({ length: INDICATORS }, (_, i) => `indicator${i}`);

// A deterministic spread: most units file every month, some skip months, a few dominate.
let seed = 7;
const random = () => {
  seed = (seed * 16807) % 2147483647;
  return seed / 2147483647;
};
const filed: FiledReport[] = [];
for (let unit = 1; unit <= UNITS; unit++) {
  const size = unit % 50 === 0 ? 200 : 1 + random() * 9;
  for (const year of YEARS) {
    const cumulative = new Map<string, number>();
    for (const period of monthsOf(year)) {
      if (random() < 0.05) continue;
      filed.push({
        enterpriseId: unit,
        kind: 'economyMonth',
        period,
        rows: codes.map((code, i) => {
          const thisMonth = Math.round(size * (1 + (i % 7)) * (0.8 + random() * 0.4) * 100) / 100;
          const sum = (cumulative.get(code) ?? 0) + thisMonth;
          cumulative.set(code, sum);
          return { code, thisMonth, cumulative: sum };
        }),
      });
    }
    filed.push({
      enterpriseId: unit,
      kind: 'economyYear',
      period: String(year),
      rows: codes.map((code) => ({ code, thisYear: cumulative.get(code) ?? 0 })),
    });
  }
}
const year = YEARS.at(-1) ?? 2025;
const inYears = filed.filter(
  (f) => f.period.startsWith(String(year - 1)) || f.period.startsWith(String(year)),
);

/** The reference: every cell's plain sum, no rule. */
function plainSums(): number {
  const sums = new Map<string, number>();
  for (const f of inYears)
    for (const row of f.rows)
      for (const column of ['thisMonth', 'cumulative', 'thisYear']) {
        const v = row[column];
        if (typeof v !== 'number') continue;
        const id = `${column}|${String(row.code)}|${f.period}`;
        sums.set(id, (sums.get(id) ?? 0) + v);
      }
  return sums.size;
}

function measure(run: () => unknown) {
  const times: number[] = [];
  let heap = 0;
  for (let i = 0; i < RUNS; i++) {
    global.gc?.();
    const before = process.memoryUsage().heapUsed;
    const t0 = performance.now();
    run();
    times.push(performance.now() - t0);
    heap = Math.max(heap, process.memoryUsage().heapUsed - before);
  }
  times.sort((a, b) => a - b);
  return {
    medianMs: Math.round(times[Math.floor(times.length / 2)] ?? 0),
    minMs: Math.round(times[0] ?? 0),
    maxMs: Math.round(times.at(-1) ?? 0),
    heapAddedMb: Math.round(heap / 1e5) / 10,
  };
}

const reference = measure(plainSums);
const withRule = measure(() =>
  industryYear(inYears, year, { minUnits: 3, pPercent: 10 }, 'published', codes),
);
const table = industryYear(inYears, year, { minUnits: 3, pPercent: 10 }, 'published', codes);
const withheld = table.indicators
  .flatMap((i) => i.months.flatMap((m) => [m.thisMonth, m.cumulative]))
  .filter((f) => f.suppressed).length;
record('statistics', {
  date: new Date().toISOString().slice(0, 10),
  shape: { units: UNITS, months: YEARS.length * 12, indicators: INDICATORS, reports: filed.length },
  runs: RUNS,
  withRule,
  reference,
  ratioToReference: Math.round((withRule.medianMs / Math.max(1, reference.medianMs)) * 10) / 10,
  rssMb: Math.round(process.memoryUsage().rss / 1e6),
  publishedCells: INDICATORS * 24 - withheld,
  withheldCells: withheld,
});
