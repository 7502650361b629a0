/**
 * The site search over the index (tables.ts): one statement finds, ranks and counts. A reader who
 * may not open an item finds it by its title and summary only, never by words of its body.
 *
 * Ranking, in order of weight: the words in the title (4), the words as one phrase (2), in the
 * summary (1), then how densely the body holds them (below 1); a code-like query (GB/T 30664)
 * lifts standards and patents (3). Equal scores (to two decimals) go newest first.
 */
import { sql, type SQL } from 'drizzle-orm';
import { ACCESS } from '#shared/vocabulary.ts';
import type { Locale } from '#shared/constants.ts';
import type { Db } from '#server/db/client.ts';
import { lockOf, mayRead } from '#server/auth/access.ts';
import type { AuthUser } from '#server/http/context.ts';
import type {
  SearchAnswer,
  SearchHit,
  SearchKind,
  SearchQuery,
} from '../contract/search.contract.ts';
import { chineseMatch, chinesePhrase, hasLatin, looksLikeCode, normalise } from './tokens.ts';
import { snippetOf } from './snippets.ts';
import { suggestionFor } from './suggest.ts';

interface Matched {
  kind: SearchKind;
  item: string;
  lang: 'zh' | 'en';
  part: number;
  open: boolean;
  score: number;
}

/** The readers' access levels this reader may open. */
export const openTo = (auth: AuthUser | undefined) => ACCESS.filter((a) => mayRead(a, auth));

/** The tsqueries of a reader's words, per side of the index; null: that side cannot match. */
export function queriesOf(keywords: string) {
  const zhPhrase = chinesePhrase(keywords);
  // A code (GB/T 30664) is one thing: its parts must stand together.
  const zh = chineseMatch(keywords, looksLikeCode(keywords));
  const latin = hasLatin(keywords);
  // One word is its own phrase: no second test of every match.
  const severalWords = normalise(keywords).trim().split(/\s+/).length > 1;
  return {
    zh: zh ? sql`${zh.query}::tsquery` : null,
    zhMatch: zh,
    zhPhrase: severalWords && zhPhrase ? sql`${zhPhrase}::tsquery` : null,
    en: latin ? sql`websearch_to_tsquery('english', ${keywords})` : null,
    enPhrase: latin && severalWords ? sql`phraseto_tsquery('english', ${keywords})` : null,
  };
}

/**
 * Every row the words find for this reader, with its tier: the points its title and summary earn
 * (head only, a small vector stored with the row). Two index scans, one per vector: a body is
 * tested only through its index and only for the levels the reader opens, so a match reads no
 * body (a phrase's positions excepted) and the access test never makes a body be read.
 */
function hitRows(keywords: string, open: readonly string[]): SQL | null {
  const q = queriesOf(keywords);
  const tierOf = (tq: SQL | null, phrase: SQL | null) => {
    if (!tq) return sql`0`;
    const asPhrase = phrase ? sql`2 * (d.head @@ ${phrase})::int` : sql`0`;
    return sql`(4 * (ts_filter(d.head, '{a}') @@ ${tq})::int + ${asPhrase}
      + (ts_filter(d.head, '{b}') @@ ${tq})::int)`;
  };
  const sides = [q.zh, q.en].filter((tq): tq is SQL => tq !== null);
  if (!sides.length) return null;
  const boost = looksLikeCode(keywords)
    ? sql`case when d.kind in ('standard', 'patent') then 3 else 0 end`
    : sql`0`;
  const columns = (tier: SQL) =>
    sql`d.kind, d.item, d.lang, d.part, d.date, (d.access in ${open}) as open, ${tier} as tier`;
  const either = (vector: SQL) =>
    sql.join(
      sides.map((tq) => sql`${vector} @@ ${tq}`),
      sql` or `,
    );
  // Words only in the body earn no tier points: the body side needs no tier, and a row found by
  // both sides appears twice (its higher tier counts).
  const headTier = sql`case when d.lang = 'zh' then ${tierOf(q.zh, q.zhPhrase)} else ${tierOf(q.en, q.enPhrase)} end + ${boost}`;
  return sql`select ${columns(headTier)} from search_doc d where ${either(sql`d.head`)}
    union all
    select ${columns(sql`${boost}`)} from search_doc d
    where d.access in ${open} and (${bodyMatches(q)})`;
}

