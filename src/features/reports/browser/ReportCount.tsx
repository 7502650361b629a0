/** Count (staff): how many members filed each report for a month, and the economic totals of that month. */
import { useEffect, useState } from 'react';
import type { Locale } from '#shared/constants.ts';
import { beijingToday } from '#shared/format.ts';
import { defaultPeriod, indicatorName, indicatorUnitKey } from '../contract/reports.ts';
import { useTranslations } from '#i18n/index.ts';
import { reportCount } from './reports.calls.ts';
import { useReady } from '#ui/useReady.ts';

type Count = Awaited<ReturnType<typeof reportCount>>;

export default function ReportCount({ locale }: { locale: Locale }) {
  const t = useTranslations(locale);
  const ready = useReady();
  const [period, setPeriod] = useState(defaultPeriod('economyMonth', beijingToday(Date.now())));
  const [count, setCount] = useState<Count>();
  useEffect(
    () =>
      void (
        ready &&
        reportCount(period)
          .then(setCount)
          .catch(() => undefined)
      ),
    [ready, period],
  );
  if (!ready) return null;
  return (
    <section className="space-y-6 rounded-lg bg-white p-6 shadow-sm">
      <label className="block text-sm">
        {t('report.period')}{' '}
        <input
          type="month"
          className="rounded border border-gray-300 px-2 py-1"
          value={period}
          onChange={(e) => e.target.value && setPeriod(e.target.value)}
        />
      </label>
      {count && (
        <>
          <div className="overflow-x-auto">
            <table className="w-full text-sm" data-count-table>
              <caption className="mb-2 text-left font-semibold">
                {t('report.count.members', { count: count.members })}
              </caption>
              <thead className="bg-gray-50 text-left">
                <tr>
                  <th className="p-2">{t('report.kind')}</th>
                  <th className="p-2">{t('report.period')}</th>
                  <th className="p-2">{t('report.status.submitted')}</th>
                  <th className="p-2">{t('report.count.notYet')}</th>
                </tr>
              </thead>
              <tbody>
                {count.kinds.map((k) => (
                  <tr key={k.kind} className="border-t border-gray-100" data-kind={k.kind}>
                    <th scope="row" className="p-2 text-left font-normal">
                      {t(`center.menu.${k.kind}`)}
                    </th>
                    <td className="p-2">{k.period}</td>
                    <td className="p-2">{k.submitted}</td>
                    <td className="p-2">{Math.max(count.members - k.submitted, 0)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="mb-2 text-left font-semibold">{t('report.count.totals')}</caption>
              <thead className="bg-gray-50 text-left">
                <tr>
                  <th className="p-2">{t('report.col.indicator')}</th>
                  <th className="p-2">{t('report.col.unit')}</th>
                  <th className="p-2 text-right">{t('report.col.thisMonth')}</th>
                  <th className="p-2 text-right">{t('report.col.cumulative')}</th>
                </tr>
              </thead>
              <tbody>
                {count.totals.map((r) => {
                  return (
                    <tr key={r.code} className="border-t border-gray-100">
                      <th scope="row" className="p-2 text-left font-normal">
                        {indicatorName(locale, r.code)}
                      </th>
                      <td className="p-2">{t(indicatorUnitKey(r.code))}</td>
                      <td className="p-2 text-right">{r.thisMonth}</td>
                      <td className="p-2 text-right">{r.cumulative}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
