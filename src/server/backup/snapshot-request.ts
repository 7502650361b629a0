/**
 * The embedded database belongs to the server that has it open: a backup taken while it runs asks
 * that server for the copy. The server says it runs (`server.json` in the data folder) before it
 * opens the database, and listens from then on; the backup command writes a request of its own
 * (where the copy goes) and sends SIGUSR2; the server copies between two queries
 * (`Database.snapshot`) once its database is open, and writes whether it could.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '../db/client.ts';

const SERVER_FILE = 'server.json';
const REQUEST = /^snapshot-request-[\w-]+\.json$/;
/** Beside the copy: written (whole, by a rename) when it is done, with the error if it failed. */
const SNAPSHOT_DONE = 'snapshot-done.json';

/**
 * A running server on this data folder, by its process id, or undefined. A process id left by a
 * server that died may have gone to another program: only a Node process is believed.
 */
export function runningServer(dataDir: string): number | undefined {
  try {
    const { pid } = JSON.parse(readFileSync(join(dataDir, SERVER_FILE), 'utf8')) as { pid: number };
    process.kill(pid, 0);
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return /node/.test(command) ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * In the server, before its embedded database is opened: says it runs and answers requests once
 * `ready` has the database. `stop` ends both.
 */
export function answerSnapshots(dataDir: string, log: (line: string) => void) {
  let open: (database: Database) => void = () => undefined;
  const opened = new Promise<Database>((resolve) => {
    open = resolve;
  });
  writeFileSync(join(dataDir, SERVER_FILE), JSON.stringify({ pid: process.pid }));
  const answer = async () => {
    const database = await opened;
    for (const name of readdirSync(dataDir).filter((n) => REQUEST.test(n))) {
      const file = join(dataDir, name);
      const { dest } = JSON.parse(readFileSync(file, 'utf8')) as { dest: string };
      rmSync(file, { force: true });
      const started = Date.now();
      const outcome = await database.snapshot!(join(dest, 'pgdata')).then(
        () => ({ ok: true }),
        (e: unknown) => ({ ok: false, error: e instanceof Error ? e.message : String(e) }),
      );
      writeFileSync(join(dest, `${SNAPSHOT_DONE}.tmp`), JSON.stringify(outcome));
      renameSync(join(dest, `${SNAPSHOT_DONE}.tmp`), join(dest, SNAPSHOT_DONE));
      log(`[backup] database copied in ${Date.now() - started} ms / 数据库已复制`);
    }
  };
  // One answer at a time: a second signal during a copy is answered after it.
  let queue = Promise.resolve();
  const onSignal = () => {
    queue = queue.then(answer).catch((e) => log(`[backup] ${String(e)}`));
  };
  process.on('SIGUSR2', onSignal);
  return {
    ready: (database: Database) => open(database),
    stop() {
      process.off('SIGUSR2', onSignal);
      rmSync(join(dataDir, SERVER_FILE), { force: true });
    },
  };
}

/** In the backup command: asks the running server for a copy in `dest` and waits for it. */
export async function askServerForSnapshot(
  pid: number,
  dataDir: string,
  dest: string,
  waitMs = 30 * 60_000,
): Promise<void> {
  const request = join(dataDir, `snapshot-request-${randomUUID()}.json`);
  writeFileSync(`${request}.tmp`, JSON.stringify({ dest }), { mode: 0o600 });
  renameSync(`${request}.tmp`, request);
  process.kill(pid, 'SIGUSR2');
  const done = join(dest, SNAPSHOT_DONE);
  const end = Date.now() + waitMs;
  while (Date.now() < end) {
    if (existsSync(done)) {
      const outcome = JSON.parse(readFileSync(done, 'utf8')) as { ok: boolean; error?: string };
      rmSync(done);
      if (!outcome.ok) throw new Error(outcome.error);
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  rmSync(request, { force: true });
  throw new Error('the running server did not answer / 运行中的服务没有响应');
}
