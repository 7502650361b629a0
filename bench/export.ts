/**
 * The member directory's spreadsheet export at 10,000 units: how long the download takes, how
 * much memory the process gains while it runs, and whether other callers are kept waiting. The
 * reference, in the same run, is the same light call (the public menu) made with no export going.
 * Writes bench/results/export.json.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { usccCheckChar } from '#shared/uscc.ts';
import { startServer } from '#server/server.ts';
import { enterprises, users } from '#server/auth/tables.ts';
import { record } from './record.ts';

const UNITS = Number(process.env.UNITS ?? 10_000);
const RUNS = Number(process.env.RUNS ?? 5);
const dir = mkdtempSync(join(tmpdir(), 'assoc-bench-'));
const running = await startServer({
  env: {
    ...process.env,
    DATA_DIR: dir,
    PORT: '0',
    CAPTCHA_ENABLED: 'false',
    DATABASE_URL: '',
    SITE_BUILD: 'false',
  },
  log: () => undefined,
});
const base = `${running.url}/prod-api`;
const db = running.database.db;

// Units as registration leaves them, a quarter of them members, with one account each.
for (let start = 0; start < UNITS; start += 500) {
  const batch = Array.from({ length: Math.min(500, UNITS - start) }, (_, i) => {
    const n = start + i;
    const body = `9133010${String(n).padStart(10, '0')}`;
    return {
      unitName: `基准制药装备有限公司${n}`,
      taxId: body + usccCheckChar(body),
      contactPerson: n % 97 === 0 ? '=HYPERLINK("x")' : '王工',
      email: `u${n}@example.cn`,
      phone: `139${String(n).padStart(8, '0')}`,
      auditStatus: '1' as const,
      isMember: n % 4 === 0,
      memberSince: n % 4 === 0 ? new Date() : null,
    };
  });
  const made = await db.insert(enterprises).values(batch).returning({ id: enterprises.id });
  await db.insert(users).values(
    made.map((e, i) => ({
      userName: batch[i]?.unitName ?? '',
      nickName: batch[i]?.unitName ?? '',
      passwordHash: 'x',
      userType: i % 3 === 0 ? '02' : '01',
      enterpriseId: e.id,
    })),
  );
}

const clerk = running.demoAccounts.find((a) => a.role === 'secretariat');
const login = await fetch(`${base}/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: clerk?.username, password: clerk?.password }),
});
const { token } = (await login.json()) as { token: string };

/** Runs a client script in a process of its own (as a browser would be); its output, parsed. */
function client<T>(script: string): Promise<T> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', script]);
  let out = '';
  child.stdout.on('data', (d: Buffer) => {
    out += d.toString();
  });
  return new Promise((resolve, reject) => {
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as T) : reject(new Error(`client ${code}`)),
    );
  });
}

/** Another caller: the public menu every 25 ms; each call's start (epoch ms) and its wait. */
const otherCaller = (seconds: number) =>
  client<[number, number][]>(`
    const until = Date.now() + ${seconds * 1000};
    const waits = [];
    while (Date.now() < until) {
      const t0 = Date.now(), p0 = performance.now();
      await (await fetch(${JSON.stringify(`${base}/web/index/menuList`)}, { headers: { "accept-encoding": "gzip, deflate, br" } })).arrayBuffer();
      waits.push([t0, performance.now() - p0]);
      await new Promise((r) => setTimeout(r, 25));
    }
    process.stdout.write(JSON.stringify(waits));`);

interface Download {
  start: number;
  ms: number;
  bytes: number;
  rows: number;
}

/** The clerk's downloads, a second apart, each read and dropped as it comes (as saved to disk). */
const downloads = (runs: number) =>
  client<Download[]>(`
    const done = [];
    for (let i = 0; i < ${runs}; i++) {
      await new Promise((r) => setTimeout(r, 1000));
      const start = Date.now(), p0 = performance.now();
      const res = await fetch(${JSON.stringify(`${base}/console/enterprises/export`)}, {
        headers: { authorization: ${JSON.stringify(`Bearer ${token}`)} },
      });
      let bytes = 0;
      for await (const chunk of res.body) bytes += chunk.byteLength;
      done.push({ start, ms: performance.now() - p0, bytes, rows: Number(res.headers.get('x-row-count')) });
    }
    process.stdout.write(JSON.stringify(done));`);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const p99 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.99)] ?? 0;
const round = (x: number) => Math.round(x * 10) / 10;

await downloads(1); // warm-up
// The server's memory while the exports run, above what it used before.
const before = process.memoryUsage().rss;
let peak = before;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 10);
const [runs, waits] = await Promise.all([downloads(RUNS), otherCaller(RUNS * 1.6 + 1)]);
clearInterval(sampler);
const during = (at: number) => runs.some((r) => at >= r.start && at <= r.start + r.ms);
const busyWaits = waits.filter(([at]) => during(at)).map(([, w]) => w);
const idleWaits = waits.filter(([at]) => !during(at)).map(([, w]) => w);

const result = {
  measuredAt: new Date().toISOString(),
  machine: `${cpus().length} cores`,
  units: UNITS,
  rowsWritten: runs[0]?.rows,
  bytes: runs[0]?.bytes,
  exportMs: {
    median: round(median(runs.map((r) => r.ms))),
    min: round(Math.min(...runs.map((r) => r.ms))),
    max: round(Math.max(...runs.map((r) => r.ms))),
    runs: runs.length,
  },
  serverRssGainMb: round((peak - before) / 1024 / 1024),
  otherCallersMs: {
    duringExport: {
      calls: busyWaits.length,
      median: round(median(busyWaits)),
      p99: round(p99(busyWaits)),
    },
    reference: {
      calls: idleWaits.length,
      median: round(median(idleWaits)),
      p99: round(p99(idleWaits)),
    },
    ratioMedian: round(median(busyWaits) / median(idleWaits)),
  },
};
record('export', result);
await running.close();
rmSync(dir, { recursive: true, force: true });
