/**
 * The site search at scale: SIZES generated items (default 10,000) in both languages, on the
 * embedded database and, when DATABASE_URL is set, on PostgreSQL. For each size: the full
 * re-index, the index write of one save (re-indexing an item in its own transaction), then every
 * query of bench/search-queries.json (half of them two-character Chinese terms): recall against
 * substring matching (whole words for English), and the server time of a ranked first page
 * (search(), as the handler calls it, for a member), p50/p95 over RUNS rounds, beside the
 * reference (substring matching, as search was before the index) measured in the same rounds.
 * REFERENCE_QUERIES=n measures the reference on n of the queries, spread over the set (0: none):
 * it reads every body, about 3 s a query at 100,000 items. Recall is against the generated texts
 * themselves, whatever the size. Writes bench/results/search.json; a run at another size than
 * 10,000 goes under its own key (`items100k`) beside the 10,000-item figures.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '#server/db/client.ts';
import type { AuthUser } from '#server/http/context.ts';
import { reindexAll } from '#features/search/server/public.ts';
import { foundItems, search } from '#features/search/server/search.service.ts';
import { normalise } from '#features/search/server/tokens.ts';
import { onPostgres } from './postgres.ts';
import { cpuMs, generate, percentile, queries, timeSaves, truthOf } from './search-data.ts';
import { record } from './record.ts';

const SIZES = (process.env.SIZES ?? '10000').split(',').map(Number);
const RUNS = Number(process.env.RUNS ?? 3);
const SAVES = 200;
const REFERENCE_QUERIES = Number(process.env.REFERENCE_QUERIES ?? Number.POSITIVE_INFINITY);
const DEFAULT_SIZE = 10_000;
/** Figures at another size keep their own key of the file, the 10,000-item ones stay. */
const section = SIZES.some((s) => s !== DEFAULT_SIZE)
  ? `items${Math.max(...SIZES) / 1000}k`
  : undefined;

const MEMBER = { permissions: ['member:content:view'], roles: [] } as unknown as AuthUser;
const ALL = ['public', 'login', 'member'];
const round = (x: number) => Math.round(x * 100) / 100;

const progress = (line: string) => console.error(`[bench:search] ${line}`);

