/** The directory as a spreadsheet: the columns the list shows, in the reader's language. */
import type { Locale } from '#shared/constants.ts';
import { regionName } from '#shared/regions.ts';
import type { Translate } from '#i18n/index.ts';
import type { Db } from '#server/db/client.ts';
import type { Cell } from '#server/export/xlsx.ts';
import { beijingDay } from '#server/db/days.ts';
import { type DirectoryFilters, type DirectoryRow, directoryBatches } from './directory.service.ts';

const COLUMNS = [
  'unitName',
  'taxId',
  'state',
  'userType',
  'region',
  'contactPerson',
  'phone',
  'registeredAt',
  'memberSince',
  'memberUntil',
] as const;

// Dates as the association's calendar has them, written as the date cells spreadsheets show.
const day = (iso: string | null) =>
  iso ? new Date(iso.length === 10 ? iso : beijingDay(new Date(iso))) : null;

export function directorySheet(db: Db, f: DirectoryFilters, t: Translate, locale: Locale) {
  const cells = (r: DirectoryRow): Cell[] => [
    r.unitName,
    r.taxId,
    t(`console.directory.state.${r.state}`),
    r.userType ? t(`console.userType.${r.userType}`) : null,
    r.region ? regionName(r.region, locale) : null,
    r.contactPerson,
    r.phone,
    day(r.registeredAt),
    day(r.memberSince),
    day(r.memberUntil),
  ];
  async function* batches() {
    for await (const rows of directoryBatches(db, f)) yield rows.map(cells);
  }
  return {
    sheet: t('console.directory.sheet'),
    headers: COLUMNS.map((c) => t(`console.directory.column.${c}`)),
    widths: [36, 22, 12, 14, 10, 12, 16, 12, 12, 12],
    batches: batches(),
  };
}
