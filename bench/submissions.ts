/**
 * A statistics deadline: 200 member units submit their monthly report at the same moment (a
 * different month each run). Latency of each submission, p50 and p99 over RUNS runs, on the
 * embedded database and, when DATABASE_URL is set, on PostgreSQL with one process (with the
 * default pool of connections, and with the former default of 10) and with WORKERS=2 (as many as
 * the machine's cores); every report must arrive once. Then the same submissions one after
 * another, the reference: each one's own time, and what 200 cost in a row.
 * Writes bench/results/submissions.json.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '#server/server.ts';
import { memberUnits, reportOf } from '#tests/helpers/load-units.ts';
import { signInAs, startProduct } from './load.ts';
import { onPostgres } from './postgres.ts';
import { record } from './record.ts';

const UNITS = 200;
const runs = Number(process.env.RUNS ?? 5);

async function measure(database: string, databaseUrl: string, workers = 1, pool?: number) {
  const dir = mkdtempSync(join(tmpdir(), 'assoc-submit-'));
  const env = {
    DATA_DIR: dir,
    SITE_BUILD: 'false',
    JOBS: 'false',
    DEMO_STATISTICS: 'false',
    DATABASE_URL: databaseUrl,
  };
  // The units and their sessions go straight into the database; the product then runs in a
  // process of its own, so the 200 clients here do not share its event loop.
  const setup = await startServer({
    env: { ...process.env, ...env, PORT: '0' },
    log: () => undefined,
  });
  const tokens = await memberUnits(setup.database.db, UNITS);
  await setup.close();
  const product = await startProduct({
    ...env,
    WORKERS: String(workers),
    ...(pool ? { DATABASE_POOL_SIZE: String(pool) } : {}),
  });
  const latencies: number[] = [];
  const counted: number[] = [];
  for (let run = 0; run < runs; run++) {
    // A year's first report each run, so no earlier month's figures are asked for.
    const year = 2010 + run;
    const period = `${year}-03`;
    const submit = (n: number) => submitOne(product.url, tokens[n]!, year, n);
    latencies.push(...(await Promise.all(Array.from({ length: UNITS }, (_, n) => submit(n)))));
    counted.push(await submitted(product.url, dir, period));
  }
  // The same 200 again, one after another: each submission's own time, and what 200 of them cost
  // in a row. Where the server and its database share one thread (the embedded database), 200 at
  // once cannot end much sooner; elsewhere their waits overlap and they can.
  const year = 2010 + runs;
  const alone: number[] = [];
  for (let n = 0; n < UNITS; n++) alone.push(await submitOne(product.url, tokens[n]!, year, n));
  await product.stop();
  rmSync(dir, { recursive: true, force: true });
  if (counted.some((n) => n !== UNITS)) throw new Error(`reports counted: ${counted.join(', ')}`);
  latencies.sort((a, b) => a - b);
  const at = (p: number) => Math.round(latencies[Math.floor((latencies.length - 1) * p)]!);
  return {
    database,
    workers,
    ...(databaseUrl ? { pool: pool ?? 'default: 2 per core, at least 4' } : {}),
    submissions: latencies.length,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    maxMs: at(1),
    oneAtATime: {
      medianMs: Number(alone.sort((a, b) => a - b)[UNITS >> 1]!.toFixed(2)),
      [`all ${UNITS} in a row, ms`]: Math.round(alone.reduce((a, b) => a + b, 0)),
    },
  };
}

/** One unit's March report of `year`, handed in; its latency. */
async function submitOne(url: string, token: string, year: number, n: number): Promise<number> {
  const start = performance.now();
  const r = await fetch(`${url}/prod-api/center/reports/economyMonth/${year}-03`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(reportOf(n, `${year}-04-08`)),
  });
  const body = (await r.json()) as { code: number; msg?: string };
  if (body.code !== 200) throw new Error(`unit ${n}: ${body.msg}`);
  return performance.now() - start;
}

/** The secretariat's count of submitted reports for a month: nothing lost, nothing twice. */
async function submitted(url: string, dir: string, period: string): Promise<number> {
  const token = await signInAs(url, dir, 'secretariat');
  const count = await fetch(`${url}/prod-api/review/reports/count?period=${period}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { data } = (await count.json()) as {
    data: { kinds: { kind: string; submitted: number }[] };
  };
  return data.kinds.find((k) => k.kind === 'economyMonth')?.submitted ?? 0;
}

const results = [await measure('embedded PGlite', '')];
for (const [workers, pool] of [[1], [1, 10], [2]] as const) {
  const postgres = await onPostgres((url) => measure('PostgreSQL', url, workers, pool));
  if (postgres) results.push(postgres);
}
record('submissions', {
  measuredAt: new Date().toISOString(),
  machine: '2 cores',
  units: UNITS,
  runs,
  before: { p99Ms: 2400, note: '200 enterprises at once (2026-11-21)' },
  results,
});
