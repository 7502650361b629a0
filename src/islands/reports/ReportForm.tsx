/** One statistics report: pick the period, fill the header and rows, save (change) or submit (report out). */
import { useEffect, useState } from 'react';
import type { Locale } from '#shared/constants.ts';
import { beijingToday } from '#shared/format.ts';
import { defaultPeriod, isMonthly, periodAllowed, type ReportKind } from '#shared/reports.ts';
import { draftHeader, reportHeader, reportRows, type ReportData } from '#shared/schemas/report.ts';
import { useTranslations } from '#i18n/index.ts';
import { getReport, saveReport } from '#client/calls/reports.ts';
import { confirm, toast } from '#client/stores/feedback.ts';
import { ApiError } from '#client/errors.ts';
import { Button } from '#ui/Button.tsx';
import { Field } from '#ui/Field.tsx';
import { firstIssues, type FieldErrors } from '#ui/useForm.ts';
import { useReady } from '../center/useReady.ts';
import { PeriodPicker } from './PeriodPicker.tsx';
import { ReportTable } from './ReportTable.tsx';
import { StatusBadge } from './StatusBadge.tsx';

type Header = Record<'unitHead' | 'filler' | 'statisticsHead' | 'phone' | 'reportDate', string>;
const HEADER_FIELDS = ['unitHead', 'filler', 'statisticsHead', 'phone', 'reportDate'] as const;

export default function ReportForm({ locale, kind }: { locale: Locale; kind: ReportKind }) {
  const t = useTranslations(locale);
  const ready = useReady();
  const today = beijingToday(Date.now());
  const [period, setPeriod] = useState(() => initialPeriod(kind, today));
  const [report, setReport] = useState<ReportData>();
  const [header, setHeader] = useState<Header>(blankHeader(today));
  const [rows, setRows] = useState<Record<string, unknown>[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  // Typed but not saved: switching the period asks first, so a slip never throws work away.
  const [dirty, setDirty] = useState(false);
  const edit =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setDirty(true);
    };
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    addEventListener('beforeunload', warn);
    return () => removeEventListener('beforeunload', warn);
  }, [dirty]);
  const changePeriod = async (p: string) => {
    if (
      dirty &&
      !(await confirm({
        title: t('report.period'),
        message: t('report.unsavedConfirm'),
        confirmText: t('common.confirm'),
        cancelText: t('common.cancel'),
      }))
    )
      return;
    setPeriod(p);
  };

  const load = (p: string) =>
    void getReport({ kind, period: p })
      .then((r) => {
        setReport(r);
        setHeader({ ...blankHeader(today), ...(r.header as Partial<Header> | null) });
        setRows(
          r.rows.map((row) =>
            Object.fromEntries(Object.entries(row).map(([k, v]) => [k, String(v ?? '')])),
          ),
        );
        setErrors({});
        setDirty(false);
      })
      .catch(() => undefined);
  useEffect(() => (ready ? load(period) : undefined), [ready, period]);

  const locked = report?.status === 'submitted';
  const send = async (submit: boolean) => {
    const h = (submit ? reportHeader : draftHeader).safeParse(header);
    const r = reportRows(kind, !submit).safeParse(rows);
    const found = {
      ...(h.success ? {} : firstIssues(h.error, t)),
      ...(r.success ? {} : prefixed(firstIssues(r.error, t))),
    };
    setErrors(found);
    if (Object.keys(found).length) {
      const [field, message] = Object.entries(found)[0]!;
      toast('warning', `${t('common.labelled', { label: fieldName(field) })}${message}`);
      return;
    }
    if (
      submit &&
      !(await confirm({
        title: t('report.submit'),
        message: t('report.submitConfirm'),
        confirmText: t('report.submit'),
        cancelText: t('common.cancel'),
      }))
    )
      return;
    setBusy(true);
    try {
      const saved = await saveReport(
        { kind, period },
        {
          header,
          rows,
          version: report?.version ?? 0,
          submit,
        },
      );
      setReport(saved);
      setDirty(false);
      toast('success', t(submit ? 'report.submitted' : 'report.saved'));
    } catch (err) {
      // A stale version or a locked report: the typed figures stay on screen, nothing is lost.
      if (err instanceof ApiError)
        setErrors(
          Object.fromEntries(
            Object.entries(err.fieldErrors()).map(([k, v]) => [k.replace(/^header\./, ''), v]),
          ),
        );
    } finally {
      setBusy(false);
    }
  };

  /** Where a problem is, in words: "Head of unit", or "Row 3 · This month". */
  const fieldName = (field: string) => {
    const m = field.match(/^rows\.(\d+)\.(\w+)$/);
    return m
      ? `${t('report.product.row', { n: Number(m[1]) + 1 })} · ${t(`report.col.${m[2]}`)}`
      : field.startsWith('rows')
        ? t('report.rows')
        : t(`report.header.${field}`);
  };

  if (!ready) return <p className="text-gray-500">{t('common.loading')}</p>;
  return (
    <form
      className="space-y-4 rounded-lg bg-white p-6 shadow-sm"
      aria-label={t(`center.menu.${kind}`)}
      onSubmit={(e) => {
        e.preventDefault();
        void send(false);
      }}
      noValidate
    >
      <div className="flex flex-wrap items-end gap-4">
        <PeriodPicker
          locale={locale}
          monthly={isMonthly(kind)}
          value={period}
          today={today}
          onChange={(p) => void changePeriod(p)}
        />
        {report && <StatusBadge locale={locale} status={report.status} />}
      </div>
      {report?.status === 'returned' && (
        <p role="status" className="rounded bg-amber-50 p-3 text-sm text-amber-900">
          {t('report.returnedBecause', { reason: report.returnReason ?? '' })}
        </p>
      )}
      {locked && (
        <p role="status" className="rounded bg-brand-50 p-3 text-sm text-brand-800">
          {t('report.lockedHint')}
        </p>
      )}
      <fieldset disabled={!report || locked || busy} className="space-y-4">
        <div className="grid grid-cols-1 gap-x-6 md:grid-cols-3">
          <Field
            label={t('report.header.unit')}
            name="unit"
            value={report?.unitName ?? ''}
            onChange={() => undefined}
            readOnly
          />
          {HEADER_FIELDS.map((f) => (
            <Field
              key={f}
              label={t(`report.header.${f}`)}
              name={f}
              required
              type={f === 'reportDate' ? 'date' : 'text'}
              value={header[f]}
              error={errors[f]}
              onChange={(v) => edit(setHeader)({ ...header, [f]: v })}
            />
          ))}
        </div>
        <ReportTable
          locale={locale}
          kind={kind}
          rows={rows}
          errors={errors}
          onChange={edit(setRows)}
        />
        <div className="flex gap-3">
          <Button type="submit" variant="secondary">
            {t('report.save')}
          </Button>
          <Button onClick={() => void send(true)}>{t('report.submit')}</Button>
        </div>
      </fieldset>
    </form>
  );
}

const blankHeader = (today: string): Header => ({
  unitHead: '',
  filler: '',
  statisticsHead: '',
  phone: '',
  reportDate: today,
});
const prefixed = (e: FieldErrors) =>
  Object.fromEntries(Object.entries(e).map(([k, v]) => [`rows.${k}`, v]));

/** ?period= from a notice link, when it is a period of this kind; otherwise last month or last year. */
function initialPeriod(kind: ReportKind, today: string): string {
  const asked =
    typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('period');
  return asked && periodAllowed(kind, asked, today) ? asked : defaultPeriod(kind, today);
}
