/**
 * The joining fee's payment form, for an application the council approved: company name, date,
 * amount, remittance receipt, invoice title.
 */
import { useState } from 'react';
import type { Locale } from '#shared/constants.ts';
import type { ApplicationRow } from '../contract/membership.contract.ts';
import { useTranslations } from '#i18n/index.ts';
import { payFee } from './membership.calls.ts';
import { toast } from '#client/stores/feedback.ts';
import { Field } from '#ui/Field.tsx';
import { Button } from '#ui/Button.tsx';
import { UploadedFile } from '#ui/UploadedFile.tsx';
import { NumberInput } from '#ui/NumberInput.tsx';
import { useForm } from '#ui/useForm.ts';

/** The form's rules load as the reader starts to type (see useForm's Rules). */
const rules = () => import('../contract/membership.contract.ts').then((m) => m.paymentBody);

export function PaymentForm({
  locale,
  app,
  amount,
  onDone,
}: {
  locale: Locale;
  app: ApplicationRow;
  /** The joining fee due, when the page knows it: filled in, since the server takes no other sum. */
  amount?: string | null;
  onDone: () => void;
}) {
  const t = useTranslations(locale);
  const [uploading, setUploading] = useState(false);
  const form = useForm(
    rules,
    {
      companyName: app.unitName,
      paidOn: '',
      amount: amount ?? '',
      receiptFileId: '',
      invoiceTitle: '',
    },
    t,
  );
  const submit = form.onSubmit(async (data) => {
    await payFee(app.id, data);
    toast('success', t('apply.paid'));
    onDone();
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      className="rounded-lg bg-white p-6 shadow-sm"
      aria-label={t('apply.payTitle')}
    >
      <h2 className="mb-4 font-semibold text-brand-700">{t('apply.payTitle')}</h2>
      <fieldset
        disabled={!form.ready || form.busy}
        className="grid grid-cols-1 gap-x-6 md:grid-cols-2"
      >
        <Field label={t('apply.companyName')} required {...form.field('companyName')} />
        <Field label={t('apply.paidOn')} type="date" required {...form.field('paidOn')} />
        <NumberInput
          locale={locale}
          label={t('apply.amount')}
          min={0}
          precision={2}
          required
          {...form.field('amount')}
        />
        <Field label={t('apply.invoiceTitle')} {...form.field('invoiceTitle')} />
      </fieldset>
      <UploadedFile
        locale={locale}
        label={t('apply.receipt')}
        purpose="receipt"
        required
        error={form.errors.receiptFileId}
        onUploaded={(fileId) => form.setValue('receiptFileId', fileId ?? '')}
        onBusyChange={setUploading}
      />
      <Button type="submit" disabled={form.busy || uploading}>
        {t('common.submit')}
      </Button>
    </form>
  );
}
