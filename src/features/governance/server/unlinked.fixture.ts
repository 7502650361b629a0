/**
 * For the secrecy tests of a secret ballot (secrecy.test.ts) and of an anonymous survey
 * (surveys' anonymity.test.ts): every row of every table read with the system columns that say
 * which transaction wrote it and where it sits, and the checks that nothing ties a unit to what it
 * chose, whichever table holds the choices.
 */
import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '#server/db/client.ts';
import type { Unit } from './governance.fixture.ts';

type Row = Record<string, unknown>;
interface TableRow {
  table: string;
  row: Row;
}

/** Every row of every table, each with the transaction that wrote it and its place. */
export async function everyRow(db: Db): Promise<TableRow[]> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const out: TableRow[] = [];
  for (const { name } of tables) {
    const rows = await rowsOf<Row>(
      db,
      sql`select xmin::text as "__xmin", ctid::text as "__ctid", t.* from ${sql.identifier(name)} t`,
    );
    for (const row of rows) out.push({ table: name, row });
  }
  return out;
}

interface Secret {
  /** The table of the choices (ballots, responses), and its columns: none of time or order. */
  choices: string;
  columns: string[];
  /** The table of who took part (voted, answered). */
  takers: string;
  units: Unit[];
  receipts: string[];
  /** Whether a row (as JSON) holds a choice. */
  holdsChoice: (row: Row, text: string) => boolean;
  /** The routes units send their choices to: the audit trail must hold none of them. */
  route: RegExp;
}

/**
 * The choices: no unit on them, written together by the last one's transaction (no unit's own),
 * the takers exactly the units; no row anywhere holds a receipt code, nor a unit (its id, account
 * or name) beside a choice; the audit trail holds no choice. Answers the choices' rows.
 */
export function expectUnlinked(rows: TableRow[], secret: Secret): Row[] {
  const choices = rows.filter((r) => r.table === secret.choices).map((r) => r.row);
  expect(choices.every((c) => c.enterprise_id === null)).toBe(true);
  expect(Object.keys(choices[0] ?? {}).sort()).toEqual(
    ['__ctid', '__xmin', ...secret.columns].sort(),
  );
  expect(new Set(choices.map((c) => c.__xmin)).size).toBe(1);
  const takers = rows.filter((r) => r.table === secret.takers).map((r) => r.row);
  expect(takers.map((t) => t.enterprise_id).sort()).toEqual(secret.units.map((u) => u.id).sort());
  for (const t of takers) expect(choices.map((c) => c.__xmin)).not.toContain(t.__xmin);

  const ids = new Set(secret.units.map((u) => u.id));
  const names = secret.units.map((u) => u.name);
  for (const { table, row } of rows) {
    const text = JSON.stringify(row);
    for (const code of secret.receipts) expect(text, table).not.toContain(code);
    if (table === secret.choices) continue;
    const hasUnit =
      Object.entries(row).some(([k, v]) => /enterprise/.test(k) && ids.has(Number(v))) ||
      names.some((n) => text.includes(n));
    expect(secret.holdsChoice(row, text) && hasUnit, `${table}: ${text}`).toBe(false);
  }
  expect(
    rows.filter((r) => r.table === 'audit_log' && secret.route.test(String(r.row.route))),
  ).toEqual([]);
  return choices;
}
