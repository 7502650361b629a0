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
import { rowsOf, type Db } from '#server/db/client.ts';
import { lockOf, mayRead } from '#server/auth/access.ts';
import type { AuthUser } from '#server/http/context.ts';
import type {
  SearchAnswer,
  SearchHit,
  SearchKind,
  SearchQuery,
} from '../contract/search.contract.ts';
import { chinesePhrase, chineseQuery, hasLatin, looksLikeCode, normalise } from './tokens.ts';
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
function queriesOf(keywords: string) {
  const zhPhrase = chinesePhrase(keywords);
  // A code (GB/T 30664) is one thing: its parts must stand together.
  const zh = looksLikeCode(keywords) ? zhPhrase : chineseQuery(keywords);
  const latin = hasLatin(keywords);
  // One word is its own phrase: no second test of every match.
  const severalWords = normalise(keywords).trim().split(/\s+/).length > 1;
  return {
    zh: zh ? sql`${zh}::tsquery` : null,
    zhPhrase: severalWords && zhPhrase ? sql`${zhPhrase}::tsquery` : null,
    en: latin ? sql`websearch_to_tsquery('english', ${keywords})` : null,
    enPhrase: latin && severalWords ? sql`phraseto_tsquery('english', ${keywords})` : null,
  };
}

/**
 * Every (kind, item) the words find for this reader, with its best-scoring row and score. Each
 * side's query is tried on every row (a word is where it is), so the planner joins the four GIN
 * scans; a row's tier is scored with its own language's query, its body ranked once.
 */
function matchedRows(keywords: string, open: readonly string[]): SQL {
  const q = queriesOf(keywords);
  const isOpen = sql`d.access in ${open}`;
  const found = (tq: SQL) => sql`d.head @@ ${tq} or (${isOpen} and d.body_vector @@ ${tq})`;
  const tierOf = (tq: SQL | null, phrase: SQL | null) => {
    if (!tq) return sql`0`;
    const asPhrase = phrase ? sql`2 * (${found(phrase)})::int` : sql`0`;
    return sql`(4 * (ts_filter(d.head, '{a}') @@ ${tq})::int + ${asPhrase}
      + (ts_filter(d.head, '{b}') @@ ${tq})::int)`;
  };
  const rankQuery =
    q.zh && q.en ? sql`case when d.lang = 'zh' then ${q.zh} else ${q.en} end` : (q.zh ?? q.en);
  const sides = [q.zh, q.en].filter((tq): tq is SQL => tq !== null).map(found);
  if (!rankQuery || !sides.length)
    return sql`select null::text as kind, null::text as item, null::text as lang, 0 as part, null::date as date, false as open, 0::float8 as score where false`;
  const boost = looksLikeCode(keywords)
    ? sql`case when d.kind in ('standard', 'patent') then 3 else 0 end`
    : sql`0`;
  return sql`select distinct on (m.kind, m.item) m.kind, m.item, m.lang, m.part, m.date, m.open,
      (m.tier + m.body_rank / (1 + m.body_rank))::float8 as score
    from (
      select d.kind, d.item, d.lang, d.part, d.date, (${isOpen}) as open,
        case when d.lang = 'zh' then ${tierOf(q.zh, q.zhPhrase)} else ${tierOf(q.en, q.enPhrase)} end + ${boost} as tier,
        case when ${isOpen} then ts_rank_cd(d.body_vector, ${rankQuery}, 1) else 0 end as body_rank
      from search_doc d
      where ${sql.join(sides, sql` or `)}
      offset 0
    ) m
    order by m.kind, m.item, score desc, m.lang, m.part`;
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
    sql`select count(*)::int as n from (${matchedRows(keywords, open)}) m`,
  );
  return Number(row?.n ?? 0);
}

/** Every item the words find for this reader, as kind:item (the benchmark checks recall on it). */
export async function foundItems(db: Db, keywords: string, open: readonly string[]) {
  const rows = await withTextIndexes<{ kind: string; item: string }>(
    db,
    matchedRows(keywords, open),
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

/** The stored text of the page's items: their first rows in both languages and the rows matched. */
async function shownRows(db: Db, page: Matched[]): Promise<Shown[]> {
  if (!page.length) return [];
  const items = page.map((m) => `${m.kind}:${m.item}`);
  const parts = page.map((m) => `${m.kind}:${m.item}:${m.lang}:${m.part}`);
  return rowsOf<Shown>(
    db,
    sql`select kind, item, lang, part, path, title, summary, body, date::text as date, access
      from search_doc
      where (kind || ':' || item) in ${items}
        and (part = 0 or (kind || ':' || item || ':' || lang || ':' || part) in ${parts})`,
  );
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
  const kind = q.type ? sql`m.kind = ${q.type}` : sql`true`;
  const stemsColumn = hasLatin(q.keywords)
    ? sql`websearch_to_tsquery('english', ${q.keywords})::text`
    : sql`''`;
  const [found] = await withTextIndexes<{
    counts: { type: SearchKind; total: number }[];
    page: Matched[];
    stems: string;
  }>(
    db,
    sql`with m as (${matchedRows(q.keywords, open)})
      select ${stemsColumn} as stems,
        (select coalesce(json_agg(json_build_object('type', kind, 'total', n)), '[]'::json)
           from (select kind, count(*)::int as n from m group by kind) c) as counts,
        (select coalesce(json_agg(p order by p.at), '[]'::json) from (
           select m.kind, m.item, m.lang, m.part, m.open, m.score,
             row_number() over (order by round(m.score::numeric, 2) desc, m.date desc nulls last, m.kind, m.item) as at
           from m where ${kind}
           order by at limit ${q.pageSize} offset ${(q.pageNum - 1) * q.pageSize}) p) as page`,
  );
  const counts = found?.counts ?? [];
  const page = found?.page ?? [];
  const total = q.type
    ? (counts.find((c) => c.type === q.type)?.total ?? 0)
    : counts.reduce((n, c) => n + c.total, 0);
  const shown = await shownRows(db, page);
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
