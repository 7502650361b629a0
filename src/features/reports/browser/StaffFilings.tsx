/** Secretariat: every unit's reports of a kind and period; open one, or send a submitted one back with the reason. */
import { useCallback, useEffect, useState } from 'react';
import type { Locale } from '#shared/constants.ts';
import { beijingToday, formatDate } from '#shared/format.ts';
import { defaultPeriod, isMonthly, REPORT_KINDS, type ReportKind } from '../contract/reports.ts';
import type { ReportData } from '../contract/reports.contract.ts';
import { useTranslations } from '#i18n/index.ts';
import { reportQueue, reportsMissing, sendReportBack, staffReport } from './reports.calls.ts';
import { toast } from '#client/stores/feedback.ts';
import { Button } from '#ui/Button.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { ReportView } from './ReportView.tsx';
import { Typed } from '#ui/Typed.tsx';
import { typedLang } from '#shared/lang.ts';

type Rows = Awaited<ReturnType<typeof reportQueue>>['rows'];

export function StaffFilings({ locale }: { locale: Locale }) {
  const t = useTranslations(locale);
  const today = beijingToday(Date.now());
  const [kind, setKind] = useState<ReportKind>('economyMonth');
  const [period, setPeriod] = useState(defaultPeriod('economyMonth', today));
  const [rows, setRows] = useState<Rows>();
  const [open, setOpen] = useState<ReportData>();
  const [missing, setMissing] = useState<Awaited<ReturnType<typeof reportsMissing>>>([]);
  const load = useCallback(() => {
    void reportQueue({ kind, period })
      .then((r) => setRows(r.rows))
      .catch(() => setRows([]));
    void reportsMissing(kind, period)
      .then(setMissing)
      .catch(() => setMissing([]));
  }, [kind, period]);
  useEffect(load, [load]);

  const changeKind = (k: ReportKind) => {
    setKind(k);
    setPeriod(defaultPeriod(k, today));
  };
  const sendBack = async (id: number) => {
    const reason =
      (document.getElementById(`reason-${id}`) as HTMLInputElement | null)?.value.trim() ?? '';
    if (!reason) return toast('warning', t('report.reasonRequired'));
    try {
      await sendReportBack(id, reason);
      toast('success', t('report.returned'));
      load();
    } catch {
      /* the request layer showed why */
    }
  };

  return (
    <section className="space-y-4 rounded-lg bg-white p-6 shadow-sm">
      <div className="flex flex-wrap gap-4 text-sm">
        <label>
          {t('report.kind')}{' '}
          <select
            className="rounded border border-gray-300 px-2 py-1"
            value={kind}
            onChange={(e) => changeKind(e.target.value as ReportKind)}
          >
            {REPORT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`center.menu.${k}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('report.period')}{' '}
          <input
            className="rounded border border-gray-300 px-2 py-1"
            type={isMonthly(kind) ? 'month' : 'number'}
            value={period}
            onChange={(e) => e.target.value && setPeriod(e.target.value)}
          />
        </label>
      </div>
      {missing.length > 0 && (
        <div className="rounded bg-amber-50 p-3 text-sm" data-missing>
          <h2 className="font-medium text-amber-900">
            {t('report.missing', { count: missing.length })}
          </h2>
          <p className="mt-1 text-amber-900">
            <Typed text={missing.map((m) => m.unitName).join(t('common.nameSeparator'))} />
          </p>
        </div>
      )}
      {!rows ? (
        <p className="text-gray-500">{t('common.loading')}</p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-gray-500">{t('report.none')}</p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {rows.map((r) => (
            <li key={r.id} className="py-3" data-filing={r.unitName}>
              <div className="flex flex-wrap items-center gap-3">
                <span className="font-medium" lang={typedLang(r.unitName)}>
                  {r.unitName}
                </span>
                <StatusBadge locale={locale} status={r.status} />
                {r.submittedAt && (
                  <span className="text-xs text-gray-500">
                    {formatDate(r.submittedAt, 'YYYY-MM-DD HH:mm')}
                  </span>
                )}
                <Button variant="link" onClick={() => r.id && void staffReport(r.id).then(setOpen)}>
                  {t('report.view')}
                </Button>
              </div>
              {r.status === 'submitted' && r.id && (
                <div className="mt-2 flex gap-2">
                  <input
                    id={`reason-${r.id}`}
                    aria-label={t('report.returnReason')}
                    placeholder={t('report.returnReason')}
                    className="min-w-0 flex-1 rounded border border-gray-300 px-2 py-1 text-sm"
                  />
                  <Button variant="secondary" onClick={() => r.id && void sendBack(r.id)}>
                    {t('report.sendBack')}
                  </Button>
                </div>
              )}
              {open?.id === r.id && <ReportView locale={locale} report={open} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
