/**
 * The renewals desk: one membership year's fees, unit by unit, with totals by state; the list as
 * a spreadsheet; a payment made offline recorded, an invoice noted as issued, a receipt printed.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { beijingToday, formatAmount } from '#shared/format.ts';
import { RENEWAL_STATES, type RenewalState } from '#shared/vocabulary.ts';
import { type RenewalRow, staffReceipt } from './renewals.calls.ts';
import {
  $renewalAction,
  $renewalYear,
  exportRenewals,
  openRenewals,
  type RenewalFilterValues,
  renewals,
  showYear,
} from './renewals.store.ts';
import { Typed } from '#ui/Typed.tsx';
import { useConsole } from '#ui/console/context.ts';
import { Badge, type Tone } from '#ui/console/Badge.tsx';
import { type Column, DataTable } from '#ui/console/DataTable.tsx';
import { ExportButton } from '#ui/console/ExportButton.tsx';
import { type FilterField, FilterBar } from '#ui/console/FilterBar.tsx';
import { Panel } from '#ui/console/Panel.tsx';
import type { ConsolePageProps } from '#ui/console/page.ts';
import { RenewalActionForm } from './RenewalActionForm.tsx';
import { RenewalTotals } from './RenewalTotals.tsx';

const TONE: Record<RenewalState, Tone> = {
  due: 'blue',
  submitted: 'indigo',
  overdue: 'amber',
  lapsed: 'red',
  paid: 'green',
};
const link = 'text-left text-brand-700 hover:underline';

function YearChoice() {
  const { t } = useConsole();
  const year = useStore($renewalYear);
  if (year === null) return null;
  // The association's year, whatever the zone of the reader's computer.
  const now = Number(beijingToday(Date.now()).slice(0, 4));
  const years = [...new Set([now - 3, now - 2, now - 1, now, now + 1, year])].sort();
  return (
    <label className="flex items-center gap-2 text-sm text-gray-700">
      {t('console.renewals.year')}
      <select
        value={year}
        onChange={(e) => void showYear(Number(e.target.value))}
        className="rounded border border-gray-300 bg-white px-2 py-1.5"
      >
        {years.map((y) => (
          <option key={y} value={y}>
            {y}
          </option>
        ))}
      </select>
    </label>
  );
}

function useColumns(): Column<RenewalRow, string>[] {
  const { t } = useConsole();
  const act = (kind: 'payment' | 'invoice', row: RenewalRow) => $renewalAction.set({ kind, row });
  return [
    {
      key: 'unit',
      label: t('console.renewals.column.unitName'),
      className: 'max-w-72 px-3 py-2',
      render: (r) => (
        <>
          <Typed text={r.unitName} />
          <span className="block text-xs text-gray-500">{r.taxId}</span>
        </>
      ),
    },
    {
      key: 'state',
      label: t('console.renewals.column.state'),
      render: (r) => <Badge tone={TONE[r.state]}>{t(`console.renewals.state.${r.state}`)}</Badge>,
    },
    {
      key: 'until',
      label: t('console.renewals.column.until'),
      className: 'whitespace-nowrap px-3 py-2',
      render: (r) => (
        <>
          {r.until ?? ''}
          {r.graceEnd && r.state !== 'due' && (
            <span className="block text-xs text-gray-500">
              {t('console.renewals.column.graceEnd')} {r.graceEnd}
            </span>
          )}
        </>
      ),
    },
    {
      key: 'amount',
      label: t('console.renewals.column.amount'),
      className: 'whitespace-nowrap px-3 py-2 text-right',
      render: (r) => (r.amount ? formatAmount(r.amount) : ''),
    },
    {
      key: 'paid',
      label: t('console.renewals.column.paidOn'),
      className: 'whitespace-nowrap px-3 py-2',
      render: (r) =>
        r.paymentId !== null && r.state === 'paid' ? (
          <>
            {r.paidOn}
            {r.offline && <span className="text-xs"> ({t('console.renewals.offline')})</span>}
            {r.joining && <span className="text-xs"> ({t('console.renewals.joining')})</span>}
            <button
              type="button"
              className={`${link} block text-xs`}
              onClick={() => void staffReceipt(r.paymentId ?? 0).then(() => renewals.load())}
            >
              {t('console.renewals.receipt')} {r.receiptNo ?? ''}
            </button>
          </>
        ) : (
          (r.paidOn ?? '')
        ),
    },
    {
      key: 'invoice',
      label: t('console.renewals.column.invoiceNo'),
      className: 'whitespace-nowrap px-3 py-2',
      render: (r) =>
        r.invoiceNo ? (
          `${r.invoiceNo} (${r.invoiceIssuedOn ?? ''})`
        ) : r.invoiceTitle && r.state === 'paid' ? (
          <button type="button" className={link} onClick={() => act('invoice', r)}>
            {t('console.renewals.recordInvoice')}
          </button>
        ) : (
          ''
        ),
    },
    {
      key: 'reminder',
      label: t('console.renewals.column.reminder'),
      className: 'whitespace-nowrap px-3 py-2 text-xs',
      render: (r) =>
        r.reminder
          ? `${t(`console.renewals.reminder.${r.reminder.kind}`)} ${beijingToday(Date.parse(r.reminder.sentAt))}`
          : '',
    },
    {
      key: 'actions',
      label: t('console.renewals.column.actions'),
      render: (r) =>
        r.paymentId === null ? (
          <button type="button" className={link} onClick={() => act('payment', r)}>
            {t('console.renewals.recordPayment')}
          </button>
        ) : null,
    },
  ];
}

export default function RenewalsPage({ page }: ConsolePageProps) {
  const { t } = useConsole();
  const total = useStore(renewals.$total);
  useEffect(() => {
    void openRenewals();
  }, []);
  const fields: FilterField<RenewalFilterValues>[] = [
    { name: 'q', kind: 'text', label: t('console.renewals.search') },
    {
      name: 'state',
      kind: 'choice',
      label: t('console.renewals.stateFilter'),
      options: RENEWAL_STATES.map((s) => ({ value: s, label: t(`console.renewals.state.${s}`) })),
    },
  ];
  return (
    <Panel title={page.title}>
      <div className="mt-4 space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <YearChoice />
          <ExportButton label={t('console.renewals.export')} run={exportRenewals} rows={total} />
        </div>
        <RenewalTotals />
        <FilterBar list={renewals} fields={fields} />
        <RenewalActionForm />
        <DataTable
          list={renewals}
          columns={useColumns()}
          idOf={(r) => r.enterpriseId}
          minWidth="min-w-[60rem]"
        />
      </div>
    </Panel>
  );
}
