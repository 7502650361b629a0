/**
 * A year of industry figures from the units' submitted economic reports: for each indicator and
 * month the sum of this month's and the cumulative figures with how many units filed them, the
 * change on the month before and on the year before, and the annual figure. The confidentiality
 * rule runs over this year and the one before together (the year-on-year change reads both), with
 * the relations a reader could use: a January's cumulative is its month, each later cumulative the
 * one before plus the month, and December's cumulative the annual figure.
 *
 * Published figures are final: a period's cells are frozen when staff publish it (each unit's
 * part kept, never shown), later computations take them as they were, and the confidentiality
 * rule protects new figures without touching them. A report filed after its month was published
 * shows in the later cumulative figures, where the rule sees its leftover.
 */
import { decimalSum } from '#shared/numeric.ts';
import {
  ECONOMIC_INDICATORS,
  monthsOf,
  type ReportKind,
} from '#features/reports/contract/reports.ts';
import type { Figure, IndustryYear } from '../contract/statistics.contract.ts';
import { type DisclosureRule, type Relation, suppressedCells } from './disclosure.ts';
import {
  addProductCells,
  categoryCell,
  isProductCellOf,
  productCell,
  productFigures,
  productKeys,
  productRelations,
  totalCell,
} from './products.ts';

/** One submitted economic or product report, as the table reads it. */
export interface FiledReport {
  enterpriseId: number;
  kind: ReportKind;
  period: string;
  rows: Record<string, unknown>[];
}

const ECONOMIC_CODES: readonly string[] = ECONOMIC_INDICATORS.map((i) => i.code);

const monthCell = (code: string, period: string) => `m|${code}|${period}`;
const cumulativeCell = (code: string, period: string) => `c|${code}|${period}`;
const annualCell = (code: string, year: number) => `a|${code}|${year}`;

/** A sum of figures, added as decimals: no float dust. */
const total = (values: readonly number[]) => decimalSum(values);

/** A published figure as it was frozen: withheld or not, and each unit's part (by unit id). */
export interface FrozenCell {
  hidden: boolean;
  parts: Record<string, number>;
}
/** Published figures by cell id. */
export type Frozen = ReadonlyMap<string, FrozenCell>;

/** The cells a period publishes: a month's and its cumulative figures, or the year's. */
export function cellsOfPeriod(period: string, codes: readonly string[] = ECONOMIC_CODES): string[] {
  return period.length === 4
    ? codes.map((code) => annualCell(code, Number(period)))
    : codes.flatMap((code) => [monthCell(code, period), cumulativeCell(code, period)]);
}

/** Each cell's contributions by unit. */
type UnitCells = Map<string, Map<number, number>>;

function cellsOf(filed: readonly FiledReport[]): UnitCells {
  const cells: UnitCells = new Map();
  const add = (id: string, value: unknown, unit: number) => {
    if (typeof value !== 'number' || !Number.isFinite(value)) return;
    const byUnit = cells.get(id) ?? new Map<number, number>();
    // A unit's rows of one product (two models) add up; economic cells come once per unit.
    byUnit.set(unit, (byUnit.get(unit) ?? 0) + value);
    cells.set(id, byUnit);
  };
  addProductCells(productFigures(filed), add);
  for (const report of filed)
    for (const row of report.rows) {
      const code = String(row.code);
      const unit = report.enterpriseId;
      if (report.kind === 'productMonth' || report.kind === 'productYear') continue;
      if (report.kind === 'economyYear')
        add(annualCell(code, Number(report.period)), row.thisYear, unit);
      else {
        add(monthCell(code, report.period), row.thisMonth, unit);
        add(cumulativeCell(code, report.period), row.cumulative, unit);
      }
    }
  return cells;
}

type IndicatorCode = IndustryYear['indicators'][number]['code'];

/**
 * The additive relations of a year's cells a reader could use, each with every unit's leftover
 * (see `withResiduals`). A cumulative figure is any earlier cumulative figure there is plus the
 * months between (a month nobody filed, or published empty, is left out, so the months on either
 * side of it still add up to what the reader can subtract), or the months from January alone; the
 * annual figure is the cumulative figure through December, by the same spans. Every span is a
 * relation of its own: a reader who subtracts March from May bounds April's figures as tightly as
 * one relation would, and a unit that stopped filing leaves in a long span what the short ones
 * cancel out.
 */
