/**
 * The site search's statements, each one text whatever the words: the words come as values, so
 * each connection prepares a statement once and runs the same plan again (planning a search cost
 * as much as running it on the embedded database). The words' tsqueries are read through
 * subqueries: the planner never sees them, so it never weighs a common word's many rows against
 * a scan of the whole table (which reads every body) and always takes the text indexes.
 */
import { createHash } from 'node:crypto';
import type { Db } from '#server/db/client.ts';
import { queryPrepared } from '#server/db/prepared.ts';
import { chineseMatch, chinesePhrase, hasLatin, looksLikeCode, normalise } from './tokens.ts';

/** What a statement is given, in the order of its placeholders. */
const PARAMS = [
  'zh', // the Chinese side's exact tsquery (terms as phrases), or null
  'zhAll', // every lexeme of it anywhere: what the body's index answers alone
  'zhRuns', // LIKE patterns a Chinese body's runs must all hold (the phrases' confirmation)
  'zhPhrase', // the words as one phrase, or null: found so in the head, an item ranks higher
  'en', // the reader's words for the English side, or null
  'enPhrase', // true when the English words are also tried as one phrase
  'boost', // points for standards and patents when the words look like a code
  'open', // the access levels this reader may open
  'zhTerms', // the Chinese side's terms as a body's runs hold them: their count ranks the body
  'kind', // the kind the page shows, or null for all
  'cutAt', // the page's last place, from 0: the tier there decides which bodies are ranked
  'limit',
  'offset',
] as const;
type Param = (typeof PARAMS)[number];
export type Values = Record<Param, unknown>;

/** A statement's name, text and how many of the values it takes (its last placeholder's). */
interface Statement {
  name: string;
  text: string;
  takes: number;
}

/**
 * `:name` in a statement's text becomes its placeholder. The statement's name carries a digest
 * of its text: two versions of it (a test's copy, a reloaded module) never share a name.
 */
function prepared(label: string, text: string): Statement {
  let takes = 0;
  const out = text.replace(/:([a-zA-Z]+)\b/g, (all, name: string) => {
    const at = PARAMS.indexOf(name as Param);
    if (at < 0) return all;
    takes = Math.max(takes, at + 1);
    return `$${at + 1}`;
  });
  const digest = createHash('sha1').update(out).digest('hex').slice(0, 8);
  return { name: `${label}_${digest}`, text: out, takes };
}

/** The values of a search's words; null when they hold nothing to search for. */
export function valuesOf(
  keywords: string,
  open: readonly string[],
  page: { kind?: string; pageNum: number; pageSize: number } = { pageNum: 1, pageSize: 20 },
): Values | null {
  const code = looksLikeCode(keywords);
  // A code (GB/T 30664) is one thing: its parts must stand together.
  const zh = chineseMatch(keywords, code);
  const latin = hasLatin(keywords);
  if (!zh && !latin) return null;
  // One word is its own phrase: no second test of every match.
  const severalWords = normalise(keywords).trim().split(/\s+/).length > 1;
  const phrase = severalWords ? chinesePhrase(keywords) : null;
  return {
    zh: zh?.query ?? null,
    zhAll: zh?.all ?? null,
    // Runs hold letters, digits and spaces only: nothing in a pattern is a LIKE wildcard.
    zhRuns: (zh?.patterns ?? []).map((p) => `%${p}%`),
    zhPhrase: zh ? phrase : null,
    en: latin ? keywords : null,
    enPhrase: latin && severalWords,
    boost: code ? 3 : 0,
    open: [...open],
    zhTerms: zh?.terms ?? [],
    kind: page.kind ?? null,
    cutAt: page.pageNum * page.pageSize - 1,
    limit: page.pageSize,
    offset: (page.pageNum - 1) * page.pageSize,
  };
}

/**
 * Every row the words find for this reader, with its tier: the points its title and summary earn
 * (A: 4, the words as one phrase: 2, B: 1; a code's kind boost on top). Words found only in a
 * body earn the boost alone, and only for the levels the reader opens. Each part is its own index
 * scan: a test that needs positions (a phrase) is kept out of the body index's condition, where
 * it would make every found body be read whole to recheck it; a Chinese body's phrase is confirmed
 * on its runs, kept in the row, and an English body's small vector is tested only when the
 * Chinese side's lexemes are all there.
 */
