/**
 * How long `npm start` takes to serve its first page, as a process started from the shell:
 *
 * - warm restart: a data folder with a current build (made by the first fresh run); the server
 *   should serve the last build at once. Timed to the home page answered 200.
 * - fresh start: an empty data folder, as on a fresh clone (no database, no pages yet). Timed to
 *   the first answer of /index (the "building the site" page, 503) and to the built home page (200).
 *
 * The yardstick, measured in the same run: a bare node:http server started with `node -e`, from
 * spawn to its first answer; the ratio says how much of a start is ours. Medians of RUNS runs.
 * The checkout's build caches stay as they are (node_modules, .astro), but a fresh start begins
 * without the server's bundle (scripts/server-bundle.ts), as on a fresh clone. Writes
 * bench/results/startup.json; LABEL names the run (kept beside earlier runs, e.g. before/after).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { record } from './record.ts';
import { BUNDLE } from '../scripts/server-bundle.ts';

const runs = Number(process.env.RUNS ?? 3);
const label = process.env.LABEL ?? 'run';
const port = Number(process.env.PORT ?? 4581);
const root = new URL('../', import.meta.url).pathname;
const page = `http://127.0.0.1:${port}/index`;
/** What `npm start` runs (`node <file>`), read from package.json: the bench times that. */
const startCommand = (
  JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }
).scripts.start;
const startArgs = startCommand.replace(/^node\s+/, '').split(/\s+/);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const seconds = (ms: number) => +(ms / 1000).toFixed(2);
const summary = (xs: number[]) => ({
  medianS: seconds(median(xs)),
  minS: seconds(Math.min(...xs)),
  maxS: seconds(Math.max(...xs)),
  runs: xs.length,
});

/** The status /index answers with now, or 0 while nothing listens. */
async function status(): Promise<number> {
  try {
    const res = await fetch(page, { redirect: 'manual', signal: AbortSignal.timeout(2000) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

/** Milliseconds from `since` until /index answers with one of `wanted`. */
async function until(wanted: number[], since: number, child: ChildProcess): Promise<number> {
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the server ended (${child.exitCode}) before serving`);
    if (wanted.includes(await status())) return performance.now() - since;
    await new Promise((r) => setTimeout(r, 25));
  }
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

/** Spawns `npm start`'s command on `dataDir`, its log kept. */
function startProduct(dataDir: string) {
  const log: string[] = [];
  const since = performance.now();
  const child = spawn(process.execPath, startArgs, {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    // The server's own lines, never the demo accounts' passwords that a first start prints.
    for (const line of chunk.toString().split('\n'))
      if (/^\[|Ready in|search index/.test(line))
        log.push(`${seconds(performance.now() - since)} s  ${line}`);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  return { child, since, log };
}

async function reference(): Promise<number> {
  const since = performance.now();
  const child = spawn(
    process.execPath,
    ['-e', `require('node:http').createServer((q, s) => s.end('ok')).listen(${port}, '127.0.0.1')`],
    { stdio: 'ignore' },
  );
  const ms = await until([200], since, child);
  await stop(child);
  return ms;
}

async function fresh() {
  const dataDir = mkdtempSync(join(tmpdir(), 'startup-fresh-'));
  rmSync(BUNDLE, { force: true });
  const { child, since, log } = startProduct(dataDir);
  try {
    const firstMs = await until([200, 503], since, child);
    const firstStatus = await status();
    const homeMs = await until([200], since, child);
    return { dataDir, firstMs, firstStatus, homeMs, log };
  } finally {
    await stop(child);
  }
}

async function warm(dataDir: string) {
  const { child, since, log } = startProduct(dataDir);
  try {
    return { ms: await until([200], since, child), log };
  } finally {
    await stop(child);
  }
}

if ((await status()) !== 0) throw new Error(`port ${port} is taken: set PORT`);
const loadBefore = loadavg();
const references: number[] = [];
const freshRuns: Awaited<ReturnType<typeof fresh>>[] = [];
const warmRuns: Awaited<ReturnType<typeof warm>>[] = [];
for (let i = 0; i < runs; i++) {
  references.push(await reference());
  const one = await fresh();
  console.log(
    `fresh ${i + 1}: first answer ${seconds(one.firstMs)} s (${one.firstStatus}), home ${seconds(one.homeMs)} s`,
  );
  freshRuns.push(one);
  if (!existsSync(join(one.dataDir, 'site', 'current.json'))) throw new Error('no build was made');
  // Each warm restart on a data folder that has just been built: the server serves that build.
  const again = await warm(one.dataDir);
  console.log(`warm ${i + 1}: home ${seconds(again.ms)} s`);
  warmRuns.push(again);
  references.push(await reference());
}
const loadAfter = loadavg();
const ref = median(references);
const warmMs = warmRuns.map((r) => r.ms);
const result = {
  label,
  measuredAt: new Date().toISOString(),
  command: startCommand,
  loadAverage: {
    before: loadBefore.map((x) => +x.toFixed(1)),
    after: loadAfter.map((x) => +x.toFixed(1)),
  },
  reference: {
    what: 'node -e: a bare node:http server, spawn to first answer',
    ...summary(references),
  },
  warmRestart: { ...summary(warmMs), timesReference: +(median(warmMs) / ref).toFixed(1) },
  freshStart: {
    firstAnswer: { ...summary(freshRuns.map((r) => r.firstMs)), status: freshRuns[0]!.firstStatus },
    homePage: summary(freshRuns.map((r) => r.homeMs)),
  },
  targets: { warmRestartS: 3, freshStartS: 30 },
  // The server's own lines with their time since spawn: where a start spends its time.
  logs: { fresh: freshRuns.at(-1)!.log, warm: warmRuns.at(-1)!.log },
};
for (const r of freshRuns) rmSync(r.dataDir, { recursive: true, force: true });
const file = new URL('./results/startup.json', import.meta.url);
const earlier = existsSync(file)
  ? (JSON.parse(readFileSync(file, 'utf8')) as { runs: { label: string }[] }).runs
  : [];
record('startup', { runs: [...earlier.filter((r) => r.label !== label), result] });