function relationsOf(years: readonly number[], codes: readonly string[], cells: UnitCells) {
  const out: Relation[] = [];
  const present = (id: string) => (cells.get(id)?.size ?? 0) > 0;
  for (const code of codes)
    for (const year of years) {
      const months = monthsOf(year);
      const monthCells = months.map((m) => cells.get(monthCell(code, m)));
      const cumulatives = months.map((m) => cells.get(cumulativeCell(code, m)));
      const units = new Set<number>();
      for (const c of [...monthCells, ...cumulatives])
        for (const u of c?.keys() ?? []) units.add(u);
      // Each unit's months added up from January, so a span's months cost one subtraction.
      const runningMonths = new Map(
        [...units].map((u) => {
          const running = [0];
          for (const [i, c] of monthCells.entries())
            running.push((running[i] ?? 0) + (c?.get(u) ?? 0));
          return [u, running];
        }),
      );
      /** Every way to add up to the figure through month `last`: from each cumulative before. */
      const spans = (total: string, last: number) => {
        const totals = cells.get(total);
        if (!totals) return;
        for (let from = last - 1; from >= -1; from--) {
          const start = from >= 0 ? cumulativeCell(code, months[from]!) : null;
          if (start && !present(start)) continue;
          const between = months.slice(from + 1, last + 1).map((m) => monthCell(code, m));
          const residual = new Map<number, number>();
          for (const u of units) {
            const running = runningMonths.get(u) ?? [];
            const left =
              (totals.get(u) ?? 0) -
              (from >= 0 ? (cumulatives[from]?.get(u) ?? 0) : 0) -
              ((running[last + 1] ?? 0) - (running[from + 1] ?? 0));
            if (Math.abs(left) > 0.005) residual.set(u, left);
          }
          out.push({
            total,
            parts: [...(start ? [start] : []), ...between.filter(present)],
            residual,
          });
        }
      };
      for (const [i, m] of months.entries()) spans(cumulativeCell(code, m), i);
      const december = cumulativeCell(code, months[11]!);
      if (present(december))
        out.push(...withResiduals([{ total: annualCell(code, year), parts: [december] }], cells));
      spans(annualCell(code, year), 11);
    }
  return out;
}

/**
 * Each unit's leftover in a relation: its total less its parts (what it did not file counts as
 * nothing), for every unit in the total or a part. Units that filed the same months consistently
 * leave nothing; one that filed March but not February leaves its January and February, and one
 * that filed a part but not the total leaves the part, which the published figures would give away.
 */
function withResiduals(relations: Relation[], cells: UnitCells): Relation[] {
  return relations.map((r) => {
    const total = cells.get(r.total);
    if (!total) return r;
    const units = new Set([
      ...total.keys(),
      ...r.parts.flatMap((p) => [...(cells.get(p)?.keys() ?? [])]),
    ]);
    const residual = new Map<number, number>();
    for (const unit of units) {
      const left = r.parts.reduce(
        (a, p) => a - (cells.get(p)?.get(unit) ?? 0),
        total.get(unit) ?? 0,
      );
      if (Math.abs(left) > 0.005) residual.set(unit, left);
    }
    return { ...r, residual };
  });
}

/** The change from `before` to `now` in percent, one decimal; none when either is blank or 0. */
export const change = (now: Figure, before: Figure) =>
  now.value === null || before.value === null || before.value === 0
    ? null
    : Math.round(((now.value - before.value) / before.value) * 1000) / 10;

/** Every cell's parts (frozen ones as published) and the cells withheld from readers. */
function computeYear(
  filed: readonly FiledReport[],
  year: number,
  rule: DisclosureRule,
  codes: readonly string[],
  frozen: Frozen,
) {
  const byUnit = cellsOf(filed);
  for (const [id, cell] of frozen)
    byUnit.set(id, new Map(Object.entries(cell.parts).map(([u, v]) => [Number(u), v])));
  const years = [year - 1, year];
  const relations = [
    ...relationsOf(years, codes, byUnit),
    ...withResiduals(productRelations(years, byUnit.keys()), byUnit),
  ];
  const fixed = new Map([...frozen].map(([id, cell]) => [id, cell.hidden]));
  return { byUnit, hidden: suppressedCells(byUnit, relations, rule, fixed) };
}

