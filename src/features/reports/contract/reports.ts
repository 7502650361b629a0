/**
 * Statistics reports: economic reports list fixed indicators, product reports list the
 * unit's products. Monthly reports are for a month (YYYY-MM), annual ones for a year (YYYY).
 */
export {
  REPORT_KINDS,
  REPORT_STATUS,
  type ReportKind,
  type ReportStatus,
} from '#shared/vocabulary.ts';
import type { ReportKind } from '#shared/vocabulary.ts';

/** The people and day a report names above its figures, in the order forms and workbooks show them. */
export const REPORT_HEADER_FIELDS = [
  'unitHead',
  'filler',
  'statisticsHead',
  'phone',
  'reportDate',
] as const;

/** The numeric columns of each kind's rows: all required, numbers, not negative. */
export const REPORT_COLUMNS: Record<ReportKind, readonly string[]> = {
  economyMonth: ['thisMonth', 'cumulative'],
  economyYear: ['thisYear'],
  productMonth: ['unitPrice', 'monthlyOutput', 'annualOutput', 'total'],
  productYear: ['unitPrice', 'annualOutput', 'total'],
};

export const isMonthly = (kind: ReportKind) => kind.endsWith('Month');
export const isEconomic = (kind: ReportKind) => kind.startsWith('economy');
/** The centre page of each kind. */
export const REPORT_PAGE: Record<ReportKind, string> = {
  economyMonth: 'economy-month',
  economyYear: 'economy-year',
  productMonth: 'product-month',
  productYear: 'product-year',
};

/** The indicators of the economic reports, in the order the form shows them. */
export const ECONOMIC_INDICATORS = [
  {
    code: 'outputValue',
    name: '工业总产值',
    nameEn: 'Gross industrial output value',
    unit: 'tenThousandYuan',
  },
  {
    code: 'salesOutput',
    name: '工业销售产值',
    nameEn: 'Industrial sales output value',
    unit: 'tenThousandYuan',
  },
  { code: 'revenue', name: '营业收入', nameEn: 'Operating revenue', unit: 'tenThousandYuan' },
  {
    code: 'exportValue',
    name: '出口交货值',
    nameEn: 'Export delivery value',
    unit: 'tenThousandYuan',
  },
  { code: 'taxes', name: '应交税金总额', nameEn: 'Taxes payable', unit: 'tenThousandYuan' },
  { code: 'rdExpense', name: '研发费用', nameEn: 'R&D expenditure', unit: 'tenThousandYuan' },
  {
    code: 'newOrders',
    name: '新签合同额',
    nameEn: 'New contracts signed',
    unit: 'tenThousandYuan',
  },
  {
    code: 'employees',
    name: '从业人员平均人数',
    nameEn: 'Average number of employees',
    unit: 'persons',
  },
] as const;
export type IndicatorCode = (typeof ECONOMIC_INDICATORS)[number]['code'];

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const YEAR = /^\d{4}$/;

/** Is `period` a valid period of the kind, and not in the future of `today` (YYYY-MM-DD)? */
export function periodAllowed(kind: ReportKind, period: string, today: string): boolean {
  if (isMonthly(kind) ? !MONTH.test(period) : !YEAR.test(period)) return false;
  if (period < '2000') return false;
  return period <= today.slice(0, isMonthly(kind) ? 7 : 4);
}

/** The month `by` months from `period` (YYYY-MM): `2026-01`, -1 → `2025-12`. */
export function shiftMonth(period: string, by: number): string {
  const n = Number(period.slice(0, 4)) * 12 + Number(period.slice(5, 7)) - 1 + by;
  return `${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`;
}

/** The period a unit would normally file now: last month, or last year. */
export function defaultPeriod(kind: ReportKind, today: string): string {
  if (!isMonthly(kind)) return String(Number(today.slice(0, 4)) - 1);
  return shiftMonth(today.slice(0, 7), -1);
}

/** The twelve monthly periods of a year. */
export const monthsOf = (year: number) =>
  Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);

/** An indicator's name in the reader's language (the code itself for an unknown one). */
export function indicatorName(locale: 'zh' | 'en', code: unknown): string {
  const i = ECONOMIC_INDICATORS.find((x) => x.code === code);
  return i ? (locale === 'en' ? i.nameEn : i.name) : String(code);
}

/** The i18n key of an indicator's unit. */
export const indicatorUnitKey = (code: unknown) =>
  `report.unit.${ECONOMIC_INDICATORS.find((x) => x.code === code)?.unit ?? 'tenThousandYuan'}`;
