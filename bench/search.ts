/**
 * The site search at scale: SIZES generated items (default 10,000) in both languages, on the
 * embedded database and, when DATABASE_URL is set, on PostgreSQL. For each size: the full
 * re-index, the index write of one save (re-indexing an item in its own transaction), then every
 * query of bench/search-queries.json (half of them two-character Chinese terms): recall against
 * substring matching (whole words for English), and the server time of a ranked first page
 * (search(), as the handler calls it, for a member), p50/p95 over RUNS rounds.
 * Writes bench/results/search.json.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '#server/db/client.ts';
import type { AuthUser } from '#server/http/context.ts';
import type { SearchDocument, SearchKind } from '#features/search/contract/search.contract.ts';
import { indexItem, reindexAll } from '#features/search/server/public.ts';
import { foundItems, search } from '#features/search/server/search.service.ts';
import { normalise } from '#features/search/server/tokens.ts';
import { onPostgres } from './postgres.ts';
import { record } from './record.ts';

const SIZES = (process.env.SIZES ?? '10000').split(',').map(Number);
const RUNS = Number(process.env.RUNS ?? 3);
const SAVES = 200;

const queries = JSON.parse(
  readFileSync(new URL('./search-queries.json', import.meta.url), 'utf8'),
) as {
  twoCharacter: string[];
  longerChinese: string[];
  english: string[];
  codes: string[];
};

/** A small fixed-seed generator: every run makes the same items. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const FILLER = Array.from(
  '的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可主发年动同工也能下过子说产种面而方后多定行学法所民得经之进着等部度家电力里如水化高自理起小物现实加量都两体制机当使点从业本去把性好应开它合还因由其些然前外天政四日那社义事平形相全表间样与关各重新线内数正心反明看原又利比或但气第向道命此变条只没结解问意建月公无系军很情者最立代想已通并提直题程展五果料象员革位入常文总次品式活设及管特件长求老头基资边流路级少图山统接知较将组见计别手角期根论运农指几九区强放决西被干做必战先回则任取据处队南给色光门即保治北造百规热领七海口东导器压志世金增争济阶油思术极交受联什认六共权收证改清己美再采转更单风切打白教速花带安场身车例真务具万每目至达走积示议声报斗完类八离华名确才科张信马节话米整空元况今集温传土许步群广石记需段研界拉林律叫且究观越织装影算低持音众书布复容儿须际商非验连断深难近矿千周委素技备半办青省列习响约支般史感劳便团往酸历市克何除消构府称太准精值号率族维划选标写存候毛亲快效斯院查江型眼王按格养易置派层片始却专状育厂京识适属圆包火住调满县局照参红细引听该铁价严龙飞',
);
const EN_FILLER =
  'the machine line plant system unit process product quality new high speed design control data module process report market industry member meeting review annual'.split(
    ' ',
  );
const INFLECT = ['', 's', 'ed', 'ing'];
const KINDS: [SearchKind, number][] = [
  ['article', 0.55],
  ['standard', 0.12],
  ['patent', 0.12],
  ['training', 0.07],
  ['periodical', 0.05],
  ['expert', 0.05],
  ['download', 0.04],
];

function generate(n: number): {
  docs: SearchDocument[];
  texts: Map<string, { zh: string[]; en: string[] }>;
} {
  const r = random(2026);
  const pick = <T>(list: readonly T[]) => list[Math.floor(r() * list.length)]!;
  const zhTerms = [...queries.twoCharacter, ...queries.longerChinese];
  const zhText = (len: number) => {
    let s = '';
    while (s.length < len) {
      const x = r();
      // About one domain term in 80 characters: each is in a few per cent of the items, not half.
      if (x < 0.012) s += pick(zhTerms);
      else if (x < 0.06) s += pick(['，', '。', '、', '；', ' ']);
      else if (x < 0.062) s += `${pick(queries.codes)} `;
      else s += pick(FILLER);
    }
    return s;
  };
  const enText = (words: number) =>
    Array.from({ length: words }, () =>
      r() < 0.03 ? pick(queries.english) + pick(INFLECT) : pick(EN_FILLER),
    ).join(' ');
  const docs: SearchDocument[] = [];
  const texts = new Map<string, { zh: string[]; en: string[] }>();
  for (let i = 1; i <= n; i++) {
    const roll = r();
    let below = 0;
    const kind =
      KINDS.find(([, share]) => {
        below += share;
        return roll < below;
      })?.[0] ?? 'article';
    const zh = {
      title: zhText(12 + Math.floor(r() * 16)),
      summary: zhText(40),
      body: zhText(200 + Math.floor(r() * 1200)),
    };
    const en = { title: enText(6), summary: enText(20), body: enText(60 + Math.floor(r() * 200)) };
    if (kind === 'standard')
      zh.title = `${pick(queries.codes.slice(0, 15))}-20${10 + Math.floor(r() * 15)} ${zh.title}`;
    const year = 2016 + Math.floor(r() * 10);
    const doc: SearchDocument = {
      kind,
      item: String(i),
      path: `/detail/${i}`,
      date: `${year}-0${1 + Math.floor(r() * 9)}-1${Math.floor(r() * 9)}`,
      access: 'public',
      zh,
      en,
      codes: kind === 'standard' ? [zh.title.split(' ').slice(0, 2).join(' ')] : [],
    };
    docs.push(doc);
    texts.set(`${kind}:${i}`, {
      zh: [zh.title, zh.summary, zh.body].map((t) => normalise(t).toLowerCase()),
      en: [en.title, en.summary, en.body].map((t) => t.toLowerCase()),
    });
  }
  return { docs, texts };
}

const MEMBER = { permissions: ['member:content:view'], roles: [] } as unknown as AuthUser;
const ALL = ['public', 'login', 'member'];
const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;
const round = (x: number) => Math.round(x * 100) / 100;

const progress = (line: string) => console.error(`[bench:search] ${line}`);
/** CPU time of this process (all its threads) since `from`, in ms. */
const cpuMs = (from: NodeJS.CpuUsage) => {
  const d = process.cpuUsage(from);
  return (d.user + d.system) / 1000;
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
  const saves: number[] = [];
  const saveCpu: number[] = [];
  for (let i = 0; i < SAVES; i++) {
    const doc = docs[(i * 37) % docs.length]!;
    // What a save pays for the index: its statements inside the save's own transaction.
    await db.transaction(async (tx) => {
      const t = performance.now();
      const c = process.cpuUsage();
      await indexItem(tx, doc, true);
      saves.push(performance.now() - t);
      saveCpu.push(cpuMs(c));
    });
  }
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
      const term = normalise(q).toLowerCase();
      const word = new RegExp(`(?<![a-z])${term}(?![a-z])`);
      const truth = new Set(
        [...texts]
          .filter(([, t]) =>
            group === 'english'
              ? t.en.some((x) => word.test(x))
              : t.zh.some((x) => x.includes(term)),
          )
          .map(([key]) => key),
      );
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
  for (let run = 0; run < RUNS; run++)
    for (const [group, list] of Object.entries(groups))
      for (const q of list) {
        const t = performance.now();
        const c = process.cpuUsage();
        await search(db, { keywords: q, pageNum: 1, pageSize: 20 }, run % 2 ? 'en' : 'zh', MEMBER);
        const ms = performance.now() - t;
        const cpuUsed = cpuMs(c);
        times.push(ms);
        cpuTimes.push(cpuUsed);
        const mine = byGroup[group] ?? [];
        byGroup[group] = mine;
        mine.push(embedded ? cpuUsed : ms);
      }
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
record('search', {
  measuredAt: new Date().toISOString().slice(0, 10),
  queries: Object.values(queries).filter(Array.isArray).flat().length,
  // Other work on the machine slows every figure: the load when the run ended, per minute, 5, 15.
  loadAverage: loadavg().map((x) => round(x)),
  runs: RUNS,
  results,
});
