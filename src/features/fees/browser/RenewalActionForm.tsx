/**
 * The clerk's two acts on a unit of the renewals desk: recording a payment made offline
 * (confirmed at once, the receipt issued) and noting the invoice a unit asked for as issued.
 */
import { useStore } from '@nanostores/react';
import { beijingToday } from '#shared/format.ts';
import { invoiceBody, offlinePaymentBody } from '../contract/fees.contract.ts';
import { recordInvoice, recordOfflinePayment, type RenewalRow } from './renewals.calls.ts';
import { toast } from '#client/stores/feedback.ts';
import { $renewalAction, $renewalYear, actionDone } from './renewals.store.ts';
import { Button } from '#ui/Button.tsx';
import { Field } from '#ui/Field.tsx';
import { NumberInput } from '#ui/NumberInput.tsx';
import { useForm } from '#ui/useForm.ts';
import { useConsole } from '#ui/console/context.ts';

const frame = 'space-y-3 rounded-lg border border-gray-200 bg-white p-4';

function PaymentForm({ row, year }: { row: RenewalRow; year: number }) {
  const { t, locale } = useConsole();
  const form = useForm(
    offlinePaymentBody,
    {
      enterpriseId: String(row.enterpriseId),
      year: String(year),
      amount: row.amount ?? '',
      paidOn: beijingToday(Date.now()),
      note: '',
      invoiceTitle: '',
      invoiceTaxId: '',
    },
    t,
    { check: 'submit' },
  );
  const submit = form.onSubmit(async (values) => {
    const res = await recordOfflinePayment(values, form.once);
    toast('success', res.msg);
    await actionDone();
  });
  const title = t('console.renewals.recordPaymentFor', { unit: row.unitName, year });
  return (
    <form onSubmit={submit} noValidate aria-label={title} className={frame}>
      <h3 className="font-semibold text-brand-700">{title}</h3>
      <fieldset disabled={form.busy} className="grid gap-x-6 sm:grid-cols-2">
        <NumberInput
          locale={locale}
          label={t('console.renewals.amount')}
          min={0}
          precision={2}
          required
          {...form.field('amount')}
        />
        <Field
          label={t('console.renewals.paidOn')}
          type="date"
          required
          {...form.field('paidOn')}
        />
        <Field label={t('console.renewals.note')} required {...form.field('note')} />
        <Field label={t('console.renewals.invoiceTitle')} {...form.field('invoiceTitle')} />
        <Field
          label={t('console.renewals.invoiceTaxId')}
          maxLength={20}
          {...form.field('invoiceTaxId')}
        />
      </fieldset>
      <Buttons busy={form.busy} label={t('console.renewals.save')} />
    </form>
  );
}

function InvoiceForm({ row }: { row: RenewalRow }) {
  const { t } = useConsole();
  const form = useForm(
    invoiceBody,
    { invoiceNo: row.invoiceNo ?? '', issuedOn: row.invoiceIssuedOn ?? beijingToday(Date.now()) },
    t,
    { check: 'submit' },
  );
  const submit = form.onSubmit(async (values) => {
    if (row.paymentId === null) return;
    const res = await recordInvoice(row.paymentId, values);
    toast('success', res.msg);
    await actionDone();
  });
  const title = t('console.renewals.invoiceFor', { unit: row.unitName });
  return (
    <form onSubmit={submit} noValidate aria-label={title} className={frame}>
      <h3 className="font-semibold text-brand-700">{title}</h3>
      <p className="text-sm text-gray-600">
        {t('console.renewals.column.invoiceTitle')}: {row.invoiceTitle}
      </p>
      <fieldset disabled={form.busy} className="grid gap-x-6 sm:grid-cols-2">
        <Field
          label={t('console.renewals.invoiceNo')}
          maxLength={40}
          required
          {...form.field('invoiceNo')}
        />
        <Field
          label={t('console.renewals.issuedOn')}
          type="date"
          required
          {...form.field('issuedOn')}
        />
      </fieldset>
      <Buttons busy={form.busy} label={t('console.renewals.saveInvoice')} />
    </form>
  );
}

function Buttons({ busy, label }: { busy: boolean; label: string }) {
  const { t } = useConsole();
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" disabled={busy}>
        {label}
      </Button>
      <Button variant="secondary" onClick={() => $renewalAction.set(null)}>
        {t('common.cancel')}
      </Button>
    </div>
  );
}

/** The form of the act the clerk chose, or nothing. */
export function RenewalActionForm() {
  const action = useStore($renewalAction);
  const year = useStore($renewalYear);
  if (!action || year === null) return null;
  // A new key per row, so a second unit's form starts from its own values.
  const key = `${action.kind}-${action.row.enterpriseId}`;
  return action.kind === 'payment' ? (
    <PaymentForm key={key} row={action.row} year={year} />
  ) : (
    <InvoiceForm key={key} row={action.row} />
  );
}
