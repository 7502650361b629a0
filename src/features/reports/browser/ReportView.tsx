/** A report read-only, as the secretariat sees it. */
import type { Locale } from '#shared/constants.ts';
import {
  indicatorName,
  isEconomic,
  REPORT_COLUMNS,
  REPORT_HEADER_FIELDS,
} from '../contract/reports.ts';
import type { ReportData } from '../contract/reports.contract.ts';
import { useTranslations } from '#i18n/index.ts';
import { beijingMinute } from '#shared/format.ts';
import { downloadStaffReportWorkbook } from './reports.calls.ts';

export function ReportView({ locale, report }: { locale: Locale; report: ReportData }) {
  const t = useTranslations(locale);
  const economic = isEconomic(report.kind);
  const header = report.header ?? {};
  return (
    <div className="mt-3 rounded border border-gray-200 p-3 text-sm">
      {report.id !== null && (
        <button
          type="button"
          className="float-right text-brand-700 hover:underline"
          onClick={() => void downloadStaffReportWorkbook(report.id!).catch(() => undefined)}
        >
          {t('report.xlsx.download')}
        </button>
      )}
      <dl className="mb-3 grid grid-cols-2 gap-x-4 gap-y-1 md:grid-cols-3">
        {REPORT_HEADER_FIELDS.map((f) => (
          <div key={f}>
            <dt className="inline text-gray-500">
              {t('common.labelled', { label: t(`report.header.${f}`) })}
            </dt>
            <dd className="inline">{String(header[f] ?? '')}</dd>
          </div>
        ))}
      </dl>
      <div className="overflow-x-auto">
        <table className="w-full">
          <thead className="bg-gray-50 text-left">
            <tr>
              {economic ? (
                <th className="p-1">{t('report.col.indicator')}</th>
              ) : (
                <>
                  <th className="p-1">{t('report.col.productCode')}</th>
                  <th className="p-1">{t('report.col.modelSpec')}</th>
                </>
              )}
              {REPORT_COLUMNS[report.kind].map((c) => (
                <th key={c} className="p-1 text-right">
                  {t(`report.col.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {report.rows.map((r, i) => (
              <tr key={i} className="border-t border-gray-100">
                {economic ? (
                  <td className="p-1">{indicatorName(locale, r.code)}</td>
                ) : (
                  <>
                    <td className="p-1">{String(r.productCode)}</td>
                    <td className="p-1">{String(r.modelSpec ?? '')}</td>
                  </>
                )}
                {REPORT_COLUMNS[report.kind].map((c) => (
                  <td key={c} className="p-1 text-right">
                    {String(r[c] ?? '')}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {report.explanation && (
        <p className="mt-3 rounded bg-amber-50 p-2 text-amber-900" data-explanation>
          {t('common.labelled', { label: t('report.explanation') })}
          {report.explanation}
        </p>
      )}
      {report.changes?.[0] && (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full min-w-[36rem] text-xs" data-report-changes>
            <caption className="text-left font-medium text-gray-700">{t('report.changes')}</caption>
            <thead className="bg-gray-50 text-left text-gray-600">
              <tr>
                <th className="p-1">{t('report.change.figure')}</th>
                <th className="p-1 text-right">{t('report.change.before')}</th>
                <th className="p-1 text-right">{t('report.change.after')}</th>
                <th className="p-1">{t('report.change.by')}</th>
                <th className="p-1">{t('report.change.at')}</th>
                <th className="p-1">{t('report.explanation')}</th>
              </tr>
            </thead>
            <tbody>
              {report.changes.map((c, i) => {
                // `revenue.thisMonth`, or `code|model|n.total` for a product.
                const dot = c.figure.lastIndexOf('.');
                const [code = '', model = ''] = c.figure.slice(0, dot).split('|');
                const row = economic ? indicatorName(locale, code) : `${code} ${model}`.trim();
                const column = c.figure.slice(dot + 1);
                return (
                  <tr key={i} className="border-t border-gray-100">
                    <td className="p-1">
                      {row} · {t(`report.col.${column}`)}
                    </td>
                    <td className="p-1 text-right">{c.before ?? '—'}</td>
                    <td className="p-1 text-right">{c.after ?? '—'}</td>
                    <td className="p-1">{c.by}</td>
                    <td className="p-1">{beijingMinute(c.at)}</td>
                    <td className="p-1">{c.explanation ?? ''}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
