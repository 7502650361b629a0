/**
 * Everything the association holds about one enterprise, for the enterprise itself: every row of
 * every table that names the unit (an `enterpriseId`), or one of its accounts (a user column),
 * or a row of those (a report's changes, a registration's attendance), with no password, code or
 * token hash; and the files its accounts uploaded. Read from the schema, so a new table that
 * names a unit is in the export the day it is added.
 */
import { getTableName, inArray, eq, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client.ts';
import { WORKFLOW_SUBJECTS } from '#shared/vocabulary.ts';
import { historyOf } from '#server/workflow/log.ts';
import {
  accountsOf,
  ITEMS_OF,
  ACCOUNT_COLUMNS,
  allTables,
  columnsOf,
  ROWS_BELOW as BELOW,
} from './unit-tables.ts';
/** Never exported: how a secret is checked is no one's data. */
const SECRET = /hash|secret|token|password/i;

export interface EnterpriseData {
  tables: Record<string, Record<string, unknown>[]>;
  files: { id: string; storedName: string; originalName: string }[];
}

export async function enterpriseData(db: Db, enterpriseId: number): Promise<EnterpriseData> {
  const userIds = (await accountsOf(db, enterpriseId)).map((u) => u.id);
  const out: EnterpriseData['tables'] = {};
  const later: PgTable[] = [];
  for (const table of allTables) {
    const name = getTableName(table);
    if (BELOW[name]) {
      later.push(table);
      continue;
    }
    const columns = columnsOf(table);
    const where =
      name === 'enterprise'
        ? eq(columns.id!, enterpriseId)
        : columns.enterpriseId
          ? eq(columns.enterpriseId, enterpriseId)
          : byUsers(columns, userIds);
    if (!where) continue;
    const rows = await db.select().from(table).where(where);
    if (rows.length) out[name] = rows.map(withoutSecrets);
  }
  for (const table of later) {
    const [column, parent] = BELOW[getTableName(table)]!;
    const ids = (out[parent] ?? []).map((r) => Number(r.id));
    const col = columnsOf(table)[column];
    if (!ids.length || !col) continue;
    const rows = await db.select().from(table).where(inArray(col, ids));
    if (rows.length) out[getTableName(table)] = rows.map(withoutSecrets);
  }
  const steps = await workflowSteps(db, out);
  if (steps.length) out.workflow_log = steps;
  const files = (out.stored_file ?? []).map((f) => ({
    id: String(f.id),
    storedName: String(f.storedName),
    originalName: String(f.originalName),
  }));
  return { tables: out, files };
}

function byUsers(columns: Record<string, Column>, userIds: number[]) {
  const column = ACCOUNT_COLUMNS.map((c) => columns[c]).find(Boolean);
  return column && userIds.length ? inArray(column, userIds) : undefined;
}

function withoutSecrets(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !SECRET.test(key)));
}

async function workflowSteps(db: Db, out: EnterpriseData['tables']) {
  const steps: Record<string, unknown>[] = [];
  for (const subject of WORKFLOW_SUBJECTS) {
    const ids = (out[ITEMS_OF[subject]] ?? []).map((r) => Number(r.id));
    const of = await historyOf(db, subject, ids);
    for (const subjectId of ids)
      steps.push(...of(subjectId).map((step) => ({ subject, subjectId, ...step })));
  }
  return steps;
}
