/** The complaints inbox as a spreadsheet, in the reader's language. */
import type { Translate } from '#i18n/index.ts';
import type { Db } from '#server/db/client.ts';
import type { Cell } from '#server/export/xlsx.ts';
import { beijingWallTime } from '#server/db/days.ts';
import { type InboxFilters, type InboxRow, inboxBatches } from './inbox.service.ts';

const COLUMNS = [
  'createdAt',
  'unitName',
  'name',
  'tel',
  'content',
  'status',
  'assignee',
  'reply',
  'repliedAt',
] as const;

const at = (iso: string | null) => (iso ? beijingWallTime(new Date(iso)) : null);

export function inboxSheet(db: Db, f: InboxFilters, me: number, t: Translate) {
  const cells = (r: InboxRow): Cell[] => [
    at(r.createdAt),
    r.unitName,
    r.name,
    r.tel,
    r.content,
    t(`console.complaints.status.${r.status}`),
    r.assignee,
    r.reply,
    at(r.repliedAt),
  ];
  async function* batches() {
    for await (const rows of inboxBatches(db, f, me)) yield rows.map(cells);
  }
  return {
    sheet: t('console.complaints.sheet'),
    headers: COLUMNS.map((c) => t(`console.complaints.column.${c}`)),
    widths: [12, 30, 10, 16, 60, 10, 12, 60, 12],
    batches: batches(),
  };
}
