/**
 * A year of industry figures from the units' submitted economic reports: for each indicator and
 * month the sum of this month's and the cumulative figures with how many units filed them, the
 * change on the month before and on the year before, and the annual figure. The confidentiality
 * rule runs over this year and the one before together (the year-on-year change reads both), with
 * the relations a reader could use: a January's cumulative is its month, each later cumulative the
 * one before plus the month, and December's cumulative the annual figure.
 */
import { ECONOMIC_INDICATORS, monthsOf } from '#shared/reports.ts';
import type { Figure, IndustryYear } from '#shared/schemas/statistics.ts';
import { type DisclosureRule, type Relation, suppressedCells, sum } from './disclosure.ts';

/** One submitted economic report, as the table reads it. */
export interface FiledReport {
  enterpriseId: number;
  kind: 'economyMonth' | 'economyYear';
  period: string;
  rows: Record<string, unknown>[];
}

const monthCell = (code: string, period: string) => `m|${code}|${period}`;
const cumulativeCell = (code: string, period: string) => `c|${code}|${period}`;
const annualCell = (code: string, year: number) => `a|${code}|${year}`;

/** Each cell's contributions by unit. */
type UnitCells = Map<string, Map<number, number>>;

function cellsOf(filed: readonly FiledReport[]): UnitCells {
  const cells: UnitCells = new Map();
  const add = (id: string, value: unknown, unit: number) => {
    if (typeof value !== 'number' || !Number.isFinite(value)) return;
    const byUnit = cells.get(id) ?? new Map<number, number>();
    byUnit.set(unit, value);
    cells.set(id, byUnit);
  };
  for (const report of filed)
    for (const row of report.rows) {
      const code = String(row.code);
      const unit = report.enterpriseId;
      if (report.kind === 'economyYear')
        add(annualCell(code, Number(report.period)), row.thisYear, unit);
      else {
        add(monthCell(code, report.period), row.thisMonth, unit);
        add(cumulativeCell(code, report.period), row.cumulative, unit);
      }
    }
  return cells;
}

const ECONOMIC_CODES = ECONOMIC_INDICATORS.map((i) => i.code);
type IndicatorCode = IndustryYear['indicators'][number]['code'];

function relationsOf(years: readonly number[], codes: readonly string[]): Relation[] {
  const out: Relation[] = [];
  for (const code of codes)
    for (const year of years) {
      const months = monthsOf(year);
      months.forEach((m, i) => {
        const before = months[i - 1];
        out.push({
          total: cumulativeCell(code, m),
          parts: before ? [cumulativeCell(code, before), monthCell(code, m)] : [monthCell(code, m)],
        });
      });
      out.push({ total: annualCell(code, year), parts: [cumulativeCell(code, months[11]!)] });
    }
  return out;
}

/**
 * Each unit's leftover in a relation: its total less its parts (a part it did not file counts as
 * nothing). Units that filed the same months consistently leave nothing; one that filed March but
 * not February leaves its January and February, which the published figures would give away.
 */
function withResiduals(relations: Relation[], cells: UnitCells): Relation[] {
  return relations.map((r) => {
    const total = cells.get(r.total);
    if (!total) return r;
    const residual = [...total].flatMap(([unit, value]) => {
      const left = r.parts.reduce((a, p) => a - (cells.get(p)?.get(unit) ?? 0), value);
      return Math.abs(left) > 0.005 ? [left] : [];
    });
    return { ...r, residual };
  });
}

const change = (now: Figure, before: Figure) =>
  now.value === null || before.value === null || before.value === 0
    ? null
    : Math.round(((now.value - before.value) / before.value) * 1000) / 10;

/**
 * The year's table. `all` shows every figure and marks those withheld from others; `published`
 * blanks them (value and count), and every change that reads one.
 */
export function industryYear(
  filed: readonly FiledReport[],
  year: number,
  rule: DisclosureRule,
  view: IndustryYear['view'],
  // The association's indicators; a benchmark passes more.
  codes: readonly string[] = ECONOMIC_CODES,
): IndustryYear {
  const byUnit = cellsOf(filed);
  const cells = new Map([...byUnit].map(([id, units]) => [id, [...units.values()]]));
  const relations = withResiduals(relationsOf([year - 1, year], codes), byUnit);
  const hidden = suppressedCells(cells, relations, rule);
  const figureOf = (id: string): Figure => {
    const values = cells.get(id) ?? [];
    const suppressed = hidden.has(id);
    if (suppressed && view === 'published') return { value: null, units: null, suppressed };
    return { value: values.length ? sum(values) : null, units: values.length, suppressed };
  };
  const lastYear = monthsOf(year - 1);
  return {
    year,
    view,
    indicators: codes.map((code) => ({
      code: code as IndicatorCode,
      months: monthsOf(year).map((period, i) => {
        const thisMonth = figureOf(monthCell(code, period));
        const previous = i === 0 ? lastYear[11]! : monthsOf(year)[i - 1]!;
        return {
          period,
          thisMonth,
          cumulative: figureOf(cumulativeCell(code, period)),
          monthOnMonth: change(thisMonth, figureOf(monthCell(code, previous))),
          yearOnYear: change(thisMonth, figureOf(monthCell(code, lastYear[i]!))),
        };
      }),
      annual: figureOf(annualCell(code, year)),
    })),
  };
}
