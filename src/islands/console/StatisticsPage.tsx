/**
 * The statistics desk: the industry figures of a year, every one (withheld ones marked) or as
 * members and the public see them; the periods published, each with its bulletin; and publishing
 * the next month, or a year once its December is out. The page puts three features together (the
 * desk is the statistics', the figures' views the reports', the rebuild's progress the content
 * editor's), so it lives with the console's pages.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { beijingMinute, beijingToday } from '#shared/format.ts';
import { type IndicatorCode, shiftMonth } from '#features/reports/contract/reports.ts';
import { localePath } from '#shared/routes.ts';
import type { IndustryView } from '#features/statistics/contract/statistics.contract.ts';
import { ApiError } from '#client/errors.ts';
import { confirm, toast } from '#client/stores/feedback.ts';
import {
  $figuresVersion,
  $publications,
  loadPublications,
  publishPeriod,
} from '#features/statistics/browser/statistics-desk.store.ts';
import { Button } from '#ui/Button.tsx';
import { IndicatorSelect } from '#features/reports/browser/IndicatorSelect.tsx';
import { IndustryTable } from '#features/reports/browser/IndustryTable.tsx';
import { ProductShares } from '#features/reports/browser/ProductShares.tsx';
import { useRebuild } from '#features/content/browser/BuildProgress.tsx';
import { useConsole } from '#ui/console/context.ts';
import { Panel } from '#ui/console/Panel.tsx';
import { Permitted } from '#ui/console/Permitted.tsx';
import type { ConsolePageProps } from '#ui/console/page.ts';

const field = 'rounded border border-gray-300 bg-white px-2 py-1.5 text-sm';

function PublishForm() {
  const { t } = useConsole();
  const lastMonth = shiftMonth(beijingToday(Date.now()).slice(0, 7), -1);
  const [period, setPeriod] = useState(lastMonth);
  const [busy, setBusy] = useState(false);
  const rebuild = useRebuild();
  const lastYear = String(Number(beijingToday(Date.now()).slice(0, 4)) - 1);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const ok = await confirm({
      title: t('console.statistics.publishTitle'),
      message: t('console.statistics.confirm', { period }),
      confirmText: t('console.statistics.publish'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    setBusy(true);
    rebuild.begin();
    try {
      toast('success', await publishPeriod(period));
      rebuild.started();
    } catch (err) {
      // The refusal was already shown.
      if (!(err instanceof ApiError)) throw err;
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      onSubmit={submit}
      aria-label={t('console.statistics.publishTitle')}
      className="flex flex-wrap items-end gap-3"
    >
      <label className="flex flex-col text-sm text-gray-700">
        {t('console.statistics.month')}
        <input
          type="month"
          value={period.length === 7 ? period : ''}
          max={lastMonth}
          onChange={(e) => setPeriod(e.target.value)}
          className={field}
        />
      </label>
      <Button type="submit" disabled={busy || !period}>
        {t('console.statistics.publish')} {period}
      </Button>
      <Button type="button" variant="secondary" onClick={() => setPeriod(lastYear)}>
        {t('bulletin.annualOf', { year: lastYear })}
      </Button>
      {rebuild.progress && <div className="w-full">{rebuild.progress}</div>}
    </form>
  );
}

function Publications() {
  const { t, locale } = useConsole();
  const published = useStore($publications);
  if (!published) return null;
  if (published.length === 0)
    return <p className="text-sm text-gray-500">{t('console.statistics.none')}</p>;
  return (
    <ul className="flex flex-wrap gap-2 text-sm" data-publications>
      {published.map((p) => (
        <li key={p.period} className="rounded border border-gray-200 px-2 py-1">
          <a
            className="text-brand-700 hover:underline"
            href={localePath(locale, `/statistics/bulletin/${p.period}`)}
          >
            {p.period}
          </a>
          <span className="ml-2 text-xs text-gray-500">{beijingMinute(p.publishedAt)}</span>
        </li>
      ))}
    </ul>
  );
}

export default function StatisticsPage({ page }: ConsolePageProps) {
  const { t, locale } = useConsole();
  const version = useStore($figuresVersion);
  const [year, setYear] = useState(Number(beijingToday(Date.now()).slice(0, 4)));
  const [indicator, setIndicator] = useState<IndicatorCode>('revenue');
  const [view, setView] = useState<IndustryView>('all');
  useEffect(() => {
    void loadPublications().catch(() => undefined);
  }, []);
  const years = Array.from(
    { length: 5 },
    (_, i) => Number(beijingToday(Date.now()).slice(0, 4)) - i,
  );
  return (
    <div className="space-y-4">
      <Panel title={page.title}>
        <div className="mt-3 flex flex-wrap items-end gap-3">
          <label className="flex flex-col text-sm text-gray-700">
            {t('console.statistics.year')}
            <select
              value={year}
              onChange={(e) => setYear(Number(e.target.value))}
              className={field}
            >
              {years.map((y) => (
                <option key={y}>{y}</option>
              ))}
            </select>
          </label>
          <IndicatorSelect
            locale={locale}
            label={t('console.statistics.indicator')}
            value={indicator}
            onChange={setIndicator}
            className="flex flex-col text-sm text-gray-700"
            selectClassName={field}
          />
          <label className="flex flex-col text-sm text-gray-700">
            {t('console.statistics.view')}
            <select
              value={view}
              onChange={(e) => setView(e.target.value as IndustryView)}
              className={field}
            >
              <option value="all">{t('console.statistics.viewAll')}</option>
              <option value="published">{t('console.statistics.viewPublished')}</option>
            </select>
          </label>
        </div>
        <div className="mt-4">
          <IndustryTable
            locale={locale}
            year={year}
            indicator={indicator}
            view={view}
            version={version}
          />
        </div>
        <div className="mt-6">
          <ProductShares locale={locale} year={year} view={view} version={version} />
        </div>
      </Panel>
      <Panel title={t('console.statistics.publications')} level={2}>
        <div className="mt-3 space-y-4">
          <Publications />
          <Permitted need="report:statistics:publish">
            <PublishForm />
          </Permitted>
        </div>
      </Panel>
    </div>
  );
}
