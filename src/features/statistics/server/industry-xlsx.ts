/**
 * A year's industry figures as a spreadsheet: one row per indicator and month (and the annual
 * figure), as the reader may see them: members the published figures, withheld ones saying so;
 * staff every figure with a column saying which are withheld from others.
 */
import type { Translate } from '#i18n/index.ts';
import type { Locale } from '#shared/constants.ts';
import { indicatorName, indicatorUnitKey } from '#features/reports/contract/reports.ts';
import type { Figure, IndustryYear } from '../contract/statistics.contract.ts';
import type { Cell, SheetSpec } from '#server/export/xlsx.ts';

export function industrySheet(table: IndustryYear, t: Translate, locale: Locale): SheetSpec {
  const staff = table.view === 'all';
  const value = (f: Figure): Cell =>
    f.value ?? (f.suppressed ? t('industry.withheld') : table.view === 'all' ? null : '');
  const rows: Cell[][] = table.indicators.flatMap((i) => {
    const name = indicatorName(locale, i.code);
    const unit = t(indicatorUnitKey(i.code));
    const line = (period: string, f: Figure, rest: Cell[]): Cell[] => [
      name,
      unit,
      period,
      value(f),
      f.units,
      ...rest,
      ...(staff
        ? [
            f.suppressed ? t('industry.withheld') : '',
            table.published.includes(period) ? t('industry.publishedMark') : '',
          ]
        : []),
    ];
    return [
      ...i.months.map((m) =>
        line(m.period, m.thisMonth, [m.monthOnMonth, m.yearOnYear, value(m.cumulative)]),
      ),
      line(String(table.year), i.annual, [null, null, null]),
    ];
  });
  // Output value by product category and code, and in all: each month, then the year.
  const periods = [...(table.indicators[0]?.months.map((m) => m.period) ?? []), String(table.year)];
  const productLines = (name: string, figures: readonly Figure[]) =>
    figures.map((f, i) => line2(name, periods[i]!, f));
  const line2 = (name: string, period: string, f: Figure): Cell[] => [
    name,
    t('report.unit.tenThousandYuan'),
    period,
    value(f),
    f.units,
    null,
    null,
    null,
    ...(staff ? [f.suppressed ? t('industry.withheld') : '', ''] : []),
  ];
  rows.push(
    ...productLines(t('industry.products.total'), table.products.total),
    ...table.products.categories.flatMap((c) =>
      productLines(t('industry.products.category', { category: c.category }), c.figures),
    ),
    ...table.products.codes.flatMap((c) =>
      productLines(t('industry.products.code', { code: c.code }), c.figures),
    ),
  );
  const headers = [
    t('report.col.indicator'),
    t('report.col.unit'),
    t('report.period'),
    t('industry.thisMonth'),
    t('industry.units'),
    `${t('industry.monthOnMonth')} %`,
    `${t('industry.yearOnYear')} %`,
    t('industry.cumulative'),
    ...(staff ? [t('industry.withheld'), t('industry.publishedMark')] : []),
  ];
  return {
    sheet: String(table.year),
    headers,
    widths: [26, 10, 10, 16, 10, 12, 12, 16, 10, 10],
    batches: (async function* () {
      yield rows;
    })(),
  };
}
