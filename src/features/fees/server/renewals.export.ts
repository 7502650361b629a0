/** One year's renewals as a spreadsheet, in the reader's language and the list's order. */
import type { Translate } from '#i18n/index.ts';
import { beijingToday } from '#shared/format.ts';
import type { Cell, SheetSpec } from '#server/export/xlsx.ts';
import type { RenewalRow } from './renewals.service.ts';

const COLUMNS = [
  'unitName',
  'taxId',
  'state',
  'until',
  'graceEnd',
  'amount',
  'paidOn',
  'receiptNo',
  'invoiceTitle',
  'invoiceNo',
  'reminder',
] as const;

const BATCH = 500;

export function renewalSheet(rows: RenewalRow[], year: number, t: Translate): SheetSpec {
  const cells = (r: RenewalRow): Cell[] => [
    r.unitName,
    r.taxId,
    t(`console.renewals.state.${r.state}`),
    r.until,
    r.graceEnd,
    r.amount === null ? null : Number(r.amount),
    r.paidOn,
    r.receiptNo,
    r.invoiceTitle || null,
    r.invoiceNo,
    r.reminder
      ? `${t(`console.renewals.reminder.${r.reminder.kind}`)} ${beijingToday(Date.parse(r.reminder.sentAt))}`
      : null,
  ];
  async function* batches() {
    for (let i = 0; i < rows.length; i += BATCH) yield rows.slice(i, i + BATCH).map(cells);
  }
  return {
    sheet: t('console.renewals.sheet', { year }),
    headers: COLUMNS.map((c) => t(`console.renewals.column.${c}`)),
    widths: [32, 22, 10, 12, 12, 12, 12, 14, 30, 16, 22],
    batches: batches(),
  };
}
