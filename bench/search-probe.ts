/**
 * A quick look at the search's speed while working on it: PROBE_SIZE generated items (default
 * 10,000) indexed once into an embedded database kept in PROBE_DIR (made again when the count
 * differs or PROBE_FRESH=1; with DATABASE_URL, a PostgreSQL database named by PROBE_DB kept the
 * same way), then every benchmark query's ranked first page, PROBE_RUNS rounds, with the process's
 * CPU time (the embedded database runs in it) and wall time per group of queries. PROBE_SAVES
 * times that many index writes; PROBE_RECALL=1 checks recall first.
 *   node bench/search-probe.ts
 */
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '#server/db/client.ts';
import type { AuthUser } from '#server/http/context.ts';
import { reindexAll } from '#features/search/server/public.ts';
import { foundItems, search } from '#features/search/server/search.service.ts';
import { cpuMs, generate, percentile, queries, timeSaves, truthOf } from './search-data.ts';

const SIZE = Number(process.env.PROBE_SIZE ?? 10_000);
const RUNS = Number(process.env.PROBE_RUNS ?? 3);
const SAVES = Number(process.env.PROBE_SAVES ?? 0);
const DIR = process.env.PROBE_DIR ?? '/tmp/search-probe';
const MEMBER = { permissions: ['member:content:view'], roles: [] } as unknown as AuthUser;

const round = (x: number) => Math.round(x * 10) / 10;

async function open(): Promise<Database> {
  const admin = process.env.DATABASE_URL;
  if (!admin) return openDatabase({ dataDir: DIR });
  const name = process.env.PROBE_DB ?? 'search_probe';
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (!exists.rowCount) await client.query(`create database ${name}`);
  await client.end();
  return openDatabase({ dataDir: DIR, databaseUrl: url.toString() });
}

const database = await open();
const { db } = database;
const { docs, texts } = generate(SIZE);
const [{ n } = { n: 0 }] = (
  await db.execute<{ n: number }>(sql`select count(distinct item)::int as n from search_doc`)
).rows;
if (Number(n) !== SIZE || process.env.PROBE_FRESH) {
  const c = process.cpuUsage();
  const done = await reindexAll(db, async function* () {
    yield* docs;
  });
  console.log(`re-index: ${done.ms} ms wall, ${round(cpuMs(c))} ms CPU`);
}

if (SAVES) {
  const { wall, cpu } = await timeSaves(db, docs, SAVES);
  console.log(
    `save: wall p50 ${round(percentile(wall, 50))} p95 ${round(percentile(wall, 95))}, ` +
      `CPU p50 ${round(percentile(cpu, 50))} p95 ${round(percentile(cpu, 95))}; slowest CPU ${cpu
        .sort((a, b) => b - a)
        .slice(0, 12)
        .map(round)
        .join(' ')}`,
  );
}

const groups = Object.entries(queries).filter(([, v]) => Array.isArray(v)) as [string, string[]][];
if (process.env.PROBE_RECALL) {
  let missed = 0;
  let extra = 0;
  for (const [group, list] of groups)
    for (const q of list) {
      const truth = truthOf(texts, group, q);
      const found = new Set(await foundItems(db, q, ['public', 'login', 'member']));
      missed += [...truth].filter((k) => !found.has(k)).length;
      extra += [...found].filter((k) => !truth.has(k)).length;
    }
  console.log(`recall: ${missed} missed, ${extra} found beyond substring matching`);
}
const allCpu: number[] = [];
const allWall: number[] = [];
const slowest: { q: string; cpu: number }[] = [];
const everyRun: { q: string; cpu: number }[] = [];
for (let run = 0; run < RUNS; run++)
  for (const [group, list] of groups) {
    const cpu: number[] = [];
    const wall: number[] = [];
    for (const q of list) {
      const t = performance.now();
      const c = process.cpuUsage();
      await search(db, { keywords: q, pageNum: 1, pageSize: 20 }, run % 2 ? 'en' : 'zh', MEMBER);
      const used = cpuMs(c);
      cpu.push(used);
      wall.push(performance.now() - t);
      if (run === RUNS - 1) slowest.push({ q, cpu: used });
      everyRun.push({ q: `${group}:${q}`, cpu: used });
    }
    allCpu.push(...cpu);
    allWall.push(...wall);
    if (run === RUNS - 1)
      console.log(
        `${group.padEnd(14)} CPU p50 ${round(percentile(cpu, 50))} p95 ${round(percentile(cpu, 95))}` +
          ` | wall p50 ${round(percentile(wall, 50))} p95 ${round(percentile(wall, 95))}`,
      );
  }
console.log(
  `ALL            CPU p50 ${round(percentile(allCpu, 50))} p95 ${round(percentile(allCpu, 95))}` +
    ` | wall p50 ${round(percentile(allWall, 50))} p95 ${round(percentile(allWall, 95))}`,
);
// Each query's least CPU time over the runs: what it costs when nothing else disturbs it.
const least = new Map<string, number>();
for (const { q, cpu } of everyRun) least.set(q, Math.min(least.get(q) ?? cpu, cpu));
console.log(
  `least of runs  CPU p50 ${round(percentile([...least.values()], 50))} p95 ${round(percentile([...least.values()], 95))}`,
);
console.log(
  'slowest (last run, CPU):',
  slowest
    .sort((a, b) => b.cpu - a.cpu)
    .slice(0, 8)
    .map((s) => `${s.q} ${round(s.cpu)}`)
    .join(', '),
);
await database.close();
