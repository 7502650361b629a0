/**
 * The server's side of the embedded database's thread: starts it on a data folder, and gives
 * each connection a way to send it the protocol's bytes and have PostgreSQL's answer.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  type DatabaseThreadData,
  type FromDatabase,
  movable,
  type ToDatabase,
} from './messages.ts';

export interface ThreadConnection {
  /** PostgreSQL's answer to a batch of protocol messages. */
  exec(bytes: Uint8Array): Promise<Uint8Array>;
  /** This connection is gone: what it left open in the session is undone. */
  end(): void;
}

export interface DatabaseThread {
  connect(): ThreadConnection;
  close(): Promise<void>;
}

interface Call {
  resolve(bytes: Uint8Array): void;
  reject(err: Error): void;
}

/** How long a closing database may take to write what it holds before its thread is ended. */
const CLOSE_WAIT_MS = 30_000;

/**
 * The database is gone with its thread, or PGlite failed: said as PostgreSQL says a lost
 * connection (connection_failure), so a request answers 503 and the log says why.
 */
function lost(why: string): Error {
  const err = new Error(`the embedded database ${why}`) as Error & { code: string };
  err.code = '08006';
  return err;
}

/**
 * PostgreSQL's WebAssembly, compiled once per process and handed to every database thread it
 * starts: a thread then skips the compiling, and runs the code the earlier threads' work already
 * optimised. A process that opens one database gains little; the API tests open hundreds.
 */
let compiled: Promise<WebAssembly.Module> | undefined;
function compiledPostgres(): Promise<WebAssembly.Module> {
  compiled ??= readFile(
    join(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), 'pglite.wasm'),
  ).then((b) => WebAssembly.compile(b));
  return compiled;
}

export async function startDatabaseThread(dir: string): Promise<DatabaseThread> {
  const workerData: DatabaseThreadData = { dir, postgres: await compiledPostgres() };
  const worker = new Worker(new URL('./worker.ts', import.meta.url), { workerData });
  const waiting = new Map<number, Call>();
  let gone: Error | undefined;
  let closing: Promise<void> | undefined;
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (m: FromDatabase) => {
      if (m.kind === 'ready') resolve();
      else if (m.kind === 'failed') reject(new Error(m.message));
      else if (m.kind === 'answer' || m.kind === 'broken') {
        const call = waiting.get(m.id);
        waiting.delete(m.id);
        if (m.kind === 'answer') call?.resolve(m.bytes);
        else call?.reject(lost(`failed: ${m.message}`));
      }
    });
    const stop = (why: string) => {
      if (gone) return;
      gone = lost(closing ? 'is closed' : why);
      if (!closing) console.error(`[db] ${gone.message}`);
      reject(gone);
      for (const call of waiting.values()) call.reject(gone);
      waiting.clear();
    };
    worker.once('error', (err) => stop(`failed: ${err.message}`));
    worker.once('exit', (code) => stop(`stopped (exit ${code})`));
  });
  await ready;

  // What the connections write in one turn goes to the thread as one message.
  let outbox: ToDatabase[] = [];
  let moved: ArrayBuffer[] = [];
  const post = () => {
    if (!gone) worker.postMessage(outbox, moved);
    outbox = [];
    moved = [];
  };
  const send = (m: ToDatabase) => {
    if (!outbox.length) queueMicrotask(post);
    outbox.push(m);
    if (m.kind === 'exec') moved.push(...movable(m.bytes));
  };
  let connections = 0;
  let calls = 0;
  return {
    connect() {
      const connection = ++connections;
      return {
        exec(bytes) {
          if (gone) return Promise.reject(gone);
          const id = ++calls;
          return new Promise((resolve, reject) => {
            waiting.set(id, { resolve, reject });
            send({ kind: 'exec', connection, id, bytes });
          });
        },
        end: () => void (gone || send({ kind: 'end', connection })),
      };
    },
    close() {
      // The thread says `closed` once PGlite has written what it holds; it is ended then, or
      // when it does not say so in time.
      closing ??= (async () => {
        if (gone) return;
        send({ kind: 'close' });
        const said = new Promise<void>((resolve) =>
          worker.on('message', (m: FromDatabase) => m.kind === 'closed' && resolve()),
        );
        const late = new Promise<void>((resolve) => setTimeout(resolve, CLOSE_WAIT_MS).unref());
        await Promise.race([said, exited, late]);
        await worker.terminate();
      })();
      return closing;
    },
  };
}
