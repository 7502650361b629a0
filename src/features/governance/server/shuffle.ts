/**
 * How a secret table keeps no trace of who wrote which row: after each write, the rows of that
 * poll (or survey) are written again in a random order under new random ids, in the writer's
 * transaction. Every row then has the same place in the table and the same transaction, so
 * neither says whose it is. Secret ballots (ballots.service.ts) and anonymous survey answers
 * (surveys) both use it.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Transaction } from '#server/db/client.ts';

/** Each row at a random place among those before it (the system's random numbers): a fair shuffle. */
function inRandomOrder<T>(rows: readonly T[]): T[] {
  const shuffled: T[] = [];
  for (const row of rows) shuffled.splice(randomInt(shuffled.length + 1), 0, row);
  return shuffled;
}

/** Writes again, in a random order and under new random ids, the rows of `table` that `where` picks. */
export async function rewriteInRandomOrder<T extends PgTable>(
  tx: Transaction,
  table: T,
  where: SQL,
) {
  const rows = (await tx
    .select()
    .from(table as PgTable)
    .where(where)) as T['$inferInsert'][];
  await tx.delete(table).where(where);
  if (rows.length > 0)
    await tx
      .insert(table)
      .values(inRandomOrder(rows).map((r) => ({ ...r, id: randomUUID() })) as T['$inferInsert'][]);
}
