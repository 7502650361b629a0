/**
 * A pre-rendered page served by the product against nginx serving the same file from the same
 * build (Debian's nginx, its pre-compressed copy with gzip_static; as root its worker reads as
 * root, since the data folder is the owner's only), 20 connections, a reader that takes
 * compressed answers. Two nginx: one worker, like the product's one process (`nginx`), and tuned
 * as a deployment would be (`nginxTuned`: a worker per core, sendfile, tcp_nopush,
 * open_file_cache, no access log). Each round measures all three in turn; medians of RUNS runs.
 * Writes bench/results/serve.json.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { load, median, startProduct, type LoadResult } from './load.ts';
import { record } from './record.ts';
import { standaloneNginx } from '#server/site/nginx-config.ts';

const runs = Number(process.env.RUNS ?? 3);
const seconds = Number(process.env.SECONDS ?? 5);
const PAGE = process.env.PAGE ?? '/en/detail/1';
const HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

/** What a deployment adds (docs/processes.md): files kept open, headers sent with the file. */
const TUNING = `
    sendfile on;
    tcp_nopush on;
    access_log off;
    open_file_cache max=10000 inactive=60s;
    open_file_cache_valid 60s;
    open_file_cache_errors on;`;

/**
 * CPU time (ms) a process and its children have used: on a busy machine a server's rate follows
 * what the others take, its CPU time per answer much less.
 */
function cpuMs(root: number): number {
  const stat = (pid: string) =>
    readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
    try {
      const fields = stat(pid);
      // After the name: state, ppid, …; utime and stime are the 12th and 13th.
      if (Number(pid) === root || Number(fields[1]) === root)
        ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      /* gone */
    }
  }
  return ticks * 10;
}

async function nginxServing(root: string, tuned: boolean) {
  const dir = mkdtempSync(join(tmpdir(), 'assoc-nginx-'));
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const config = standaloneNginx(
    dir,
    `server {
    listen 127.0.0.1:${port};
    root ${root};
    gzip_static on;${tuned ? TUNING : ''}
    location / { try_files $uri $uri/index.html =404; add_header Cache-Control no-cache; }
  }`,
    true,
  );
  writeFileSync(
    join(dir, 'nginx.conf'),
    tuned ? config.replace('worker_processes 1;', `worker_processes ${cpus().length};`) : config,
  );
  const child = spawn('nginx', ['-c', join(dir, 'nginx.conf'), '-p', dir], { stdio: 'inherit' });
  await new Promise((r) => setTimeout(r, 500));
  return {
    pid: child.pid!,
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
const nginx = await nginxServing(live.dir, false);
const nginxTuned = await nginxServing(live.dir, true);
const servers = {
  product: { url: product.url, pid: product.child.pid! },
  nginx,
  nginxTuned,
};
type Measured = LoadResult & { cpuMsPerThousand: number };
// Each must answer the page, or the comparison means nothing.
for (const { url: base } of Object.values(servers)) {
  const r = await fetch(`${base}${PAGE}`, { headers: HEADERS });
  if (r.status !== 200) throw new Error(`${base}${PAGE} answered ${r.status}`);
}
const rounds: Record<keyof typeof servers, Measured>[] = [];
for (let i = 0; i < runs; i++) {
  const round = {} as Record<keyof typeof servers, Measured>;
  for (const [name, { url: base, pid }] of Object.entries(servers) as [
    keyof typeof servers,
    { url: string; pid: number },
  ][]) {
    const cpuBefore = cpuMs(pid);
    const result = await load({ base, paths: [PAGE], connections: 20, seconds, headers: HEADERS });
    const answers = result.requestsPerSecond * seconds;
    const cpuMsPerThousand = Number((((cpuMs(pid) - cpuBefore) / answers) * 1000).toFixed(1));
    round[name] = { ...result, cpuMsPerThousand };
  }
  rounds.push(round);
  console.log(JSON.stringify(round));
}
nginx.stop();
nginxTuned.stop();
await product.stop();
rmSync(dataDir, { recursive: true, force: true });
const productRun = median(rounds.map((r) => r.product));
const nginxRun = median(rounds.map((r) => r.nginx));
const tunedRun = median(rounds.map((r) => r.nginxTuned));
const share = (of: LoadResult) =>
  Number((productRun.requestsPerSecond / of.requestsPerSecond).toFixed(2));
// The same shares taken round by round (both measured within seconds of each other), and by
// CPU time per answer.
const middle = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const perRound = (of: 'nginx' | 'nginxTuned') =>
  Number(
    middle(rounds.map((r) => r.product.requestsPerSecond / r[of].requestsPerSecond)).toFixed(2),
  );
const cpuPerThousand = (name: keyof typeof servers) =>
  middle(rounds.map((r) => r[name].cpuMsPerThousand));
record('serve', {
  measuredAt: new Date().toISOString(),
  machine: `${cpus().length} cores`,
  page: PAGE,
  connections: 20,
  secondsPerRun: seconds,
  runs,
  before: {
    ratio: '0.60 and 0.63 of a tuned nginx round by round, two runs (a9ada9b, 2026-11-28)',
    note: 'before a path was kept with its answer: 49.6 and 49.3 ms of CPU per 1,000 answers, run in turn with this code in the same session',
  },

  product: productRun,
  nginx: nginxRun,
  nginxTuned: tunedRun,
  ratio: share(nginxRun),
  ratioTuned: share(tunedRun),
  ratioByRound: { nginx: perRound('nginx'), nginxTuned: perRound('nginxTuned') },
  cpuMsPerThousandAnswers: {
    product: cpuPerThousand('product'),
    nginx: cpuPerThousand('nginx'),
    nginxTuned: cpuPerThousand('nginxTuned'),
  },
  rounds,
});
