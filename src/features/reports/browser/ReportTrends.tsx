/**
 * Trends (chart.js): an economic indicator month by month over a year, this-month and cumulative
 * figures of submitted reports. A member sees its own; staff see every member's sum. A table
 * below the chart gives the same numbers to screen readers.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Locale } from '#shared/constants.ts';
import { beijingToday } from '#shared/format.ts';
import { ECONOMIC_INDICATORS, indicatorName, type IndicatorCode } from '../contract/reports.ts';
import { useTranslations } from '#i18n/index.ts';
import { reportTrend } from './reports.calls.ts';
import { useReady } from '#ui/useReady.ts';
import { IndicatorSelect } from './IndicatorSelect.tsx';
import { IndustryTable } from './IndustryTable.tsx';
import { ProductShares } from './ProductShares.tsx';
import { useIndustry } from './useIndustry.ts';

type Trend = Awaited<ReturnType<typeof reportTrend>>;

export default function ReportTrends({ locale }: { locale: Locale }) {
  const t = useTranslations(locale);
  const ready = useReady();
  const thisYear = Number(beijingToday(Date.now()).slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const [indicator, setIndicator] = useState<IndicatorCode>(ECONOMIC_INDICATORS[0].code);
  const [trend, setTrend] = useState<Trend>();
  const canvas = useRef<HTMLCanvasElement>(null);
  // The industry's published month figures beside a unit's own (staff's trend is the industry).
  const published = useIndustry(year, undefined, 0, ready && trend?.scope === 'own');
  const industry = useMemo(
    () =>
      published?.indicators.find((i) => i.code === indicator)?.months.map((m) => m.thisMonth.value),
    [published, indicator],
  );
  useEffect(
    () =>
      void (
        ready &&
        reportTrend(year, indicator)
          .then(setTrend)
          .catch(() => undefined)
      ),
    [ready, year, indicator],
  );

  useEffect(() => {
    if (!trend || !canvas.current) return;
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    void import('chart.js/auto').then(({ default: Chart }) => {
      if (cancelled || !canvas.current) return;
      chart = new Chart(canvas.current, {
        type: 'line',
        data: {
          labels: trend.months.map((m) => m.slice(5)),
          datasets: [
            {
              label: t('report.col.thisMonth'),
              data: trend.thisMonth,
              borderColor: '#0b5394',
              backgroundColor: '#0b5394',
              spanGaps: true,
            },
            {
              label: t('report.col.cumulative'),
              data: trend.cumulative,
              borderColor: '#e69138',
              backgroundColor: '#e69138',
              spanGaps: true,
            },
            ...(industry?.some((v) => v !== null)
              ? [
                  {
                    label: t('industry.trend'),
                    data: industry,
                    borderColor: '#6aa84f',
                    backgroundColor: '#6aa84f',
                    borderDash: [6, 4],
                    yAxisID: 'industry',
                    spanGaps: false,
                  },
                ]
              : []),
          ],
        },
        options: {
          responsive: true,
          maintainAspectRatio: false,
          scales: {
            y: { beginAtZero: true },
            // The industry is many units' sum: its own scale, on the right.
            ...(industry && { industry: { beginAtZero: true, position: 'right' as const } }),
          },
          plugins: {
            title: { display: true, text: `${indicatorName(locale, indicator)} · ${year}` },
          },
        },
      });
    });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [trend, industry, locale, indicator, year, t]);

  if (!ready) return null;
  return (
    <section className="space-y-4 rounded-lg bg-white p-6 shadow-sm">
      <div className="flex flex-wrap gap-4 text-sm">
        <label>
          {t('report.year')}{' '}
          <select
            className="rounded border border-gray-300 px-2 py-1"
            value={year}
            onChange={(e) => setYear(Number(e.target.value))}
          >
            {Array.from({ length: 5 }, (_, i) => thisYear - i).map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </label>
        <IndicatorSelect
          locale={locale}
          label={t('report.col.indicator')}
          value={indicator}
          onChange={setIndicator}
          selectClassName="rounded border border-gray-300 px-2 py-1"
        />
        {trend && (
          <span className="self-center text-gray-500">{t(`report.scope.${trend.scope}`)}</span>
        )}
      </div>
      {trend && trend.thisMonth.every((v) => v === null) && (
        <p role="status" className="rounded bg-gray-50 p-4 text-sm text-gray-600">
          {t('report.noTrend')}
        </p>
      )}
      {/* The box sets the chart's size: on a phone a 2:1 chart would leave the lines a strip
          below the legend, so it is as tall as it needs to be read. */}
      <div
        className="relative h-80 sm:h-auto sm:aspect-[2/1]"
        data-trend-chart
        hidden={!trend || trend.thisMonth.every((v) => v === null)}
      >
        <canvas
          ref={canvas}
          role="img"
          aria-label={`${indicatorName(locale, indicator)} · ${year}`}
        />
      </div>
      {trend && trend.thisMonth.some((v) => v !== null) && (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[40rem] text-xs text-gray-600" data-trend-table>
            <caption className="sr-only">{indicatorName(locale, indicator)}</caption>
            <thead className="bg-gray-50">
              <tr>
                <th scope="col" className="p-1 text-left">
                  {t('report.period')}
                </th>
                {trend.months.map((m) => (
                  <th key={m} scope="col" className="p-1 text-right">
                    {m.slice(5)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row" className="text-left">
                  {t('report.col.thisMonth')}
                </th>
                {trend.thisMonth.map((v, i) => (
                  <td key={i} className="p-1 text-right">
                    {v ?? '—'}
                  </td>
                ))}
              </tr>
              <tr>
                <th scope="row" className="text-left">
                  {t('report.col.cumulative')}
                </th>
                {trend.cumulative.map((v, i) => (
                  <td key={i} className="p-1 text-right">
                    {v ?? '—'}
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </div>
      )}
      <IndustryTable locale={locale} year={year} indicator={indicator} />
      <ProductShares locale={locale} year={year} />
    </section>
  );
}
