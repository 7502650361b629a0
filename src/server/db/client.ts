/**
 * Opens the database: embedded PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
 * Both run the same migrations (made from src/features/tables.ts); queries name their tables, so
 * the database handle carries no schema.
 */
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { copyTreeAtOnce } from './copy-tree.ts';
import { join } from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { sql } from 'drizzle-orm';

// Both databases speak through drizzle's node-postgres driver (PGlite behind a pg-shaped pool).
export type Db = NodePgDatabase;
/** A database or a transaction on it: what helpers that may run inside one take. */
export type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
/** An open transaction itself: it can hold savepoints (a nested `transaction`). */
export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs `work` while no other process sharing this database runs work under the same lock (one
   * migrates and seeds, the others wait). The embedded database has one process.
   */
  exclusive<T>(lock: DatabaseLock, work: () => Promise<T>): Promise<T>;
  /**
   * Takes the lock for as long as this process lives and its connection holds. When another
   * process holds it: undefined at once, or with `wait`, when that one lets it go (`signal`
   * gives up the wait).
   */
  tryHold(
    lock: DatabaseLock,
    opts?: { wait?: boolean; signal?: AbortSignal },
  ): Promise<Hold | undefined>;
  /**
   * The embedded database's folder copied to `dest` as it stands between two queries: a
   * checkpoint, then the copy while no query runs (PostgreSQL has pg_dump instead).
   */
  snapshot?(dest: string): Promise<void>;
  close(): Promise<void>;
}

/** A lock this process holds until it releases it or loses its connection to the database. */
export interface Hold {
  /** Resolves when the lock is gone: released, or its connection lost (a database restart). */
  lost: Promise<void>;
  release(): Promise<void>;
}

/** Any constants work; they only have to be the same in every process sharing one PostgreSQL. */
export const LOCKS = { setup: 7_310_041, siteBuilder: 7_310_042 } as const;
export type DatabaseLock = keyof typeof LOCKS;

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  /** Connections each process keeps to PostgreSQL at most. */
  poolSize?: number;
  /** False to open the embedded database as it is (a backup reads it, never changes it). */
  migrate?: boolean;
}): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.poolSize ?? 10);
  return openPglite(join(opts.dataDir, 'pgdata'), opts.migrate ?? true);
}

async function openPglite(dir: string, migrateIt: boolean): Promise<Database> {
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const { openEmbeddedPool } = await import('./embedded/pool.ts');
  mkdirSync(dir, { recursive: true });
  const embedded = await openEmbeddedPool(dir);
  const db = drizzle(embedded.pool);
  if (migrateIt) await migrate(db, { migrationsFolder });
  const held: Hold = { lost: new Promise<void>(() => undefined), release: async () => undefined };
  return {
    db,
    kind: 'pglite',
    exclusive: (_lock, work) => work(),
    tryHold: async () => held,
    async snapshot(dest) {
      await embedded.pool.query('CHECKPOINT');
      // Copied while queries go on; only what they changed meanwhile is copied again between two.
      await copyTreeAtOnce(dir, dest, embedded.alone);
    },
    close: embedded.close,
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // A connection the server drops (a restart, a dropped database) is an error on that client;
  // unheard, it would end the process. The pool opens a new one for the next query.
  const logLost = (err: Error) => console.error(`[db] connection lost: ${err.message}`);
  pool.on('error', logLost);
  pool.on('connect', (client) => client.on('error', logLost));
  const db = drizzle(pool);
  const exclusive = async <T>(lock: DatabaseLock, work: () => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [LOCKS[lock]]);
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [LOCKS[lock]]).catch(() => undefined);
      client.release();
    }
  };
  // Held on a connection of its own, outside the pool: the lock lives exactly as long as it.
  const tryHold: Database['tryHold'] = async (lock, opts = {}) => {
    const client = new pg.Client({
      connectionString: url,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    const lost = new Promise<void>((resolve) => {
      client.on('error', (err) => {
        logLost(err);
        resolve();
      });
      client.on('end', () => resolve());
    });
    const giveUp = () => void client.end().catch(() => undefined);
    opts.signal?.addEventListener('abort', giveUp, { once: true });
    try {
      await client.connect();
      // The server ends this session, and frees the lock, when this process goes silent (a
      // network cut, a frozen process): no ping for 30 s, or a dead connection.
      await client
        .query(
          "set idle_session_timeout = '30s'; set tcp_keepalives_idle = 10; " +
            'set tcp_keepalives_interval = 5; set tcp_keepalives_count = 3',
        )
        .catch(() => undefined);
      const key = [LOCKS[lock]];
      const { rows } = await client.query<{ ok: boolean }>(
        'select pg_try_advisory_lock($1) as ok',
        key,
      );
      if (!rows[0]?.ok && !opts.wait) {
        giveUp();
        return undefined;
      }
      if (!rows[0]?.ok) await client.query('select pg_advisory_lock($1)', key);
    } catch (err) {
      giveUp();
      throw err;
    } finally {
      opts.signal?.removeEventListener('abort', giveUp);
    }
    if (opts.signal?.aborted) return void giveUp();
    keepAsking(client, lost);
    return { lost, release: () => client.end() };
  };
  // Several API processes may start at once: one migrates, the others wait for it.
  await exclusive('setup', () => migrate(db, { migrationsFolder }));
  return { db, kind: 'postgres', exclusive, tryHold, close: () => pool.end() };
}

/** How often a held lock's connection is tried, and how long an answer may take. */
const HOLD_PING_MS = 10_000;

/**
 * A lock's connection sends nothing while held: a server gone without a word (a network cut)
 * would go unnoticed for hours. A query now and then notices it, and ends the connection.
 */
function keepAsking(client: import('pg').Client, lost: Promise<void>): void {
  const ask = setInterval(() => {
    const late = setTimeout(() => void client.end().catch(() => undefined), HOLD_PING_MS);
    client
      .query('select 1')
      .catch(() => void client.end().catch(() => undefined))
      .finally(() => clearTimeout(late));
  }, HOLD_PING_MS);
  ask.unref();
  void lost.then(() => clearInterval(ask));
}

/** Rows of a raw statement, whichever driver answered (PGlite and pg shape results alike). */
export async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.execute<Record<string, unknown>>(query);
  return result.rows as T[];
}
