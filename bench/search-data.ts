/**
 * The search benchmark's items: SIZE generated items in both languages from a fixed seed (every
 * run makes the same), with their texts as substring matching reads them (recall's ground truth).
 */
import { readFileSync } from 'node:fs';
import type { Db } from '#server/db/client.ts';
import type { SearchDocument, SearchKind } from '#features/search/contract/search.contract.ts';
import { indexItem } from '#features/search/server/public.ts';
import { normalise } from '#features/search/server/tokens.ts';

export const queries = JSON.parse(
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

export function generate(n: number): {
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

/** The items a query finds by substring matching (whole words in English): recall's truth. */
export function truthOf(
  texts: ReturnType<typeof generate>['texts'],
  group: string,
  query: string,
): Set<string> {
  const term = normalise(query).toLowerCase();
  const word = new RegExp(`(?<![a-z])${term}(?![a-z])`);
  return new Set(
    [...texts]
      .filter(([, t]) =>
        group === 'english' ? t.en.some((x) => word.test(x)) : t.zh.some((x) => x.includes(term)),
      )
      .map(([key]) => key),
  );
}

/** The p-th percentile of `xs` (nearest rank). */
export const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;

/** CPU time of this process (all its threads: the embedded database runs in it) since `from`, ms. */
export const cpuMs = (from: NodeJS.CpuUsage) => {
  const d = process.cpuUsage(from);
  return (d.user + d.system) / 1000;
};

/**
 * What `count` saves pay for the index, wall and CPU ms each: an item's index write inside the
 * save's own transaction, items taken across the set.
 */
export async function timeSaves(db: Db, docs: SearchDocument[], count: number) {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < count; i++) {
    const doc = docs[(i * 37) % docs.length];
    if (!doc) break;
    await db.transaction(async (tx) => {
      const t = performance.now();
      const c = process.cpuUsage();
      await indexItem(tx, doc, true);
      wall.push(performance.now() - t);
      cpu.push(cpuMs(c));
    });
  }
  return { wall, cpu };
}