const HITS = `
  q as materialized (select :zh::tsquery as zh, :zhAll::tsquery as zh_all,
    :zhPhrase::tsquery as zh_phrase, websearch_to_tsquery('english', :en) as en,
    case when :enPhrase::boolean then phraseto_tsquery('english', :en) end as en_phrase),
  h as (
    select d.kind, d.item, d.lang, d.part, d.date, d.access = any(:open::text[]) as open,
      case when d.lang = 'zh' then
        coalesce(4 * (ts_filter(d.head, '{a}') @@ q.zh)::int, 0)
        + coalesce(2 * (d.head @@ q.zh_phrase)::int, 0)
        + coalesce((ts_filter(d.head, '{b}') @@ q.zh)::int, 0)
      else
        coalesce(4 * (ts_filter(d.head, '{a}') @@ q.en)::int, 0)
        + coalesce(2 * (d.head @@ q.en_phrase)::int, 0)
        + coalesce((ts_filter(d.head, '{b}') @@ q.en)::int, 0)
      end + :boost::int as tier
    from search_doc d, q
    where d.head @@ (select zh from q) or d.head @@ (select en from q)
    union all
    select d.kind, d.item, d.lang, d.part, d.date, true, :boost::int
    from search_doc d, q
    where d.body_vector @@ (select zh_all from q) and d.access = any(:open::text[])
      and case when d.lang = 'zh' then d.runs like all (:zhRuns::text[])
        else d.body_vector @@ q.zh end
    union all
    select d.kind, d.item, d.lang, d.part, d.date, true, :boost::int
    from search_doc d
    where d.body_vector @@ (select en from q) and d.access = any(:open::text[])),
  items as (select kind, item, max(tier) as tier from h group by kind, item)`;

/** How many items the words find for this reader (the suggestion is offered only if some). */
export const COUNT = prepared('search_count', `with ${HITS} select count(*)::int as n from items`);

/** Every item the words find for this reader (the benchmark checks recall on it). */
export const FOUND = prepared('search_found', `with ${HITS} select kind, item from items`);

/**
 * A body's density r is PostgreSQL's cover density (ts_rank_cd, normalised by the log of the
 * body's length) for an English body. A Chinese body's is counted on its runs, kept in the row,
 * as the same measure counts one term: 0.2 (a body's weight) for each place the term stands, over
 * the log of the body's length; its vector (10 kB a body, stored apart) is never read.
 *
 * The page of ranked items, the hits per kind, the page's stored text (a body only where it
 * matched, for its snippet, and only if the reader may open it) and the English stems. An
 * item's score is its tier (whole points) plus its body's density r/(1+r), at most 0.99 so
 * that even rounded to two places it never reaches the next tier: only items of the page's last
 * place's tier or above can reach the page, so only their bodies are read and ranked (a few dozen
 * where a common term matches thousands). Equal scores (to two decimals) go newest first.
 */
export const PAGE = prepared(
  'search_page',
  `with ${HITS},
  cut as (select coalesce((select tier from items i where :kind::text is null or i.kind = :kind
    order by tier desc offset :cutAt limit 1), 0) as tier),
  ranked as (
    select distinct on (h.kind, h.item) h.kind, h.item, h.date, h.lang, h.part, h.open,
      (h.tier + coalesce(least(b.r / (1 + b.r), 0.99), 0))::float8 as score
    from h
      join items i on i.kind = h.kind and i.item = h.item
      left join lateral (
        select case when h.lang = 'zh' then
            0.2 * (select sum((length(d.runs) - length(replace(d.runs, t, ''))) / length(t))
              from unnest(:zhTerms::text[]) t) / ln(length(d.runs) + 1)
          else ts_rank_cd(d.body_vector, q.en, 1) end as r
        from search_doc d, q
        where h.open and d.kind = h.kind and d.item = h.item and d.lang = h.lang
          and d.part = h.part
      ) b on true
    where (:kind::text is null or h.kind = :kind) and i.tier >= (select tier from cut)
    order by h.kind, h.item, score desc, h.lang, h.part
  ),
  shown_page as (
    select kind, item, lang, part, open, score,
      row_number() over (order by round(score::numeric, 2) desc, date desc nulls last, kind, item)
        as at
    from ranked
    order by at limit :limit offset :offset
  )
  select
    (select coalesce(json_agg(json_build_object('type', kind, 'total', n)), '[]'::json)
       from (select kind, count(*)::int as n from items group by kind) c) as counts,
    (select coalesce(json_agg(p order by p.at), '[]'::json) from shown_page p) as page,
    (select coalesce(json_agg(s), '[]'::json) from (
      select d.kind, d.item, d.lang, d.part, d.path, d.title, d.summary,
        case when m.open then d.body end as body, d.date::text as date, d.access
      from search_doc d
        left join shown_page m
          on m.kind = d.kind and m.item = d.item and m.lang = d.lang and m.part = d.part
      where (d.kind, d.item) in (select kind, item from shown_page)
        and (d.part = 0 or m.kind is not null)) s) as shown,
    (select en::text from q) as stems`,
);

/** Runs one of these statements, prepared by name on the connection that takes it. */
export const runNamed = <T>(db: Db, statement: Statement, values: Values) =>
  queryPrepared<T>(
    db,
    statement.name,
    statement.text,
    PARAMS.slice(0, statement.takes).map((p) => values[p]),
  );
