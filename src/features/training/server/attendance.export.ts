/**
 * A training's attendee list as a spreadsheet for the venue, in the reader's language; a
 * training with sessions gets a column per session with the check-in time to it.
 */
import type { Translate } from '#i18n/index.ts';
import type { Cell } from '#server/export/xlsx.ts';
import { formatDate } from '#shared/format.ts';
import type { AttendeeRow } from './attendance.service.ts';
import type { SessionRow } from '../contract/sessions.contract.ts';

const COLUMNS = [
  'unitName',
  'name',
  'gender',
  'position',
  'phone',
  'ethnicity',
  'registrationStatus',
  'contact',
  'contactPhone',
  'accommodation',
  'checkIn',
  'checkOut',
  'attended',
  'checkedInAt',
] as const;

const doorTime = (at: string | null) => (at ? formatDate(at, 'YYYY-MM-DD HH:mm') : null);

export function attendeeSheet(rows: AttendeeRow[], t: Translate, sessions: SessionRow[] = []) {
  const yesNo = (v: boolean | null) =>
    v === null ? null : t(v ? 'console.trainings.yes' : 'console.trainings.no');
  const cells = (r: AttendeeRow): Cell[] => [
    r.unitName,
    r.name,
    t(r.gender === '1' ? 'trainreg.male' : 'trainreg.female'),
    r.position,
    r.phone,
    r.ethnicity,
    t(`console.trainings.registration.${r.registrationStatus}`),
    r.contact,
    r.contactPhone,
    yesNo(r.accommodation),
    r.checkIn || null,
    r.checkOut || null,
    r.attended === null
      ? null
      : t(r.attended ? 'console.trainings.present' : 'console.trainings.absent'),
    // The time at the door, Beijing time, as the venue and the accounts read it.
    doorTime(r.checkedInAt),
    ...sessions.map((_, i) => doorTime(r.sessionCheckins[i] ?? null)),
  ];
  async function* batches() {
    // Seats are counted in tens or hundreds: the list is one batch.
    yield rows.map(cells);
  }
  return {
    sheet: t('console.trainings.sheet'),
    headers: [
      ...COLUMNS.map((c) => t(`console.trainings.column.${c}`)),
      ...sessions.map((s) =>
        t(
          s.required
            ? 'console.trainings.column.sessionRequired'
            : 'console.trainings.column.session',
          {
            name: s.label,
          },
        ),
      ),
    ],
    widths: [30, 10, 6, 14, 16, 8, 10, 10, 16, 8, 12, 12, 8, 17, ...sessions.map(() => 17)],
    batches: batches(),
  };
}