/** The reference: a first page as search answered before the index, substring matching. */
const substringPage = (q: string) => {
  const like = `%${normalise(q).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`select kind, item, title, date, count(*) over () as total from search_doc
    where title ilike ${like} or summary ilike ${like} or body ilike ${like}
    order by date desc nulls last limit 20`;
};

async function measure(database: Database, size: number) {
  const { db } = database;
  const embedded = database.kind === 'pglite';
  const { docs, texts } = generate(size);
  async function* all() {
    yield* docs;
  }
  const cpu = process.cpuUsage();
  const reindex = await reindexAll(db, all);
  const reindexCpu = cpuMs(cpu);
  progress(`re-indexed ${size} items in ${reindex.ms} ms`);
  const { wall: saves, cpu: saveCpu } = await timeSaves(db, docs, SAVES);
  const groups = {
    twoCharacter: queries.twoCharacter,
    longerChinese: queries.longerChinese,
    english: queries.english,
    codes: queries.codes,
  };
  const recall: Record<
    string,
    { queries: number; expected: number; found: number; missed: number; extra: number }
  > = {};
  const missedExamples: string[] = [];
  for (const [group, list] of Object.entries(groups)) {
    const sum = { queries: list.length, expected: 0, found: 0, missed: 0, extra: 0 };
    for (const q of list) {
      const truth = truthOf(texts, group, q);
      const found = new Set(await foundItems(db, q, ALL));
      const missed = [...truth].filter((k) => !found.has(k));
      if (missed.length) missedExamples.push(`${q}: ${missed.slice(0, 3).join(', ')}`);
      sum.expected += truth.size;
      sum.found += found.size;
      sum.missed += missed.length;
      sum.extra += [...found].filter((k) => !truth.has(k)).length;
    }
    recall[group] = sum;
  }
  progress('recall checked');
  const times: number[] = [];
  const cpuTimes: number[] = [];
  const byGroup: Record<string, number[]> = {};
  const wallByGroup: Record<string, number[]> = {};
  const everyQuery = Object.entries(groups).flatMap(([group, list]) =>
    list.map((q) => ({ group, q })),
  );
  const sampled = Math.min(everyQuery.length, REFERENCE_QUERIES);
  const referenceQueries = everyQuery
    .filter(
      (_, i) =>
        Math.floor((i * sampled) / everyQuery.length) !==
        Math.floor(((i - 1) * sampled) / everyQuery.length),
    )
    .map(({ q }) => q);
  // Per run: the first page's p50/p95, and the reference's (substring matching, as search was
  // before the index) in the same run, so load hits both alike. Each in a pass of its own,
  // which goes first alternating run by run: the reference reads every body, which pushes the
  // search's pages out of the database's cache, as no search of a real server meets.
  const perRun: { p50: number; p95: number; refP50: number; refP95: number }[] = [];
  for (let run = 0; run < RUNS; run++) {
    const mine: number[] = [];
    const reference: number[] = [];
    const searches = async () => {
      for (const { group, q } of everyQuery) {
        const t = performance.now();
        const c = process.cpuUsage();
        await search(db, { keywords: q, pageNum: 1, pageSize: 20 }, run % 2 ? 'en' : 'zh', MEMBER);
        const ms = performance.now() - t;
        const cpuUsed = cpuMs(c);
        times.push(ms);
        mine.push(ms);
        cpuTimes.push(cpuUsed);
        const inGroup = byGroup[group] ?? [];
        byGroup[group] = inGroup;
        inGroup.push(embedded ? cpuUsed : ms);
        wallByGroup[group] = [...(wallByGroup[group] ?? []), ms];
      }
    };
    const referencePass = async () => {
      for (const q of referenceQueries) {
        const r = performance.now();
        await db.execute(substringPage(q));
        reference.push(performance.now() - r);
      }
    };
    if (run % 2) {
      await referencePass();
      await searches();
    } else {
      await searches();
      await referencePass();
    }
    perRun.push({
      p50: percentile(mine, 50),
      p95: percentile(mine, 95),
      refP50: percentile(reference, 50),
      refP95: percentile(reference, 95),
    });
    progress(`run ${run + 1} of ${RUNS}: first page p95 ${round(percentile(mine, 95))} ms`);
  }
  const median = (xs: number[]) => percentile(xs, 50);
  const runP95 = median(perRun.map((r) => r.p95));
  const refP95 = median(perRun.map((r) => r.refP95));
  const expected = Object.values(recall).reduce((n, g) => n + g.expected, 0);
  const missed = Object.values(recall).reduce((n, g) => n + g.missed, 0);
  return {
    items: size,
    indexRows: Number(
      (await database.db.execute('select count(*)::int as n from search_doc')).rows[0]?.n,
    ),
    reindexSeconds: round(reindex.ms / 1000),
    reindexCpuSeconds: embedded ? round(reindexCpu / 1000) : undefined,
    saveMs: { p50: round(percentile(saves, 50)), p95: round(percentile(saves, 95)) },
    saveCpuMs: embedded
      ? { p50: round(percentile(saveCpu, 50)), p95: round(percentile(saveCpu, 95)) }
      : undefined,
    recallPercent: expected ? round((100 * (expected - missed)) / expected) : 100,
    recall,
    missedExamples: missedExamples.slice(0, 10),
    // Median over the runs of each run's percentile; the reference measured in the same runs.
    firstPageMedianOfRuns: {
      runs: RUNS,
      p50: round(median(perRun.map((r) => r.p50))),
      p95: round(runP95),
      referenceQueries: referenceQueries.length,
      referenceP50: round(median(perRun.map((r) => r.refP50))),
      referenceP95: round(refP95),
      p95OverReference: refP95 ? round(runP95 / refP95) : null,
    },
    firstPageMs: {
      queries: times.length,
      p50: round(percentile(times, 50)),
      p95: round(percentile(times, 95)),
      max: round(Math.max(...times)),
    },
    // The embedded database runs in this process: its CPU time is the work, whatever the load.
    // p95 per group of queries: CPU time on the embedded database, wall time on PostgreSQL.
    firstPageP95ByGroup: Object.fromEntries(
      Object.entries(byGroup).map(([g, xs]) => [g, round(percentile(xs, 95))]),
    ),
    firstPageWallP95ByGroup: Object.fromEntries(
      Object.entries(wallByGroup).map(([g, xs]) => [g, round(percentile(xs, 95))]),
    ),
    firstPageCpuMs: embedded
      ? { p50: round(percentile(cpuTimes, 50)), p95: round(percentile(cpuTimes, 95)) }
      : undefined,
  };
}

async function onEmbedded(size: number) {
  const dir = mkdtempSync(join(tmpdir(), 'assoc-search-'));
  const database = await openDatabase({ dataDir: dir });
  try {
    return await measure(database, size);
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const results: Record<string, unknown>[] = [];
for (const size of SIZES) {
  results.push({ database: 'pglite', ...(await onEmbedded(size)) });
  console.log(JSON.stringify(results.at(-1)));
  const pg = await onPostgres(async (url) => {
    const database = await openDatabase({ dataDir: tmpdir(), databaseUrl: url });
    try {
      return await measure(database, size);
    } finally {
      await database.close();
    }
  });
  if (pg) results.push({ database: 'postgresql', ...pg });
}
record(
  'search',
  {
    measuredAt: new Date().toISOString().slice(0, 10),
    queries: Object.values(queries).filter(Array.isArray).flat().length,
    // Other work on the machine slows every figure: the load when the run ended, per minute, 5, 15.
    loadAverage: loadavg().map((x) => round(x)),
    runs: RUNS,
    results,
  },
  section,
);
