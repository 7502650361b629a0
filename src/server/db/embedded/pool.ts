/**
 * The embedded database as node-postgres sees it: a pool of connections to PGlite's one session
 * on its own thread, so the same driver serves it and PostgreSQL.
 */
import pg from 'pg';
import { ThreadSocket } from './socket.ts';
import { type DatabaseThread, startDatabaseThread } from './thread.ts';

/**
 * Connections to the one session: enough that the next queries wait in the database's thread
 * while the server's thread reads the last answer (tried at a deadline burst: with 4 the
 * database's thread still waited, 10 and 20 did alike). A transaction still has the session to
 * itself.
 */
const CONNECTIONS = 10;

export interface EmbeddedPool {
  pool: pg.Pool;
  thread: DatabaseThread;
  /** Runs `work` while nothing else runs in the database (an open transaction holds it). */
  alone<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export async function openEmbeddedPool(dir: string): Promise<EmbeddedPool> {
  const thread = await startDatabaseThread(dir);
  const pool = new pg.Pool({
    stream: () => new ThreadSocket(thread.connect()),
    max: CONNECTIONS,
    // The connections cost nothing idle; closing them would only prepare statements again.
    idleTimeoutMillis: 0,
  });
  // A connection that fails while lent out would otherwise throw from its emitter and end the
  // process; the failed call answers with the error all the same.
  const logLost = (err: Error) => console.error(`[db] embedded database: ${err.message}`);
  pool.on('error', logLost);
  pool.on('connect', (client) => client.on('error', logLost));
  return {
    pool,
    thread,
    async alone(work) {
      const only = await pool.connect();
      let broken: Error | undefined;
      try {
        await only.query('BEGIN');
        return await work();
      } finally {
        await only.query('COMMIT').catch((err: Error) => (broken = err));
        // A connection whose transaction would not end is not lent again.
        only.release(broken);
      }
    },
    async close() {
      await pool.end();
      await thread.close();
    },
  };
}
