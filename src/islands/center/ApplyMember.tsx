/** Apply for membership: status with its history, the apply button, and the fee payment form. */
import { useEffect, useState } from 'react';
import type { Locale } from '../../shared/constants.ts';
import type { ApplicationRow } from '../../shared/schemas/membership.ts';
import { paymentBody } from '../../shared/schemas/membership.ts';
import { useTranslations } from '../../i18n/index.ts';
import { applyForMembership, myApplications, payFee } from '../../client/stores/membership.ts';
import { uploadFile } from '../../client/stores/upload.ts';
import { toast } from '../../client/stores/feedback.ts';
import { formatDate } from '../../shared/format.ts';
import { Field } from '../../ui/Field.tsx';
import { Button } from '../../ui/Button.tsx';
import { FileInput } from '../../ui/FileInput.tsx';
import { useForm } from '../../ui/useForm.ts';
import { useReady } from './useReady.ts';

export default function ApplyMember({ locale }: { locale: Locale }) {
  const t = useTranslations(locale);
  const ready = useReady();
  const [apps, setApps] = useState<ApplicationRow[]>();
  const reload = () => void myApplications().then(setApps).catch(() => setApps([]));
  useEffect(() => (ready ? reload() : undefined), [ready]);
  const open = apps?.find((a) => a.status !== 'member' && a.status !== 'rejected');

  if (!ready || !apps) return <p className="text-gray-500">{t('common.loading')}</p>;
  return (
    <section className="space-y-6">
      {!open && (
        <div className="rounded-lg bg-white p-6 shadow-sm">
          <p className="mb-4 text-sm text-gray-700">{t('apply.intro')}</p>
          <Button onClick={() => void applyForMembership().then((a) => { toast('success', t('apply.submitted')); setApps([a, ...apps]); }).catch(() => undefined)}>{t('apply.submit')}</Button>
        </div>
      )}
      {open?.status === 'payment' && <PaymentForm locale={locale} app={open} onDone={reload} />}
      {apps.map((a) => (
        <article key={a.id} className="rounded-lg bg-white p-6 shadow-sm" data-application={a.status}>
          <h2 className="font-semibold">{t('apply.number', { id: a.id })} · <span className="text-brand-700">{t(`apply.status.${a.status}`)}</span></h2>
          {a.rejectReason && <p className="mt-2 rounded bg-red-50 p-3 text-sm text-red-800">{t('auth.result.rejectReason')}：{a.rejectReason}</p>}
          <ol className="mt-4 space-y-1 text-sm text-gray-600">
            {a.history.map((h, i) => <li key={i}>{formatDate(h.at, 'YYYY-MM-DD HH:mm')} · {h.actor} · {t(`apply.status.${h.toStatus}`)}{h.opinion ? ` · ${h.opinion}` : ''}</li>)}
          </ol>
        </article>
      ))}
    </section>
  );
}

function PaymentForm({ locale, app, onDone }: { locale: Locale; app: ApplicationRow; onDone: () => void }) {
  const t = useTranslations(locale);
  const form = useForm(paymentBody, { companyName: app.unitName, paidOn: '', amount: '', receiptFileId: '', invoiceTitle: '' }, t);
  const submit = form.onSubmit(async (data) => {
    await payFee(app.id, data);
    toast('success', t('apply.paid'));
    onDone();
  });
  return (
    <form onSubmit={submit} noValidate className="rounded-lg bg-white p-6 shadow-sm" aria-label={t('apply.payTitle')}>
      <h2 className="mb-4 font-semibold text-brand-700">{t('apply.payTitle')}</h2>
      <fieldset disabled={!form.ready || form.busy} className="grid gap-x-6 md:grid-cols-2">
        <Field label={t('apply.companyName')} required {...form.field('companyName')} />
        <Field label={t('apply.paidOn')} type="date" required {...form.field('paidOn')} />
        <Field label={t('apply.amount')} inputMode="decimal" required {...form.field('amount')} />
        <Field label={t('apply.invoiceTitle')} {...form.field('invoiceTitle')} />
      </fieldset>
      <FileInput locale={locale} label={t('apply.receipt')} maxMb={5} accept={['jpg', 'jpeg', 'png', 'pdf']} required onChange={(file) => file && void uploadFile(file, 'receipt').then((r) => form.setValue('receiptFileId', r.fileId))} />
      <p className="min-h-4 text-xs text-red-600">{form.errors.receiptFileId}</p>
      {form.values.receiptFileId && <p className="mb-3 text-xs text-gray-600">{t('profile.attached', { count: 1 })}</p>}
      <Button type="submit" disabled={form.busy}>{t('common.submit')}</Button>
    </form>
  );
}
