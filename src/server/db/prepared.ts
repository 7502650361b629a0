/**
 * A query built and prepared once per database, on first use. A hot path's query then costs
 * neither drizzle's building nor PostgreSQL's planning on each call; its values come as
 * placeholders when it runs.
 */
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
