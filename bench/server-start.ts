/**
 * What starting the real server costs, as every API test pays it: the server on a copy of a
 * seeded data folder (embedded database), started and stopped RUNS times in one process, with the
 * processor time of all its threads. The reference, in the same run: opening the embedded
 * database alone on such a copy. Writes bench/results/server-start.json.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDatabaseThread } from '#server/db/embedded/thread.ts';
import { startServer } from '#server/server.ts';
import { record } from './record.ts';

const runs = Number(process.env.RUNS ?? 7);
const base = mkdtempSync(join(tmpdir(), 'assoc-start-'));
const env = (dir: string) => ({
  NODE_ENV: 'test',
  PORT: '0',
  DATA_DIR: dir,
  SITE_BUILD: 'false',
  JOBS: 'false',
  DEMO_STATISTICS: 'false',
});

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** Wall and processor milliseconds of `work` on a fresh copy of the seeded folder. */
async function timed(i: number, work: (dir: string) => Promise<void>) {
  const dir = join(base, `copy-${i}`);
  cpSync(join(base, 'seeded'), dir, { recursive: true });
  const cpu0 = process.cpuUsage();
  const wall0 = performance.now();
  await work(dir);
  const cpu = process.cpuUsage(cpu0);
  rmSync(dir, { recursive: true, force: true });
  return { wallMs: performance.now() - wall0, cpuMs: (cpu.user + cpu.system) / 1000 };
}

try {
  const seeded = await startServer({ env: env(join(base, 'seeded')), log: () => undefined });
  await seeded.close();
  const server: { wallMs: number; cpuMs: number }[] = [];
  const database: { wallMs: number; cpuMs: number }[] = [];
  for (let i = 0; i < runs; i++) {
    server.push(
      await timed(i, async (dir) => {
        const s = await startServer({ env: env(dir), log: () => undefined });
        await s.close();
      }),
    );
    database.push(
      await timed(runs + i, async (dir) => {
        const thread = await startDatabaseThread(join(dir, 'pgdata'));
        await thread.close();
      }),
    );
  }
  const mid = (xs: { wallMs: number; cpuMs: number }[]) => ({
    wallMs: Math.round(median(xs.map((x) => x.wallMs))),
    cpuMs: Math.round(median(xs.map((x) => x.cpuMs))),
  });
  const result = { server: mid(server), databaseAlone: mid(database) };
  console.log(JSON.stringify(result));
  record('server-start', {
    date: new Date().toISOString().slice(0, 10),
    cores: cpus().length,
    runs,
    ...result,
  });
} finally {
  rmSync(base, { recursive: true, force: true });
}
process.exit(0);
