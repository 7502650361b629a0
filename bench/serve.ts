/**
 * A pre-rendered page served by the product against nginx serving the same file from the same
 * build (Debian's nginx, one worker, like the product's one process, its pre-compressed copy
 * with gzip_static; as root its worker reads as root, since the data folder is the owner's only),
 * 20 connections, a reader that takes compressed answers. Medians of RUNS runs.
 * Writes bench/results/serve.json.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load, median, startProduct, type LoadResult } from './load.ts';
import { record } from './record.ts';
import { standaloneNginx } from '#server/site/nginx-config.ts';

const runs = Number(process.env.RUNS ?? 3);
const seconds = Number(process.env.SECONDS ?? 5);
const PAGE = process.env.PAGE ?? '/en/detail/1';
const HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

async function nginxServing(root: string) {
  const dir = mkdtempSync(join(tmpdir(), 'assoc-nginx-'));
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  writeFileSync(
    join(dir, 'nginx.conf'),
    standaloneNginx(
      dir,
      `server {
    listen 127.0.0.1:${port};
    root ${root};
    gzip_static on;
    location / { try_files $uri $uri/index.html =404; add_header Cache-Control no-cache; }
  }`,
      true,
    ),
  );
  const child = spawn('nginx', ['-c', join(dir, 'nginx.conf'), '-p', dir], { stdio: 'inherit' });
  await new Promise((r) => setTimeout(r, 500));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => {
      child.kill('SIGQUIT');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'assoc-serve-'));
const product = await startProduct({ DATA_DIR: dataDir, DATABASE_URL: '' });
const live = JSON.parse(readFileSync(join(dataDir, 'site', 'current.json'), 'utf8')) as {
  dir: string;
};
const nginx = await nginxServing(live.dir);
// Both must answer the page, or the comparison means nothing.
for (const base of [product.url, nginx.url]) {
  const r = await fetch(`${base}${PAGE}`, { headers: HEADERS });
  if (r.status !== 200) throw new Error(`${base}${PAGE} answered ${r.status}`);
}
const rounds: { product: LoadResult; nginx: LoadResult }[] = [];
for (let i = 0; i < runs; i++)
  rounds.push({
    product: await load({
      base: product.url,
      paths: [PAGE],
      connections: 20,
      seconds,
      headers: HEADERS,
    }),
    nginx: await load({
      base: nginx.url,
      paths: [PAGE],
      connections: 20,
      seconds,
      headers: HEADERS,
    }),
  });
nginx.stop();
await product.stop();
rmSync(dataDir, { recursive: true, force: true });
const productRun = median(rounds.map((r) => r.product));
const nginxRun = median(rounds.map((r) => r.nginx));
record('serve', {
  measuredAt: new Date().toISOString(),
  machine: '2 cores',
  page: PAGE,
  connections: 20,
  secondsPerRun: seconds,
  runs,
  before: { ratio: '0.06–0.17', note: '1,280–1,420 req/s against nginx 7,600–22,400 (2026-11-21)' },
  product: productRun,
  nginx: nginxRun,
  ratio: Number((productRun.requestsPerSecond / nginxRun.requestsPerSecond).toFixed(2)),
});
