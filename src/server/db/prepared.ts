/**
 * A query built and prepared once per database, on first use. A hot path's query then costs
 * neither drizzle's building nor PostgreSQL's planning on each call; its values come as
 * placeholders when it runs.
 */
import type { Pool } from 'pg';
import type { Db } from './client.ts';

export function preparedOnce<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}

/**
 * Runs a statement of fixed text prepared by name on the connection that takes it: each
 * connection parses and plans it once, whatever the values. For a hot statement that drizzle's
 * builders cannot write; it runs outside any transaction (on the database's own pool).
 */
export async function queryPrepared<T>(
  db: Db,
  name: string,
  text: string,
  values: unknown[],
): Promise<T[]> {
  const { $client } = db as Db & { $client: Pool };
  const answer = await $client.query({ name, text, values });
  return answer.rows as T[];
}
