/**
 * Member transfer: target unit, the invoice, payment amount and time; then the requests. The target
 * takes over the source's term as it stands, so no dates of the membership are asked for.
 */
import { useState } from 'react';
import type { Locale } from '#shared/constants.ts';
import type { RequestRow } from '../contract/requests.contract.ts';
import { useTranslations } from '#i18n/index.ts';
import { askTransfer } from './requests.calls.ts';
import { toast } from '#client/stores/feedback.ts';
import { Button } from '#ui/Button.tsx';
import { Field } from '#ui/Field.tsx';
import { UploadedFile } from '#ui/UploadedFile.tsx';
import { NumberInput } from '#ui/NumberInput.tsx';
import { useForm } from '#ui/useForm.ts';
import { RequestHistory, useRequests } from './RequestHistory.tsx';

/** The form's rules load as the reader starts to type (see useForm's Rules). */
const rules = () => import('../contract/requests.contract.ts').then((m) => m.transferBody);

const blank = {
  targetUnit: '',
  invoiceFileId: '',
  paymentAmount: '',
  paidAt: '',
  reason: '',
};

export default function TransferRequest({ locale }: { locale: Locale }) {
  const t = useTranslations(locale);
  const { ready, rows, reload, open } = useRequests('transfer');
  const [uploading, setUploading] = useState(false);
  const form = useForm(rules, blank, t);
  const submit = form.onSubmit(async (data) => {
    await askTransfer(data);
    toast('success', t('request.submitted'));
    reload();
  });
  const describe = (r: RequestRow) =>
    [
      [t('transfer.targetUnit'), r.data.targetUnit],
      [t('transfer.paymentAmount'), r.data.paymentAmount],
    ]
      .map(([label, value]) => `${t('common.labelled', { label })}${String(value)}`)
      .join(t('common.itemSeparator'));

  if (!ready || !rows) return <p className="text-gray-500">{t('common.loading')}</p>;
  return (
    <div className="space-y-6">
      {!open && (
        <form
          onSubmit={submit}
          noValidate
          aria-label={t('center.menu.transfer')}
          className="rounded-lg bg-white p-6 shadow-sm"
        >
          <p className="mb-4 text-sm text-gray-600">{t('transfer.intro')}</p>
          <fieldset
            disabled={!form.ready || form.busy}
            className="grid grid-cols-1 gap-x-6 md:grid-cols-2"
          >
            <Field label={t('transfer.targetUnit')} required {...form.field('targetUnit')} />
            <Field label={t('transfer.paidAt')} type="date" required {...form.field('paidAt')} />
            <NumberInput
              locale={locale}
              label={t('transfer.paymentAmount')}
              min={0}
              precision={2}
              required
              {...form.field('paymentAmount')}
            />
            <Field label={t('transfer.reason')} {...form.field('reason')} />
          </fieldset>
          <UploadedFile
            locale={locale}
            label={t('transfer.invoice')}
            purpose="invoice"
            required
            error={form.errors.invoiceFileId}
            onUploaded={(fileId) => form.setValue('invoiceFileId', fileId ?? '')}
            onBusyChange={setUploading}
          />
          <Button type="submit" disabled={form.busy || uploading}>
            {t('common.submit')}
          </Button>
        </form>
      )}
      <RequestHistory locale={locale} rows={rows} describe={describe} />
    </div>
  );
}
