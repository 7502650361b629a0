/**
 * Opens the database: embedded PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
 * Both run the same drizzle schema and the same migrations.
 */
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { sql } from 'drizzle-orm';
import * as schema from './schema/index.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A database or a transaction on it: what helpers that may run inside one take. */
export type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;
/** An open transaction itself: it can hold savepoints (a nested `transaction`). */
export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any constant works; it only has to be the same in every API process sharing one PostgreSQL. */
const MIGRATION_LOCK = 7_310_041;

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  return openPglite(join(opts.dataDir, 'pgdata'));
}

async function openPglite(dir: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir);
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A connection the server drops (a restart, a dropped database) is an error on that client;
  // unheard, it would end the process. The pool opens a new one for the next query.
  const lost = (err: Error) => console.error(`[db] connection lost: ${err.message}`);
  pool.on('error', lost);
  pool.on('connect', (client) => client.on('error', lost));
  const db = drizzle(pool, { schema });
  // Several API processes may start at once: one migrates, the others wait for it.
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(db, { migrationsFolder });
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    lock.release();
  }
  return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
}

/** Rows of a raw statement, whichever driver answered (PGlite and pg shape results alike). */
export async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
