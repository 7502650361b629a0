/**
 * The deployment of docs/DEPLOYMENT.md on this machine: PostgreSQL (DATABASE_URL), the product with
 * WORKERS=2, Debian's nginx in front with the generated configuration. Loopback and bounded:
 * - 1,000 readers on a public page at once, through nginx and, for reference in the same run,
 *   straight to the product: answers per second, p50 and p99, anything but 200 counted;
 * - a login storm: LOGINS sign-ins at the same moment through nginx (each verifies a password:
 *   argon2id, 19 MiB): p50, p99 and how many got in.
 * Medians of RUNS runs. Writes bench/results/deployment.json.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nginxConfig, standaloneNginx } from '#server/site/nginx-config.ts';
import { load, median, startProduct, type LoadResult } from './load.ts';
import { onPostgres } from './postgres.ts';
import { record } from './record.ts';

const runs = Number(process.env.RUNS ?? 3);
const READERS = 1000;
const LOGINS = Number(process.env.LOGINS ?? 100);
const PAGE = '/en/index';

async function nginxInFront(siteDir: string, upstream: string) {
  const dir = mkdtempSync(join(tmpdir(), 'assoc-deploy-nginx-'));
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const site = nginxConfig({ siteDir, upstreams: [upstream], listen: `127.0.0.1:${port}` });
  // Room for a thousand readers at once (one worker per core, as Debian's default).
  const conf = standaloneNginx(dir, site)
    .replace('worker_processes 1;', 'worker_processes auto;\nworker_rlimit_nofile 8192;')
    .replace('worker_connections 1024;', 'worker_connections 4096;');
  writeFileSync(join(dir, 'nginx.conf'), conf);
  const child = spawn('nginx', ['-c', join(dir, 'nginx.conf'), '-p', dir], { stdio: 'inherit' });
  await new Promise((r) => setTimeout(r, 500));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.on('exit', () => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGQUIT');
      }),
  };
}

async function loginStorm(base: string, account: { username: string; password: string }) {
  const one = async () => {
    const started = performance.now();
    const answer = await fetch(`${base}/prod-api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(account),
    });
    const { code } = (await answer.json()) as { code: number };
    return { ms: performance.now() - started, ok: code === 200 };
  };
  const all = await Promise.all(Array.from({ length: LOGINS }, one));
  const ms = all.map((a) => a.ms).sort((a, b) => a - b);
  const at = (p: number) => Math.round(ms[Math.floor((ms.length - 1) * p)]!);
  return {
    logins: LOGINS,
    signedIn: all.filter((a) => a.ok).length,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
  };
}

async function measure(databaseUrl: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'assoc-deploy-'));
  const siteDir = `${dataDir}-site`;
  const product = await startProduct({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SITE_DIR: siteDir,
    SITE_MERGE_SECONDS: '0',
    WORKERS: '2',
    PORT: String(20_000 + Math.floor(Math.random() * 20_000)),
    TRUST_PROXY: '127.0.0.1',
    LOGIN_LIMIT_PER_IP: '100000',
    PUBLIC_READS_PER_MINUTE: '100000000',
  });
  // Ready once one of the processes has built the pages.
  for (let i = 0; i < 600 && (await fetch(`${product.url}/readyz`)).status !== 200; i++)
    await new Promise((r) => setTimeout(r, 500));
  const nginx = await nginxInFront(siteDir, new URL(product.url).host);
  const readers = { nginx: [] as LoadResult[], product: [] as LoadResult[] };
  const storms = [];
  const member = (
    JSON.parse(readFileSync(join(dataDir, 'demo-accounts.json'), 'utf8')) as {
      role: string;
      username: string;
      password: string;
    }[]
  ).find((a) => a.role === 'member')!;
  const headers = { 'accept-encoding': 'gzip, br' };
  for (let run = 0; run < runs; run++) {
    for (const [name, base] of [
      ['nginx', nginx.url],
      ['product', product.url],
    ] as const)
      readers[name].push(
        await load({ base, paths: [PAGE], connections: READERS, seconds: 5, headers }),
      );
    storms.push(await loginStorm(nginx.url, member));
  }
  await nginx.stop();
  await product.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(siteDir, { recursive: true, force: true });
  const viaNginx = median(readers.nginx);
  const direct = median(readers.product);
  storms.sort((a, b) => a.p99Ms - b.p99Ms);
  return {
    readers: {
      connections: READERS,
      page: PAGE,
      nginx: viaNginx,
      productAlone: direct,
      ratio: Number((viaNginx.requestsPerSecond / direct.requestsPerSecond).toFixed(2)),
    },
    loginStorm: storms[Math.floor(storms.length / 2)],
  };
}

const result = await onPostgres(measure);
if (!result)
  throw new Error('bench:deploy needs DATABASE_URL (a PostgreSQL role that may create databases)');
record('deployment', {
  measuredAt: new Date().toISOString(),
  machine: '2 cores, loopback; load, nginx, PostgreSQL and two product processes share them',
  deployment: 'PostgreSQL 15, WORKERS=2, Debian nginx-light with npm run nginx:config',
  runs,
  ...result,
});
