/**
 * The embedded database belongs to the server that has it open: a backup taken while it runs asks
 * that server for the copy. The server says where it runs (`server.json` in the data folder); the
 * backup command writes where the copy goes and sends SIGUSR2; the server copies between two
 * queries (`Database.snapshot`) and writes whether it could.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '../db/client.ts';

const SERVER_FILE = 'server.json';
const REQUEST_FILE = 'snapshot-request.json';
/** Beside the copy: written when it is whole, with the error if it could not be made. */
export const SNAPSHOT_DONE = 'snapshot-done.json';

/** A running server on this data folder, by its process id, or undefined. */
export function runningServer(dataDir: string): number | undefined {
  try {
    const { pid } = JSON.parse(readFileSync(join(dataDir, SERVER_FILE), 'utf8')) as { pid: number };
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

/** In the server: answers snapshot requests until the returned function is called. */
export function answerSnapshots(
  database: Database,
  dataDir: string,
  log: (line: string) => void,
): () => void {
  const snapshot = database.snapshot?.bind(database);
  if (!snapshot) return () => undefined;
  writeFileSync(join(dataDir, SERVER_FILE), JSON.stringify({ pid: process.pid }));
  const answer = async () => {
    const requestFile = join(dataDir, REQUEST_FILE);
    if (!existsSync(requestFile)) return;
    const { dest } = JSON.parse(readFileSync(requestFile, 'utf8')) as { dest: string };
    rmSync(requestFile, { force: true });
    const started = Date.now();
    const outcome = await snapshot(join(dest, 'pgdata')).then(
      () => ({ ok: true }),
      (e: unknown) => ({ ok: false, error: e instanceof Error ? e.message : String(e) }),
    );
    writeFileSync(join(dest, SNAPSHOT_DONE), JSON.stringify(outcome));
    log(`[backup] database copied in ${Date.now() - started} ms / 数据库已复制`);
  };
  const onSignal = () => void answer().catch((e) => log(`[backup] ${String(e)}`));
  process.on('SIGUSR2', onSignal);
  return () => {
    process.off('SIGUSR2', onSignal);
    rmSync(join(dataDir, SERVER_FILE), { force: true });
  };
}

/** In the backup command: asks the running server for a copy in `dest` and waits for it. */
export async function askServerForSnapshot(
  pid: number,
  dataDir: string,
  dest: string,
  waitMs = 30 * 60_000,
): Promise<void> {
  writeFileSync(join(dataDir, REQUEST_FILE), JSON.stringify({ dest }), { mode: 0o600 });
  process.kill(pid, 'SIGUSR2');
  const end = Date.now() + waitMs;
  while (Date.now() < end) {
    if (existsSync(join(dest, SNAPSHOT_DONE))) {
      const outcome = JSON.parse(readFileSync(join(dest, SNAPSHOT_DONE), 'utf8')) as {
        ok: boolean;
        error?: string;
      };
      rmSync(join(dest, SNAPSHOT_DONE));
      if (!outcome.ok) throw new Error(outcome.error);
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the running server did not answer / 运行中的服务没有响应');
}
