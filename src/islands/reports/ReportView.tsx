/** A report read-only, as the secretariat sees it. */
import type { Locale } from '#shared/constants.ts';
import { indicatorName, isEconomic, REPORT_COLUMNS } from '#shared/reports.ts';
import type { ReportData } from '#shared/schemas/report.ts';
import { useTranslations } from '#i18n/index.ts';

export function ReportView({ locale, report }: { locale: Locale; report: ReportData }) {
  const t = useTranslations(locale);
  const economic = isEconomic(report.kind);
  const header = report.header ?? {};
  return (
    <div className="mt-3 rounded border border-gray-200 p-3 text-sm">
      <dl className="mb-3 grid grid-cols-2 gap-x-4 gap-y-1 md:grid-cols-3">
        {['unitHead', 'filler', 'statisticsHead', 'phone', 'reportDate'].map((f) => (
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
    </div>
  );
}
