/**
 * The industry beside the unit's own figures: for the chosen indicator, each month's sum over the
 * units that filed, how many they were, and the change on the month and on the year before. A
 * figure the association withholds (too few units, one dominating, or one that would give such a
 * figure away) says so instead of a number; staff see it, marked.
 */
import { Check } from 'lucide-react';
import type { Locale } from '#shared/constants.ts';
import { numberText, rateText } from '#features/statistics/contract/figures.ts';
import type { Figure, IndustryView } from '#features/statistics/contract/statistics.contract.ts';
import { type IndicatorCode, indicatorName, indicatorUnitKey } from '../contract/reports.ts';
import { useTranslations } from '#i18n/index.ts';
import { downloadIndustryWorkbook } from './reports.calls.ts';
import { useIndustry } from './useIndustry.ts';

export function IndustryTable(props: {
  locale: Locale;
  year: number;
  indicator: IndicatorCode;
  /** Staff may ask for what members see; a new `version` reads the figures again. */
  view?: IndustryView;
  version?: number;
}) {
  const { locale, year, indicator, view, version } = props;
  const t = useTranslations(locale);
  const figures = useIndustry(year, view, version);
  const row = figures?.indicators.find((i) => i.code === indicator);
  if (!figures || !row) return null;
  const isOut = (period: string) => figures.published.includes(period);
  const cell = (f: Figure, period: string) =>
    f.value === null ? (
      f.suppressed ? (
        <span title={t('industry.withheldWhy')}>{t('industry.withheld')}</span>
      ) : figures.view === 'published' && !isOut(period) ? (
        <span className="text-gray-600">{t('industry.notPublished')}</span>
      ) : (
        '—'
      )
    ) : (
      <>
        {numberText(locale, f.value)}
        {f.suppressed && (
          <span className="ml-1 text-amber-700" title={t('industry.withheldWhy')}>
            ({t('industry.withheld')})
          </span>
        )}
      </>
    );
  return (
    <section aria-labelledby="industry-title" className="space-y-2" data-industry={figures.view}>
      <h2 id="industry-title" className="font-semibold text-brand-700">
        {t('industry.title', { indicator: indicatorName(locale, indicator), year })}
      </h2>
      <p className="text-xs text-gray-500">
        {t(`industry.view.${figures.view}`)}{' '}
        {t('industry.unit', { unit: t(indicatorUnitKey(indicator)) })}{' '}
        <button
          type="button"
          className="text-brand-700 hover:underline"
          onClick={() => void downloadIndustryWorkbook(year, view).catch(() => undefined)}
        >
          {t('industry.download')}
        </button>
      </p>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[36rem] text-right text-xs" data-industry-table>
          <thead className="bg-gray-50 text-gray-600">
            <tr>
              <th scope="col" className="p-1 text-left">
                {t('report.period')}
              </th>
              <th scope="col" className="p-1">
                {t('industry.thisMonth')}
              </th>
              <th scope="col" className="p-1">
                {t('industry.units')}
              </th>
              <th scope="col" className="p-1">
                {t('industry.monthOnMonth')}
              </th>
              <th scope="col" className="p-1">
                {t('industry.yearOnYear')}
              </th>
              <th scope="col" className="p-1">
                {t('industry.cumulative')}
              </th>
            </tr>
          </thead>
          <tbody>
            {row.months.map((m) => (
              <tr
                key={m.period}
                data-period={m.period}
                data-suppressed={m.thisMonth.suppressed}
                data-published={isOut(m.period)}
              >
                <th scope="row" className="p-1 text-left font-normal">
                  {m.period}
                  {figures.view === 'all' && isOut(m.period) && (
                    <span className="ml-1 text-green-700" title={t('industry.publishedMark')}>
                      <Check aria-hidden="true" className="inline h-3 w-3" />
                      <span className="sr-only">{t('industry.publishedMark')}</span>
                    </span>
                  )}
                </th>
                <td className="p-1">{cell(m.thisMonth, m.period)}</td>
                <td className="p-1">{m.thisMonth.units ?? '—'}</td>
                <td className="p-1">{rateText(m.monthOnMonth)}</td>
                <td className="p-1">{rateText(m.yearOnYear)}</td>
                <td className="p-1">{cell(m.cumulative, m.period)}</td>
              </tr>
            ))}
            <tr
              data-period={String(year)}
              data-published={isOut(String(year))}
              className="border-t border-gray-200"
            >
              <th scope="row" className="p-1 text-left font-normal">
                {t('industry.annual')}
              </th>
              <td className="p-1">{cell(row.annual, String(year))}</td>
              <td className="p-1">{row.annual.units ?? '—'}</td>
              <td className="p-1" colSpan={3} />
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}