/**
 * The cells a period publishes, frozen: its year (and the one before) computed with the figures
 * already published held as they are.
 */
export function freezePeriod(
  filed: readonly FiledReport[],
  period: string,
  rule: DisclosureRule,
  frozen: Frozen,
  codes: readonly string[] = ECONOMIC_CODES,
): Map<string, FrozenCell> {
  // What a month publishes depends on the reports up to it only, never on a later month's.
  const upTo =
    period.length === 4 ? filed : filed.filter((r) => r.period.length === 7 && r.period <= period);
  const { byUnit, hidden } = computeYear(upTo, Number(period.slice(0, 4)), rule, codes, frozen);
  const ids = [
    ...cellsOfPeriod(period, codes),
    ...[...byUnit.keys()].filter((id) => isProductCellOf(id, period) && !frozen.has(id)),
  ];
  return new Map(
    ids.map((id) => [
      id,
      {
        hidden: hidden.has(id),
        parts: Object.fromEntries([...(byUnit.get(id) ?? [])].map(([u, v]) => [String(u), v])),
      },
    ]),
  );
}

/** The product cells of one year among `ids` (the products it shows). */
const yearIds = (ids: Iterable<string>, year: number) =>
  [...ids].filter((id) => id.startsWith('p|') && id.split('|')[2]!.startsWith(String(year)));

/** Lays a year's figures out by indicator and month, each read by `figureOf`. */
function tableOf(
  year: number,
  view: IndustryYear['view'],
  codes: readonly string[],
  published: readonly string[],
  figureOf: (id: string) => Figure,
  ids: Iterable<string>,
): IndustryYear {
  const lastYear = monthsOf(year - 1);
  const periods = [...monthsOf(year), String(year)];
  const series = (cell: (period: string) => string) => periods.map((p) => figureOf(cell(p)));
  const products = productKeys(ids);
  return {
    year,
    view,
    published: [...published],
    products: {
      codes: products.codes.map((code) => ({ code, figures: series((p) => productCell(code, p)) })),
      categories: products.categories.map((category) => ({
        category,
        figures: series((p) => categoryCell(category, p)),
      })),
      total: series(totalCell),
    },
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

/**
 * The year's table as computed now, published figures as they were published. `all` shows every
 * figure and marks those withheld from others; `published` blanks them (value and count), and
 * every change that reads one.
 */
export function industryYear(
  filed: readonly FiledReport[],
  year: number,
  rule: DisclosureRule,
  view: IndustryYear['view'],
  // The association's indicators; a benchmark passes more.
  codes: readonly string[] = ECONOMIC_CODES,
  frozen: Frozen = new Map(),
  published: readonly string[] = [],
): IndustryYear {
  const { byUnit, hidden } = computeYear(filed, year, rule, codes, frozen);
  const figureOf = (id: string): Figure => {
    const values = [...(byUnit.get(id)?.values() ?? [])];
    const suppressed = hidden.has(id);
    if (suppressed && view === 'published') return { value: null, units: null, suppressed };
    return { value: values.length ? total(values) : null, units: values.length, suppressed };
  };
  return tableOf(year, view, codes, published, figureOf, yearIds(byUnit.keys(), year));
}

/** What members and the public read: published figures only, the rest blank. */
export function publishedYear(
  year: number,
  frozen: Frozen,
  published: readonly string[],
  codes: readonly string[] = ECONOMIC_CODES,
): IndustryYear {
  const figureOf = (id: string): Figure => {
    const cell = frozen.get(id);
    if (!cell) return { value: null, units: null, suppressed: false };
    if (cell.hidden) return { value: null, units: null, suppressed: true };
    const values = Object.values(cell.parts);
    return { value: values.length ? total(values) : null, units: values.length, suppressed: false };
  };
  return tableOf(year, 'published', codes, published, figureOf, yearIds(frozen.keys(), year));
}
