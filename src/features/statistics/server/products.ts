/**
 * Output value by product: the units' product reports summed per product code, per category (a
 * code's first two digits, the association's classification) and over all, for each month and
 * for the year. These figures stand in relations a reader could use (a category is the sum of its
 * codes, the total the sum of the categories, a year the sum of its months), so they go through
 * the same confidentiality rule as the economic figures, in the same computation.
 */
import { monthsOf } from '#features/reports/contract/reports.ts';
import type { Relation } from './disclosure.ts';

/** One product row's output value, as the cells read it. */
export interface ProductFigure {
  enterpriseId: number;
  code: string;
  period: string;
  value: number;
}

export const productCell = (code: string, period: string) => `p|${code}|${period}`;
export const categoryCell = (category: string, period: string) => `k|${category}|${period}`;
export const totalCell = (period: string) => `g|${period}`;
export const categoryOf = (code: string) => code.slice(0, 2);

/**
 * The product figures of filed product reports: each row's value (its `total`, in 10,000 yuan),
 * with a unit's rows of one code and period added up (two models of one product).
 */
export function productFigures(
  filed: readonly {
    enterpriseId: number;
    kind: string;
    period: string;
    rows: Record<string, unknown>[];
  }[],
): ProductFigure[] {
  const out: ProductFigure[] = [];
  for (const r of filed) {
    if (r.kind !== 'productMonth' && r.kind !== 'productYear') continue;
    for (const row of r.rows) {
      const code = String(row.productCode ?? '').trim();
      const value = row.total;
      if (!/^\d{2}/.test(code) || typeof value !== 'number' || !Number.isFinite(value)) continue;
      out.push({ enterpriseId: r.enterpriseId, code, period: r.period, value });
    }
  }
  return out;
}

/** Adds each figure to its code's, its category's and the total's cell. */
export function addProductCells(
  figures: readonly ProductFigure[],
  add: (id: string, value: number, unit: number) => void,
): void {
  for (const f of figures) {
    add(productCell(f.code, f.period), f.value, f.enterpriseId);
    add(categoryCell(categoryOf(f.code), f.period), f.value, f.enterpriseId);
    add(totalCell(f.period), f.value, f.enterpriseId);
  }
}

/** The product codes and categories that appear among cell ids. */
export function productKeys(ids: Iterable<string>) {
  const codes = new Set<string>();
  for (const id of ids) if (id.startsWith('p|')) codes.add(id.split('|')[1]!);
  const sorted = [...codes].sort();
  return { codes: sorted, categories: [...new Set(sorted.map(categoryOf))].sort() };
}

/**
 * The relations among a year's product cells: each period's categories are the sum of their
 * codes and the total the sum of the categories; the year of a code, a category and the total is
 * the sum of its months.
 */
export function productRelations(years: readonly number[], ids: Iterable<string>): Relation[] {
  const { codes, categories } = productKeys(ids);
  const out: Relation[] = [];
  for (const year of years) {
    const periods = [...monthsOf(year), String(year)];
    for (const period of periods) {
      for (const category of categories)
        out.push({
          total: categoryCell(category, period),
          parts: codes.filter((c) => categoryOf(c) === category).map((c) => productCell(c, period)),
        });
      out.push({
        total: totalCell(period),
        parts: categories.map((k) => categoryCell(k, period)),
      });
    }
    const months = monthsOf(year);
    const yearly = (cell: (p: string) => string) => ({
      total: cell(String(year)),
      parts: months.map(cell),
    });
    for (const c of codes) out.push(yearly((p) => productCell(c, p)));
    for (const k of categories) out.push(yearly((p) => categoryCell(k, p)));
    out.push(yearly(totalCell));
  }
  return out;
}

/** Whether a cell id is one of a period's product cells. */
export const isProductCellOf = (id: string, period: string) =>
  /^[pkg]\|/.test(id) && id.endsWith(`|${period}`);
