/** One statistics report: pick the period, fill the header and rows, save (change) or submit (report out). */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import type { Locale } from '#shared/constants.ts';
import { beijingToday } from '#shared/format.ts';
import { defaultPeriod, isMonthly, periodAllowed, type ReportKind } from '../contract/reports.ts';
import { useTranslations } from '#i18n/index.ts';
import { draftField, HEADER_FIELDS, reportDraft, reportSchema } from './report-draft.store.ts';
import { confirm, toast } from '#client/stores/feedback.ts';
import { $session } from '#client/stores/session.ts';
import { hasPermi } from '#shared/permissions.ts';
import { Button } from '#ui/Button.tsx';
import { Field } from '#ui/Field.tsx';
import { useForm } from '#ui/useForm.ts';
import { TextArea } from '#ui/TextArea.tsx';
import { useReady } from '#ui/useReady.ts';
import { PeriodPicker } from './PeriodPicker.tsx';
import { ReportTable } from './ReportTable.tsx';
import { ReportWorkbook } from './ReportWorkbook.tsx';
import { StatusBadge } from './StatusBadge.tsx';

export default function ReportForm({ locale, kind }: { locale: Locale; kind: ReportKind }) {
  const t = useTranslations(locale);
  const ready = useReady();
  const today = beijingToday(Date.now());
  const [period, setPeriod] = useState(() => initialPeriod(kind, today));
  const [draft] = useState(() => reportDraft(kind, today));
  const report = useStore(draft.$report);
  // Any enterprise reads its own reports; only a member files them (a lapsed unit is told why).
  const mayFile = hasPermi(useStore($session).permissions, 'report:own:submit');
  const dirty = useStore(draft.$dirty);
  const schemas = useMemo(
    () => ({ draft: reportSchema(kind, false), handIn: reportSchema(kind, true) }),
    [kind],
  );
  const form = useForm(schemas.draft, draft.$values.get(), t, {
    store: draft.$values,
    check: 'submit',
    // The first problem is said in a toast, with where it is.
    onInvalid: (found) => {
      const [field = '', message = ''] = Object.entries(found)[0] ?? [];
      toast('warning', `${t('common.labelled', { label: fieldName(field) })}${message}`);
    },
    serverField: draftField,
  });
  const { values, errors, busy } = form;

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

  useEffect(() => {
    if (!ready) return;
    void draft
      .load(period)
      .then(() => form.setErrors({}))
      .catch(() => undefined);
  }, [ready, period, draft, form.setErrors]);

  const locked = report?.status === 'submitted';
  // The schema checks the typed values; the draft sends them as typed, and the server reads them.
  const send = (handIn: boolean) =>
    form.onSubmit(
      async () => {
        await draft.save(period, handIn);
        toast('success', t(handIn ? 'report.submitted' : 'report.saved'));
      },
      {
        schema: handIn ? schemas.handIn : schemas.draft,
        ...(handIn && {
          confirm: () =>
            confirm({
              title: t('report.submit'),
              message: t('report.submitConfirm'),
              confirmText: t('report.submit'),
              cancelText: t('common.cancel'),
            }),
        }),
      },
    );

  /** Where a problem is, in words: "Head of unit", or "Row 3 · This month". */
  const fieldName = (field: string) => {
    const m = field.match(/^rows\.(\d+)\.(\w+)$/);
    return m
      ? `${t('report.product.row', { n: Number(m[1]) + 1 })} · ${t(`report.col.${m[2]}`)}`
      : field.startsWith('rows')
        ? t('report.rows')
        : field === 'explanation'
          ? t('report.explanation')
          : t(`report.header.${field}`);
  };

  if (!ready) return <p className="text-gray-500">{t('common.loading')}</p>;
  return (
    <form
      className="space-y-4 rounded-lg bg-white p-6 shadow-sm"
      aria-label={t(`center.menu.${kind}`)}
      onSubmit={(e) => void send(false)(e)}
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
      {!mayFile && (
        <p role="status" className="rounded bg-amber-50 p-3 text-sm text-amber-900" data-not-member>
          {t('report.notMember')}
        </p>
      )}
      {report && (
        <ReportWorkbook
          t={t}
          kind={kind}
          period={period}
          draft={draft}
          locked={locked || !mayFile}
        />
      )}
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
      <fieldset disabled={!report || locked || busy || !mayFile} className="space-y-4">
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
              required
              type={f === 'reportDate' ? 'date' : 'text'}
              {...form.field(f)}
            />
          ))}
        </div>
        <ReportTable
          locale={locale}
          kind={kind}
          rows={values.rows}
          errors={errors}
          onChange={(rows) => form.setValue('rows', rows)}
        />
        {report?.warnings?.[0] && (
          <div
            role="status"
            className="rounded bg-amber-50 p-3 text-sm text-amber-900"
            data-warnings
          >
            <p className="font-medium">{t('report.warnings')}</p>
            <ul className="mt-1 list-disc pl-5">
              {report.warnings.map((w) => (
                <li key={`${w.field}${w.msg}`}>{w.msg}</li>
              ))}
            </ul>
          </div>
        )}
        {(report?.warnings?.[0] || errors.explanation) && (
          <TextArea label={t('report.explanation')} rows={3} {...form.field('explanation')} />
        )}
        {mayFile && (
          <div className="flex gap-3">
            <Button type="submit" variant="secondary">
              {t('report.save')}
            </Button>
            <Button onClick={() => void send(true)()}>{t('report.submit')}</Button>
          </div>
        )}
      </fieldset>
    </form>
  );
}

/** ?period= from a notice link, when it is a period of this kind; otherwise last month or last year. */
function initialPeriod(kind: ReportKind, today: string): string {
  const asked =
    typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('period');
  return asked && periodAllowed(kind, asked, today) ? asked : defaultPeriod(kind, today);
}
