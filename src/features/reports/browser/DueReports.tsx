/** The unit's reports still to file: overdue ones first, each with its deadline and its form. */
import { useEffect, useState } from 'react';
import type { Locale } from '#shared/constants.ts';
import { REPORT_PAGE } from '../contract/reports.ts';
import { localePath } from '#shared/routes.ts';
import { useTranslations } from '#i18n/index.ts';
import { reportsDue } from './reports.calls.ts';

type Due = Awaited<ReturnType<typeof reportsDue>>;

export function DueReports({ locale }: { locale: Locale }) {
  const t = useTranslations(locale);
  const [due, setDue] = useState<Due>();
  useEffect(
    () =>
      void reportsDue()
        .then(setDue)
        .catch(() => setDue([])),
    [],
  );
  if (!due) return null;
  if (due.length === 0)
    return (
      <p
        role="status"
        className="rounded-lg bg-green-50 p-4 text-sm text-green-900"
        data-due="none"
      >
        {t('report.due.none')}
      </p>
    );
  const overdue = due.filter((d) => d.state === 'overdue').length;
  return (
    <section aria-labelledby="due-title" className="rounded-lg bg-white p-6 shadow-sm" data-due>
      <h2 id="due-title" className="mb-1 font-semibold text-brand-700">
        {t('report.due.title')}
      </h2>
      <p className="mb-3 text-sm text-gray-600">
        {t('report.due.summary', { count: due.length, overdue })}
      </p>
      <ul className="divide-y divide-gray-100 text-sm">
        {due.slice(0, 8).map((d) => (
          <li
            key={`${d.kind}${d.period}`}
            className="flex flex-wrap items-center gap-x-3 py-1.5"
            data-due-state={d.state}
          >
            <a
              className="text-brand-600 underline"
              href={`${localePath(locale, `/center/${REPORT_PAGE[d.kind]}`)}?period=${d.period}`}
            >
              {t(`center.menu.${d.kind}`)} {d.period}
            </a>
            <span className={d.state === 'overdue' ? 'text-red-700' : 'text-gray-600'}>
              {t(`report.due.${d.state}`, { due: d.due })}
            </span>
          </li>
        ))}
      </ul>
      {due.length > 8 && (
        <p className="mt-2 text-xs text-gray-500">
          {t('report.due.more', { count: due.length - 8 })}
        </p>
      )}
    </section>
  );
}
