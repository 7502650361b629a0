/**
 * Several API processes on one port (node:cluster hands each connection to one of them). They share
 * everything through PostgreSQL: sessions, captchas, limits, the duplicate guard, jobs, and which
 * of them builds the pages. A worker that dies is started again; when workers die right after
 * their start several times in a row, all stop, for the supervisor (systemd) to see.
 */
import cluster, { type Worker } from 'node:cluster';

/** A worker that lived less than this was not started well. */
const EARLY_DEATH_MS = 10_000;
const EARLY_DEATHS_ALLOWED = 3;
const RESTART_AFTER_MS = 1_000;

export function runWorkers(count: number): void {
  let stopping = false;
  let earlyDeaths = 0;
  const born = new Map<Worker, number>();
  const restarts = new Set<NodeJS.Timeout>();
  const fork = () => {
    if (!stopping) born.set(cluster.fork(), Date.now());
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (born.get(worker) ?? 0);
    born.delete(worker);
    if (stopping) {
      if (born.size === 0) process.exit();
      return;
    }
    console.error(`[workers] process ${worker.process.pid} ended (${signal ?? code}) / 进程退出`);
    earlyDeaths = lived < EARLY_DEATH_MS ? earlyDeaths + 1 : 0;
    if (earlyDeaths > EARLY_DEATHS_ALLOWED) {
      console.error('[workers] processes keep failing at start; stopping / 进程启动反复失败，停止');
      stopping = true;
      for (const restart of restarts) clearTimeout(restart);
      for (const w of born.keys()) w.process.kill('SIGTERM');
      if (born.size === 0) process.exit(1);
      process.exitCode = 1;
      return;
    }
    const restart = setTimeout(() => {
      restarts.delete(restart);
      fork();
    }, RESTART_AFTER_MS);
    restarts.add(restart);
  });

  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const restart of restarts) clearTimeout(restart);
    console.log(`[workers] stopping ${born.size} processes / 正在停止`);
    for (const w of born.keys()) w.process.kill('SIGTERM');
    if (born.size === 0) process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  console.log(`[workers] starting ${count} processes on one port / 启动 ${count} 个进程`);
  for (let i = 0; i < count; i++) fork();
}
