/**
 * What the throughput benchmarks share: the product as its own process, and a load of keep-alive
 * connections that each ask again as soon as an answer is read, counting answers and latencies.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { join } from 'node:path';

const ROOT = new URL('../', import.meta.url).pathname;

export interface Started {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** `npm start` in a process of its own; resolves once it (each of its WORKERS) is ready. */
export function startProduct(env: Record<string, string>): Promise<Started> {
  const workers = Number(env.WORKERS ?? 1);
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', CAPTCHA_ENABLED: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      const url = /listening on (http:\/\/\S+)/.exec(out)?.[1];
      if (url && (out.match(/Ready in/g)?.length ?? 0) >= workers)
        resolve({
          url,
          child,
          stop: () =>
            new Promise<void>((done) => {
              child.on('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => reject(new Error(`the product exited ${code}:\n${out}`)));
  });
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  statuses: Record<number, number>;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** `connections` clients asking for `path` (one of `paths`, in turn) for `seconds`. */
export async function load(opts: {
  base: string;
  paths: string[];
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
}): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: opts.connections });
  const url = new URL(opts.base);
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  const end = performance.now() + opts.seconds * 1000;
  let turn = 0;
  const one = (path: string) =>
    new Promise<number>((resolve, reject) => {
      const req = request(
        { agent, host: url.hostname, port: url.port, path, headers: opts.headers ?? {} },
        (res) => {
          res.on('data', () => undefined);
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.end();
    });
  const client = async () => {
    while (performance.now() < end) {
      const t = performance.now();
      const status = await one(opts.paths[turn++ % opts.paths.length]!);
      latencies.push(performance.now() - t);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: opts.connections }, client));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round(latencies.length / seconds),
    p50Ms: Number(percentile(latencies, 0.5).toFixed(1)),
    p99Ms: Number(percentile(latencies, 0.99).toFixed(1)),
    statuses,
  };
}

/** The median of several runs, by requests per second. */
export function median(runs: LoadResult[]): LoadResult {
  const sorted = [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Signs in as the demo account of `role` that the product wrote in its data folder. */
export async function signInAs(url: string, dataDir: string, role: string): Promise<string> {
  const accounts = JSON.parse(readFileSync(join(dataDir, 'demo-accounts.json'), 'utf8')) as {
    role: string;
    username: string;
    password: string;
  }[];
  const account = accounts.find((a) => a.role === role)!;
  const answer = await fetch(`${url}/prod-api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: account.username, password: account.password }),
  });
  return ((await answer.json()) as { token: string }).token;
}
