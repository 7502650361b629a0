/**
 * The site search over the index (tables.ts): one statement finds, ranks and counts. A reader who
 * may not open an item finds it by its title and summary only, never by words of its body.
 *
 * Ranking, in order of weight: the words in the title (4), the words as one phrase (2), in the
 * summary (1), then how densely the body holds them (below 1); a code-like query (GB/T 30664)
 * lifts standards and patents (3). Equal scores (to two decimals) go newest first.
 */
import { sql } from 'drizzle-orm';
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
import { COUNT, FOUND, PAGE, runNamed, valuesOf } from './search-statements.ts';
import { suggestionFor } from './suggest.ts';
import type { SearchDocText } from './tables.ts';

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

/** How many items the words find for this reader (the suggestion is offered only if some). */
export async function countOf(db: Db, keywords: string, open: readonly string[]): Promise<number> {
  const values = valuesOf(keywords, open);
  if (!values) return 0;
  const [row] = await runNamed<{ n: number }>(db, COUNT, values);
  return Number(row?.n ?? 0);
}

/** Every item the words find for this reader, as kind:item (the benchmark checks recall on it). */
export async function foundItems(db: Db, keywords: string, open: readonly string[]) {
  const values = valuesOf(keywords, open);
  if (!values) return [];
  const rows = await runNamed<{ kind: string; item: string }>(db, FOUND, values);
  return rows.map((r) => `${r.kind}:${r.item}`);
}

/** A page row's stored text; a body only for the matched row, and only if the reader may open it. */
type Shown = Omit<SearchDocText, 'body' | 'runs'> & { body: string | null };

/** English stems of the words, from the tsquery's text (`'freez' & 'dryer'`), for marking. */
const stemsOf = (query: string) =>
  [...query.matchAll(/'((?:[^']|'')+)'/g)].map((m) => (m[1] ?? '').replace(/''/g, "'"));

export async function search(
  db: Db,
  q: SearchQuery,
  locale: Locale,
  auth: AuthUser | undefined,
): Promise<SearchAnswer> {
  const values = valuesOf(q.keywords, openTo(auth), {
    kind: q.type,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  });
  // One statement: the page, the counts, the page's stored text and the English stems.
  const [found] = values
    ? await runNamed<{
        counts: { type: SearchKind; total: number }[];
        page: Matched[];
        shown: Shown[];
        stems: string | null;
      }>(db, PAGE, values)
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
        texts: m.open
          ? [hit.body ?? '', hit.summary, display.summary]
          : [hit.summary, display.summary],
        lang: m.lang,
      }),
      date: display.date,
      path: display.path,
      locked: lockOf(display.access, auth),
    };
  });
  const suggestion =
    total === 0 ? await suggestionFor(db, q.keywords, (s) => countOf(db, s, openTo(auth))) : null;
  return {
    rows,
    total,
    counts: counts.sort((a, b) => b.total - a.total),
    suggestion,
  };
}