/**
 * The rows whose body holds the words. A Chinese phrase is not tested on the body's vector (about
 * 10 kB a row, stored apart, read whole to check positions): the index finds the rows holding all
 * its lexemes, then the phrase is confirmed as a substring of the row's runs, kept in the row.
 * English rows' vectors are small: the phrase is tested on them as before.
 */
function bodyMatches(q: ReturnType<typeof queriesOf>): SQL {
  const sides: SQL[] = [];
  const zh = q.zhMatch;
  if (zh) {
    const inRuns = zh.patterns.length
      ? sql.join(
          zh.patterns.map((p) => sql`strpos(d.runs, ${p}) > 0`),
          sql` and `,
        )
      : sql`true`;
    sides.push(sql`(d.body_vector @@ ${zh.all}::tsquery
      and case when d.lang = 'zh' then ${inRuns} else d.body_vector @@ ${q.zh} end)`);
  }
  if (q.en) sides.push(sql`d.body_vector @@ ${q.en}`);
  return sql.join(sides, sql` or `);
}

/** The query a row's body is ranked with: its own language's. */
function rankQueryOf(keywords: string): SQL {
  const q = queriesOf(keywords);
  if (q.zh && q.en) return sql`case when h.lang = 'zh' then ${q.zh} else ${q.en} end`;
  return q.zh ?? q.en ?? sql`''::tsquery`;
}

/** Every (kind, item) the words find for this reader, with its best tier. */
function matchedItems(keywords: string, open: readonly string[]): SQL {
  const hits = hitRows(keywords, open);
  if (!hits) return sql`select null::text as kind, null::text as item, 0 as tier where false`;
  return sql`select kind, item, max(tier) as tier from (${hits}) h group by kind, item`;
}

/**
 * Runs a search statement with the text indexes: the planner counts a text vector as cheap to
 * test, but a body's is large and stored apart, so a scan of every row reads every body where the
 * indexes read only the matches (half the time at 2,000 items, less as the index grows).
 */
async function withTextIndexes<T>(db: Db, query: SQL): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return (await tx.execute<Record<string, unknown>>(query)).rows as T[];
  });
}

/** How many items the words find for this reader (the suggestion is offered only if some). */
export async function countOf(db: Db, keywords: string, open: readonly string[]): Promise<number> {
  const [row] = await withTextIndexes<{ n: number }>(
    db,
    sql`select count(*)::int as n from (${matchedItems(keywords, open)}) m`,
  );
  return Number(row?.n ?? 0);
}

/** Every item the words find for this reader, as kind:item (the benchmark checks recall on it). */
export async function foundItems(db: Db, keywords: string, open: readonly string[]) {
  const rows = await withTextIndexes<{ kind: string; item: string }>(
    db,
    matchedItems(keywords, open),
  );
  return rows.map((r) => `${r.kind}:${r.item}`);
}

interface Shown {
  kind: SearchKind;
  item: string;
  lang: 'zh' | 'en';
  part: number;
  path: string;
  title: string;
  summary: string;
  body: string;
  date: string | null;
  access: 'public' | 'login' | 'member';
}

/**
 * The stored text of the page's items, read in the ranking statement: their first rows in both
 * languages and the rows matched, found by primary key (a joined string would read them all).
 */
const shownOfPage = sql`(select coalesce(json_agg(s), '[]'::json) from (
    select d.kind, d.item, d.lang, d.part, d.path, d.title, d.summary, d.body,
      d.date::text as date, d.access
    from search_doc d
    where (d.kind, d.item) in (select kind, item from shown_page)
      and (d.part = 0 or (d.kind, d.item, d.lang, d.part) in
        (select kind, item, lang, part from shown_page))) s)`;

/**
 * The page of ranked items and the hits per kind. An item's score is its tier (whole points, from
 * its title and summary) plus its body's cover density r/(1+r), at most 0.99 so that even rounded
 * to two places it never reaches the next tier: only items of the page's last place's tier or
 * above can reach the page, so only their bodies are read and ranked (a few dozen where a common
 * term matches thousands).
 */
