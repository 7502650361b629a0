/**
 * The demo's reporting panel: ten of the demo members, each with economic reports for every month
 * from January of last year to last month and an annual report for each year that is over, as
 * submitted on the tenth of the month after. The figures follow each unit's size, a season
 * (December heavy, February light), its growth and a small wobble; the cumulative figures add up,
 * and export is one unit's business nearly alone, so the confidentiality rule withholds it. Each
 * unit also reports the output of three products, in its own category and two others.
 */
import { beijingToday } from '#shared/format.ts';
import {
  ECONOMIC_INDICATORS,
  type IndicatorCode,
  monthsOf,
  type ReportKind,
  shiftMonth,
} from '#features/reports/contract/reports.ts';
import { usccCheckChar } from '#shared/uscc.ts';
import { AUDIT_STATUS } from '#shared/constants.ts';
import type { Db } from '#server/db/client.ts';
import * as t from '#features/tables.ts';

interface PanelUnit {
  unitName: string;
  province: string;
  /** Operating revenue in a typical month, in 10,000 yuan. */
  monthlyRevenue: number;
  exportShare: number;
  rdShare: number;
  employees: number;
  /** A year's growth, as a fraction. */
  growth: number;
  head: string;
  /** Its main product category; it also makes products of two others. */
  category: string;
}

/** A unit's products: three categories, its own first, each a share of its output value. */
function productsOf(u: PanelUnit, n: number) {
  const main = Number(u.category);
  const others = [((main + n) % 8) + 1, ((main + n + 3) % 8) + 1].filter((c) => c !== main);
  return [main, ...others].slice(0, 3).map((c, i) => ({
    code: `${String(c).padStart(2, '0')}${String(11 + ((n + i) % 4)).padStart(2, '0')}`,
    model: `HT-${c}${n}${i}`,
    share: [0.55, 0.25, 0.12][i]!,
    unitPrice: [48, 26, 15][i]! + n,
  }));
}

const SEASON = [0.78, 0.66, 1.0, 0.96, 1.0, 1.06, 0.95, 0.94, 1.05, 0.99, 1.1, 1.48];
/** In tenths, so the cumulative sums are exact. */
const tenths = (v: number) => Math.round(v * 10);

function monthFigures(u: PanelUnit, n: number, period: string): Record<IndicatorCode, number> {
  const month = Number(period.slice(5, 7));
  const years = Number(period.slice(0, 4)) - 2025 + (month - 1) / 12;
  const wobble = 1 + 0.05 * Math.sin(n * 7 + month * 1.3 + years * 5);
  const revenue = u.monthlyRevenue * SEASON[month - 1]! * (1 + u.growth) ** years * wobble;
  const output = revenue * 1.06;
  const sales = output * 0.97;
  return {
    outputValue: tenths(output),
    salesOutput: tenths(sales),
    revenue: tenths(revenue),
    exportValue: tenths(sales * u.exportShare),
    taxes: tenths(revenue * 0.055),
    rdExpense: tenths(revenue * u.rdShare),
    newOrders: tenths(revenue * (1.04 + 0.12 * Math.cos(n + month))),
    employees: Math.round(u.employees * (1 + u.growth / 3) ** years),
  };
}

/** The tenth of the month after, or now if that is still to come. */
const submittedOn = (period: string) =>
  new Date(Math.min(Date.parse(`${shiftMonth(period, 1)}-10T10:00:00+08:00`), Date.now()));

export async function seedReportingPanel(db: Db, panel: readonly PanelUnit[]): Promise<void> {
  const today = beijingToday(Date.now());
  const lastMonth = shiftMonth(today.slice(0, 7), -1);
  const firstYear = Number(today.slice(0, 4)) - 1;
  const until = `${Number(today.slice(0, 4)) + 1}-12-31`;
  for (const [n, u] of panel.entries()) {
    const body = `91${u.province}0000PANEL${String(n).padStart(4, '0')}`;
    const [unit] = await db
      .insert(t.enterprises)
      .values({
        unitName: u.unitName,
        taxId: body + usccCheckChar(body),
        contactPerson: u.head,
        email: `stat${n + 1}@panel.example.cn`,
        phone: `1391000${String(n).padStart(4, '0')}`,
        auditStatus: AUDIT_STATUS.passed,
        isMember: true,
        memberSince: new Date(`${firstYear - 3}-03-01T00:00:00+08:00`),
        memberUntil: until,
      })
      .returning({ id: t.enterprises.id });
    const header = {
      unitHead: u.head,
      filler: u.head,
      statisticsHead: u.head,
      phone: '010-68880000',
    };
    const rows: (typeof t.reports.$inferInsert)[] = [];
    for (let year = firstYear; year <= Number(lastMonth.slice(0, 4)); year++) {
      const sums = new Map<IndicatorCode, number>();
      // Each product's output so far this year, in pieces and in tenths of 10,000 yuan.
      const made = new Map<string, number>();
      const madeValue = new Map<string, number>();
      const months = monthsOf(year).filter((m) => m <= lastMonth);
      months.forEach((period, i) => {
        const figures = monthFigures(u, n, period);
        const monthRows = ECONOMIC_INDICATORS.map(({ code }) => {
          sums.set(code, (sums.get(code) ?? 0) + figures[code]);
          // Employees are an average over the months so far, the others a sum.
          const cumulative =
            code === 'employees' ? Math.round(sums.get(code)! / (i + 1)) : sums.get(code)! / 10;
          const thisMonth = code === 'employees' ? figures[code] : figures[code] / 10;
          return { code, thisMonth, cumulative };
        });
        rows.push(report(unit!.id, 'economyMonth', period, monthRows, header));
        const productRows = productsOf(u, n).map((p) => {
          const value = Math.round((figures.outputValue / 10) * p.share * 10) / 10;
          const output = Math.max(1, Math.round(value / p.unitPrice));
          const key = `product:${p.code}`;
          made.set(key, (made.get(key) ?? 0) + output);
          madeValue.set(key, (madeValue.get(key) ?? 0) + tenths(value));
          return {
            productCode: p.code,
            modelSpec: p.model,
            unitPrice: p.unitPrice,
            monthlyOutput: output,
            annualOutput: made.get(key)!,
            total: value,
          };
        });
        rows.push(report(unit!.id, 'productMonth', period, productRows, header));
      });
      if (months.length === 12) {
        const yearRows = ECONOMIC_INDICATORS.map(({ code }) => ({
          code,
          thisYear: code === 'employees' ? Math.round(sums.get(code)! / 12) : sums.get(code)! / 10,
        }));
        rows.push(report(unit!.id, 'economyYear', String(year), yearRows, header));
        const productYear = productsOf(u, n).map((p) => ({
          productCode: p.code,
          modelSpec: p.model,
          unitPrice: p.unitPrice,
          annualOutput: made.get(`product:${p.code}`)!,
          total: madeValue.get(`product:${p.code}`)! / 10,
        }));
        rows.push(report(unit!.id, 'productYear', String(year), productYear, header));
      }
    }
    await db.insert(t.reports).values(rows);
  }
}

function report(
  enterpriseId: number,
  kind: ReportKind,
  period: string,
  rows: Record<string, unknown>[],
  header: Record<string, string>,
): typeof t.reports.$inferInsert {
  const at = submittedOn(period.length === 4 ? `${period}-12` : period);
  return {
    enterpriseId,
    kind,
    period,
    header: { ...header, reportDate: at.toISOString().slice(0, 10) },
    rows,
    status: 'submitted',
    submittedAt: at,
    submittedRows: rows,
    updatedAt: at,
  };
}
