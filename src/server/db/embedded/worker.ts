/**
 * The embedded database's own thread: PGlite runs here, so PostgreSQL's work on one query does
 * not stop the server's thread from answering other requests meanwhile. It takes the wire
 * protocol's bytes from the server's connections and answers with PostgreSQL's bytes.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import {
  type DatabaseThreadData,
  type FromDatabase,
  movable,
  type ToDatabase,
} from './messages.ts';
import { SharedSession } from './shared-session.ts';

if (!parentPort) throw new Error('the embedded database runs on a thread of its own');
const port = parentPort;
const say = (m: FromDatabase, transfer: ArrayBuffer[] = []) => port.postMessage(m, transfer);
const reason = (err: unknown) => (err instanceof Error ? err.message : String(err));

let lite: PGlite;
try {
  const { dir, postgres } = workerData as DatabaseThreadData;
  lite = await PGlite.create(dir, { pgliteWasmModule: postgres });
} catch (err) {
  say({ kind: 'failed', message: reason(err) });
  process.exit(1);
}
const session = new SharedSession((bytes) => lite.execProtocolRaw(bytes));
say({ kind: 'ready' });

// The server sends what its connections wrote in one turn as one list.
port.on('message', (list: ToDatabase[]) => {
  for (const m of list) void handle(m);
});

async function handle(m: ToDatabase): Promise<void> {
  if (m.kind === 'close') {
    // The thread ends after this in any case: the server is waiting for it.
    await session.stop();
    await lite.close().catch((err: unknown) => console.error(`[db] close: ${reason(err)}`));
    say({ kind: 'closed' });
  } else if (m.kind === 'end') {
    await session.end(m.connection).catch(() => undefined);
  } else {
    try {
      const answer = await session.run(m.connection, m.bytes);
      say({ kind: 'answer', id: m.id, bytes: answer }, movable(answer));
    } catch (err) {
      say({ kind: 'broken', id: m.id, message: reason(err) });
    }
  }
}
