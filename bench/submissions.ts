/**
 * A statistics deadline: 200 member units submit their monthly report at the same moment (a
 * different month each run). Latency of each submission, p50 and p99 over RUNS runs, on the
 * embedded database and, when DATABASE_URL is set, on PostgreSQL with one process (with the
 * default pool of connections, and with the former default of 10) and with WORKERS=2 (as many as
 * the machine's cores); every report must arrive once.
 *
 * A deadline meets a server that has been running: the first 200 after the product starts are
 * reported on their own (`firstBurst`: code not yet compiled, statements not yet prepared) and
 * left out of the percentiles. Every burst opens new connections, as 200 browsers would.
 * Then the same submissions one after another, the reference: each one's own time, and what 200
 * cost in a row. Writes bench/results/submissions.json.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
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
  // Each burst is a year's first report, so no earlier month's figures are asked for.
  const burst = async (year: number) => {
    const agent = new Agent({ keepAlive: true });
    const got = await Promise.all(
      Array.from({ length: UNITS }, (_, n) => submitOne(product.url, tokens[n]!, year, n, agent)),
    );
    agent.destroy();
    return got;
  };
  const first = await burst(2009);
  for (let run = 0; run < runs; run++) {
    const year = 2010 + run;
    latencies.push(...(await burst(year)));
    counted.push(await submitted(product.url, dir, `${year}-03`));
  }
  // The same 200 again, one after another: each submission's own time, and what 200 of them cost
  // in a row. Where the server and its database share one thread (the embedded database), 200 at
  // once cannot end much sooner; elsewhere their waits overlap and they can.
  const year = 2010 + runs;
  const alone: number[] = [];
  const agent = new Agent({ keepAlive: true });
  for (let n = 0; n < UNITS; n++)
    alone.push(await submitOne(product.url, tokens[n]!, year, n, agent));
  agent.destroy();
  await product.stop();
  rmSync(dir, { recursive: true, force: true });
  if (counted.some((n) => n !== UNITS)) throw new Error(`reports counted: ${counted.join(', ')}`);
  latencies.sort((a, b) => a - b);
  const at = (p: number) => Math.round(latencies[Math.floor((latencies.length - 1) * p)]!);
  return {
    database,
    workers,
    ...(databaseUrl ? { pool: pool ?? 'default: 2 per core, at least 4' } : {}),
    firstBurst: { maxMs: Math.round(Math.max(...first)) },
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
function submitOne(url: string, token: string, year: number, n: number, agent: Agent) {
  const body = JSON.stringify(reportOf(n, `${year}-04-08`));
  const start = performance.now();
  return new Promise<number>((resolve, reject) => {
    const req = request(
      `${url}/prod-api/center/reports/economyMonth/${year}-03`,
      {
        agent,
        method: 'PUT',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          // As a browser asks.
          'accept-encoding': 'gzip, deflate, br',
          authorization: `Bearer ${token}`,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const took = performance.now() - start;
          const answer = JSON.parse(decoded(res.headers['content-encoding'], chunks).toString());
          if (answer.code !== 200) reject(new Error(`unit ${n}: ${answer.msg}`));
          else resolve(took);
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function decoded(encoding: string | undefined, chunks: Buffer[]): Buffer {
  const bytes = Buffer.concat(chunks);
  if (encoding === 'gzip') return gunzipSync(bytes);
  if (encoding === 'br') return brotliDecompressSync(bytes);
  if (encoding === 'deflate') return inflateSync(bytes);
  return bytes;
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
  // This bench on the code before the embedded database had its own thread (c4a8cfe).
  previousCode: { embeddedP99Ms: 1075, postgresP99Ms: 381, postgresWorkers2P99Ms: 538 },
  results,
});