function rankedPage(hits: SQL, rankQuery: SQL, stems: SQL, q: SearchQuery): SQL {
  const kindOf = (alias: string) => (q.type ? sql`${sql.raw(alias)}.kind = ${q.type}` : sql`true`);
  const last = q.pageNum * q.pageSize;
  return sql`with h as (${hits}),
    items as (select kind, item, max(tier) as tier from h group by kind, item),
    cut as (select tier from items i where ${kindOf('i')} order by tier desc offset ${last - 1} limit 1),
    -- Each row with its item's best tier: a join back to items was planned as a loop over them.
    hb as (select h.*, max(h.tier) over (partition by h.kind, h.item) as best from h),
    ranked as (
      select distinct on (h.kind, h.item) h.kind, h.item, h.date, h.lang, h.part, h.open,
        (h.tier + coalesce(least(b.r / (1 + b.r), 0.99), 0))::float8 as score
      from hb h
        left join lateral (
          select ts_rank_cd(d.body_vector, ${rankQuery}, 1) as r from search_doc d
          where h.open and d.kind = h.kind and d.item = h.item and d.lang = h.lang and d.part = h.part
        ) b on true
      where ${kindOf('h')} and h.best >= coalesce((select tier from cut), 0)
      order by h.kind, h.item, score desc, h.lang, h.part
    ),
    shown_page as (
      select kind, item, lang, part, open, score,
        row_number() over (order by round(score::numeric, 2) desc, date desc nulls last, kind, item) as at
      from ranked
      order by at limit ${q.pageSize} offset ${(q.pageNum - 1) * q.pageSize}
    )
    select
      (select coalesce(json_agg(json_build_object('type', kind, 'total', n)), '[]'::json)
         from (select kind, count(*)::int as n from items group by kind) c) as counts,
      (select coalesce(json_agg(p order by p.at), '[]'::json) from shown_page p) as page,
      ${shownOfPage} as shown, ${stems} as stems`;
}

/** English stems of the words, from the tsquery's text (`'freez' & 'dryer'`), for marking. */
const stemsOf = (query: string) =>
  [...query.matchAll(/'((?:[^']|'')+)'/g)].map((m) => (m[1] ?? '').replace(/''/g, "'"));

export async function search(
  db: Db,
  q: SearchQuery,
  locale: Locale,
  auth: AuthUser | undefined,
): Promise<SearchAnswer> {
  const open = openTo(auth);
  const stemsColumn = hasLatin(q.keywords)
    ? sql`websearch_to_tsquery('english', ${q.keywords})::text`
    : sql`''`;
  const hits = hitRows(q.keywords, open);
  // One statement: the page, the counts, the page's stored text and the English stems.
  const [found] = hits
    ? await withTextIndexes<{
        counts: { type: SearchKind; total: number }[];
        page: Matched[];
        shown: Shown[];
        stems: string;
      }>(db, rankedPage(hits, rankQueryOf(q.keywords), stemsColumn, q))
    : [];
  const counts = found?.counts ?? [];
  const page = found?.page ?? [];
  const total = q.type
    ? (counts.find((c) => c.type === q.type)?.total ?? 0)
    : counts.reduce((n, c) => n + c.total, 0);
  const shown = found?.shown ?? [];
  const stems = stemsOf(found?.stems ?? '');
  const rows = page.map((m): SearchHit => {
    const mine = shown.filter((s) => s.kind === m.kind && s.item === m.item);
    const hit = mine.find((s) => s.lang === m.lang && s.part === m.part) ?? mine[0]!;
    const display =
      (locale === 'en' && mine.find((s) => s.lang === 'en' && s.part === 0)) ||
      mine.find((s) => s.lang === 'zh' && s.part === 0) ||
      hit;
    return {
      type: m.kind,
      id: m.item,
      title: display.title,
      titleLang: display.lang,
      snippetLang: m.lang,
      snippet: snippetOf({
        keywords: q.keywords,
        stems: m.lang === 'en' ? stems : [],
        // The body of an item the reader may not open is never shown, nor searched.
        texts: m.open ? [hit.body, hit.summary, display.summary] : [hit.summary, display.summary],
        lang: m.lang,
      }),
      date: display.date,
      path: display.path,
      locked: lockOf(display.access, auth),
    };
  });
  const suggestion =
    total === 0 ? await suggestionFor(db, q.keywords, (s) => countOf(db, s, open)) : null;
  return {
    rows,
    total,
    counts: counts.sort((a, b) => b.total - a.total),
    suggestion,
  };
}
