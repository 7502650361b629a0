/**
 * Public API reads (`/web/index/newsList`, 20 connections) against a bare `node:http` server that
 * answers the same bytes, on the embedded database and, when DATABASE_URL is set, on PostgreSQL.
 * Then one client reads as fast as it can while a member works: the member's calls, timed alone
 * and beside it. Medians of RUNS runs. Writes bench/results/api-reads.json.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load, median, signInAs, startProduct, type LoadResult } from './load.ts';
import { onPostgres } from './postgres.ts';
import { record } from './record.ts';

const runs = Number(process.env.RUNS ?? 3);
const seconds = Number(process.env.SECONDS ?? 5);
const PATH = '/prod-api/web/index/newsList?channel=news&pageNum=1&pageSize=10';

/** A bare node:http process answering `body` to every request, like the product's answer. */
async function bareServer(body: string) {
  const file = join(mkdtempSync(join(tmpdir(), 'assoc-bare-')), 'body.json');
  writeFileSync(file, body);
  const child = spawn(
    process.execPath,
    [
      '-e',
      `const body = require('fs').readFileSync(${JSON.stringify(file)});
       require('http').createServer((q, s) => s.end(body)).listen(0, '127.0.0.1', function () {
         console.log('listening on http://127.0.0.1:' + this.address().port);
       });`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const url = await new Promise<string>((resolve) =>
    child.stdout.on('data', (d: Buffer) => {
      const m = /listening on (\S+)/.exec(d.toString());
      if (m?.[1]) resolve(m[1]);
    }),
  );
  return { url, stop: () => child.kill() };
}

async function readsAgainstBare(database: string, databaseUrl: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'assoc-reads-'));
  const product = await startProduct({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SITE_BUILD: 'false',
    PUBLIC_READS_PER_MINUTE: '100000000',
  });
  const body = await (await fetch(`${product.url}${PATH}`)).text();
  const bare = await bareServer(body);
  const rounds: { product: LoadResult; bare: LoadResult }[] = [];
  for (let i = 0; i < runs; i++)
    rounds.push({
      product: await load({ base: product.url, paths: [PATH], connections: 20, seconds }),
      bare: await load({ base: bare.url, paths: [PATH], connections: 20, seconds }),
    });
  bare.stop();
  await product.stop();
  rmSync(dataDir, { recursive: true, force: true });
  const productRun = median(rounds.map((r) => r.product));
  const bareRun = median(rounds.map((r) => r.bare));
  return {
    database,
    product: productRun,
    bareNodeHttp: bareRun,
    ratio: Number((productRun.requestsPerSecond / bareRun.requestsPerSecond).toFixed(2)),
  };
}

/** A member's calls timed alone, then while one client reads as fast as it can. */
async function memberBesideAHog() {
  const dataDir = mkdtempSync(join(tmpdir(), 'assoc-hog-'));
  const product = await startProduct({ DATA_DIR: dataDir, DATABASE_URL: '', SITE_BUILD: 'false' });
  const token = await signInAs(product.url, dataDir, 'member');
  const memberCalls = () =>
    load({
      base: product.url,
      paths: ['/prod-api/center/reports', '/prod-api/center/fees'],
      connections: 1,
      seconds,
      headers: { authorization: `Bearer ${token}` },
    });
  const alone = await memberCalls();
  const [hog, beside] = await Promise.all([
    load({ base: product.url, paths: [PATH], connections: 20, seconds }),
    memberCalls(),
  ]);
  await product.stop();
  rmSync(dataDir, { recursive: true, force: true });
  return { memberAlone: alone, hog, memberBesideTheHog: beside };
}

const results = [await readsAgainstBare('embedded PGlite', '')];
const postgres = await onPostgres((url) => readsAgainstBare('PostgreSQL', url));
if (postgres) results.push(postgres);
record('api-reads', {
  measuredAt: new Date().toISOString(),
  machine: '2 cores',
  path: PATH,
  connections: 20,
  secondsPerRun: seconds,
  runs,
  before: { ratio: 0.014, note: '150–420 req/s against 12,000–18,000 (2026-11-21)' },
  results,
  budget: await memberBesideAHog(),
});
