/** A member reports its annual fee payment: year, payer, date, amount, receipt, invoice wanted. */
import { useState } from 'react';
import type { Locale } from '#shared/constants.ts';
import { useTranslations } from '#i18n/index.ts';
import { reportFeePayment } from './fees.calls.ts';
import { toast } from '#client/stores/feedback.ts';
import { Field } from '#ui/Field.tsx';
import { Button } from '#ui/Button.tsx';
import { UploadedFile } from '#ui/UploadedFile.tsx';
import { NumberInput } from '#ui/NumberInput.tsx';
import { useForm } from '#ui/useForm.ts';

/** The form's rules load as the reader starts to type (see useForm's Rules). */
const rules = () => import('../contract/fees.contract.ts').then((m) => m.feePaymentBody);

export function FeePaymentForm(props: {
  locale: Locale;
  unitName: string;
  year: number;
  amount: string | null;
  onDone: () => void;
}) {
  const t = useTranslations(props.locale);
  const [uploading, setUploading] = useState(false);
  const form = useForm(
    rules,
    {
      year: String(props.year),
      companyName: props.unitName,
      paidOn: '',
      amount: props.amount ?? '',
      receiptFileId: '',
      invoiceTitle: props.unitName,
      invoiceTaxId: '',
    },
    t,
  );
  const submit = form.onSubmit(async (data) => {
    const res = await reportFeePayment(data, form.once);
    toast('success', res.msg);
    props.onDone();
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      className="rounded-lg bg-white p-6 shadow-sm"
      aria-labelledby="fee-form-title"
      data-fee-form
    >
      <h2 id="fee-form-title" className="mb-4 font-semibold text-brand-700">
        {t('fee.reportTitle')}
      </h2>
      <fieldset disabled={!form.ready || form.busy} className="grid gap-x-6 md:grid-cols-2">
        <Field
          label={t('fee.year')}
          inputMode="numeric"
          maxLength={4}
          required
          {...form.field('year')}
        />
        <Field label={t('apply.companyName')} required {...form.field('companyName')} />
        <Field label={t('apply.paidOn')} type="date" required {...form.field('paidOn')} />
        <NumberInput
          locale={props.locale}
          label={t('apply.amount')}
          min={0}
          precision={2}
          required
          {...form.field('amount')}
        />
        <Field label={t('apply.invoiceTitle')} {...form.field('invoiceTitle')} />
        <Field label={t('fee.invoiceTaxId')} maxLength={20} {...form.field('invoiceTaxId')} />
      </fieldset>
      <UploadedFile
        locale={props.locale}
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
