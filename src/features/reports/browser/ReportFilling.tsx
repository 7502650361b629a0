/**
 * Filling status. A member sees its own year at a glance (every month and the annual reports, each
 * linking to its form); the secretariat sees every unit's filings of a period and can send one back.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { Locale } from '#shared/constants.ts';
import { beijingToday, formatDate } from '#shared/format.ts';
import { hasPermi } from '#shared/permissions.ts';
import { monthsOf, REPORT_PAGE, type ReportKind, type ReportStatus } from '../contract/reports.ts';
import { localePath } from '#shared/routes.ts';
import { useTranslations } from '#i18n/index.ts';
import { $session } from '#client/stores/session.ts';
import { myReports } from './reports.calls.ts';
import { useReady } from '#ui/useReady.ts';
import { StatusBadge } from './StatusBadge.tsx';
import { StaffFilings } from './StaffFilings.tsx';
import { DueReports } from './DueReports.tsx';

export default function ReportFilling({ locale }: { locale: Locale }) {
  const ready = useReady();
  const { permissions } = useStore($session);
  if (!ready) return null;
  return hasPermi(permissions, 'report:statistics:view') ? (
    <StaffFilings locale={locale} />
  ) : (
    <div className="space-y-4">
      {hasPermi(permissions, 'report:own:submit') ? (
        <DueReports locale={locale} />
      ) : (
        <NotMember locale={locale} />
      )}
      <OwnFilings locale={locale} />
    </div>
  );
}

/** A unit that may not file (its membership lapsed) still reads what it filed, and why. */
function NotMember({ locale }: { locale: Locale }) {
  const t = useTranslations(locale);
  return (
    <p role="status" className="rounded-lg bg-amber-50 p-4 text-sm text-amber-900" data-not-member>
      {t('report.notMember')}
    </p>
  );
}

function OwnFilings({ locale }: { locale: Locale }) {
  const t = useTranslations(locale);
  const thisYear = Number(beijingToday(Date.now()).slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const [filed, setFiled] =
    useState<
      { kind: string; period: string; status: ReportStatus | null; submittedAt: string | null }[]
    >();
  useEffect(
    () =>
      void myReports(year)
        .then(setFiled)
        .catch(() => setFiled([])),
    [year],
  );
  const statusOf = (kind: ReportKind, period: string) =>
    filed?.find((f) => f.kind === kind && f.period === period);
  const link = (kind: ReportKind, period: string) =>
    `${localePath(locale, `/center/${REPORT_PAGE[kind]}`)}?period=${period}`;
  const cell = (kind: ReportKind, period: string) => {
    const f = statusOf(kind, period);
    return (
      <td className="p-2">
        <a href={link(kind, period)}>
          <StatusBadge locale={locale} status={f?.status} />
          <span className="sr-only">
            {' '}
            {t(`center.menu.${kind}`)} {period}
          </span>
        </a>
        {f?.submittedAt && (
          <span className="ml-2 text-xs text-gray-500">{formatDate(f.submittedAt)}</span>
        )}
      </td>
    );
  };
  return (
    <section className="rounded-lg bg-white p-6 shadow-sm">
      <label className="mb-4 block text-sm">
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
      {!filed ? (
        <p className="text-gray-500">{t('common.loading')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm" data-filling-year={year}>
            <thead className="bg-gray-50 text-left">
              <tr>
                <th className="p-2">{t('report.period')}</th>
                <th className="p-2">{t('center.menu.economyMonth')}</th>
                <th className="p-2">{t('center.menu.productMonth')}</th>
              </tr>
            </thead>
            <tbody>
              {monthsOf(year)
                .filter((m) => m <= beijingToday(Date.now()).slice(0, 7))
                .map((m) => (
                  <tr key={m} className="border-t border-gray-100" data-period={m}>
                    <th scope="row" className="p-2 text-left font-normal">
                      {m}
                    </th>
                    {cell('economyMonth', m)}
                    {cell('productMonth', m)}
                  </tr>
                ))}
              <tr className="border-t-2 border-gray-200 bg-gray-50 text-left">
                <th className="p-2">{t('report.year')}</th>
                <th className="p-2">{t('center.menu.economyYear')}</th>
                <th className="p-2">{t('center.menu.productYear')}</th>
              </tr>
              <tr className="border-t border-gray-100" data-period={year}>
                <th scope="row" className="p-2 text-left font-normal">
                  {t('report.annual', { year })}
                </th>
                {cell('economyYear', String(year))}
                {cell('productYear', String(year))}
              </tr>
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
