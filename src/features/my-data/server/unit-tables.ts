/**
 * Which tables hold something of one unit: read from the drizzle schema, so that the unit's own
 * export and its erasure both see a table the day it is added.
 */
import { type Column, eq, getTableColumns, getTableName, is } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { PgTable } from 'drizzle-orm/pg-core';
import type { WorkflowSubject } from '#shared/vocabulary.ts';
import * as schema from '#features/tables.ts';

/** Columns that hold one of the unit's accounts (the first a table has is the one used). */
export const ACCOUNT_COLUMNS = ['userId', 'ownerUserId', 'receiverId'] as const;

/** Rows of rows: the column, and the table whose rows it names. */
export const ROWS_BELOW: Record<string, [column: string, parent: string]> = {
  stat_report_change: ['reportId', 'stat_report'],
  training_attendance: ['registrationId', 'training_registration'],
  training_ticket: ['registrationId', 'training_registration'],
  training_checkin: ['registrationId', 'training_registration'],
  training_certificate: ['registrationId', 'training_registration'],
};

const exported: unknown[] = Object.values(schema);
export const allTables = exported.filter((t): t is PgTable => is(t, PgTable));

export function tableNamed(name: string): PgTable {
  const table = allTables.find((t) => getTableName(t) === name);
  if (!table) throw new Error(`no table ${name}`);
  return table;
}

export const columnsOf = (table: PgTable) => getTableColumns(table) as Record<string, Column>;

/** The tables with a row of the unit, of one of its accounts, or below one of those. */
export const unitTables = allTables.map(getTableName).filter((name) => {
  const columns = columnsOf(allTables.find((t) => getTableName(t) === name)!);
  return (
    name === 'enterprise' ||
    !!columns.enterpriseId ||
    ACCOUNT_COLUMNS.some((c) => columns[c]) ||
    !!ROWS_BELOW[name]
  );
});

/** Where each workflow's items are: the steps taken on a unit's items belong with them. */
export const ITEMS_OF: Record<WorkflowSubject, string> = {
  registration: 'enterprise',
  application: 'membership_application',
  request: 'member_request',
  training: 'training_registration',
  report: 'stat_report',
  manuscript: 'manuscript',
  fee: 'fee_payment',
  complaint: 'complaint',
};

/** The unit's accounts: their ids, and the phones codes were sent to. */
export async function accountsOf(db: Db, enterpriseId: number) {
  return db
    .select({ id: schema.users.id, phone: schema.users.phone })
    .from(schema.users)
    .where(eq(schema.users.enterpriseId, enterpriseId));
}
