/**
 * Output value by product category for the newest month of the year with a total to share:
 * each category's value and share as a bar, withheld ones saying so (their shares are not shown).
 */
import { useEffect, useState } from 'react';
import type { Locale } from '#shared/constants.ts';
import { numberText } from '#features/statistics/contract/figures.ts';
import type { Figure, IndustryView } from '#features/statistics/contract/statistics.contract.ts';
import { useTranslations } from '#i18n/index.ts';
import { dictEntries } from '#features/system/browser/public.ts';
import type { IndustryFigures } from './reports.calls.ts';
import { useIndustry } from './useIndustry.ts';

type Labels = Record<string, string>;

/** The newest period (month, then the year) whose total output value is there to share. */
export function sharesOf(products: IndustryFigures['products'], periods: readonly string[]) {
  for (let i = periods.length - 1; i >= 0; i--) {
    const total = products.total[i]!;
    if (total.value === null || total.value <= 0) continue;
    return {
      period: periods[i]!,
      total,
      rows: products.categories.map((c) => {
        const f: Figure = c.figures[i]!;
        return {
          category: c.category,
          figure: f,
          share: f.value === null ? null : f.value / total.value!,
        };
      }),
    };
  }
  return null;
}

export function ProductShares(props: {
  locale: Locale;
  year: number;
  view?: IndustryView;
  version?: number;
}) {
  const { locale, year, view, version } = props;
  const t = useTranslations(locale);
  const figures = useIndustry(year, view, version);
  const [labels, setLabels] = useState<Labels>({});
  useEffect(() => {
    void dictEntries('industry_category')
      .then((rows) =>
        setLabels(
          // The server answers each label in the reader's language.
          Object.fromEntries(rows.map((r) => [r.dictValue, r.dictLabel])),
        ),
      )
      .catch(() => undefined);
  }, []);
  if (!figures) return null;
  const periods = [...figures.indicators[0]!.months.map((m) => m.period), String(year)];
  const shares = sharesOf(figures.products, periods);
  return (
    <section aria-labelledby="shares-title" className="space-y-2" data-product-shares>
      <h2 id="shares-title" className="font-semibold text-brand-700">
        {t('industry.shares.title', { period: shares?.period ?? year })}
      </h2>
      {!shares ? (
        <p className="text-sm text-gray-600">{t('industry.shares.none')}</p>
      ) : (
        <ul className="space-y-1 text-xs">
          {shares.rows.map((r) => (
            <li
              key={r.category}
              className="grid grid-cols-[minmax(0,10rem)_1fr_auto] items-center gap-2"
            >
              <span className="truncate">{labels[r.category] ?? r.category}</span>
              <span className="h-3 rounded bg-gray-100" aria-hidden="true">
                {r.share !== null && (
                  <span
                    className="block h-3 rounded bg-brand-600"
                    style={{ width: `${Math.max(1, Math.round(r.share * 100))}%` }}
                  />
                )}
              </span>
              <span className="text-right tabular-nums" data-category={r.category}>
                {r.figure.suppressed || r.share === null
                  ? t('industry.withheld')
                  : `${numberText(locale, r.figure.value!)} (${Math.round(r.share * 1000) / 10}%)`}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="text-xs text-gray-500">{t('industry.shares.unit')}</p>
    </section>
  );
}
