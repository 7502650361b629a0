/**
 * The site search: what a reader asks (`/web/index/searchList`) and what is answered, and the
 * document every content write hands the index (SearchDocument).
 */
import { z } from 'zod';
import type { Access } from '#shared/vocabulary.ts';
import { dataOf, pageQuery } from '#shared/schemas/envelope.ts';

/** What the index holds, in the order the results page lists its filters. */
export const SEARCH_KINDS = [
  'article',
  'standard',
  'patent',
  'training',
  'periodical',
  'expert',
  'download',
  'alliance',
  'member',
  'page',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** One language's text of an item; body may be HTML (the index reads its text). */
export interface SearchText {
  title: string;
  summary: string;
  body: string;
}

/** An item as the index takes it: both languages, where it opens, who may open it. */
export interface SearchDocument {
  kind: SearchKind;
  item: string;
  /** The page it opens, without the language prefix (`/detail/12`). */
  path: string;
  /** The date its list shows (YYYY-MM-DD), if any. */
  date: string | null;
  access: Access;
  zh: SearchText;
  /** Null when the item has no English text (English readers see the Chinese). */
  en: SearchText | null;
  /** Codes a reader may type (a standard's code, a patent's application number). */
  codes: string[];
}

export const searchQuery = pageQuery.extend({
  keywords: z.string().trim().min(1, { error: 'validation.keywords.required' }).max(100),
  type: z.enum(SEARCH_KINDS).optional(),
});
export type SearchQuery = z.infer<typeof searchQuery>;

const searchHit = z.object({
  type: z.enum(SEARCH_KINDS),
  id: z.string(),
  title: z.string(),
  /** Safe HTML: the text is escaped, then the matches are wrapped in <mark>. */
  snippet: z.string(),
  /**
   * The languages the title and the snippet are in: an item with no English text shows its
   * Chinese on the English page, marked so (readers, screen readers and the page's checks).
   */
  titleLang: z.enum(['zh', 'en']),
  snippetLang: z.enum(['zh', 'en']),
  date: z.string().nullable(),
  path: z.string(),
  /** Set when the reader may not open it: the list marks it and the page says who may. */
  locked: z.enum(['login', 'member']).nullable(),
});
export type SearchHit = z.infer<typeof searchHit>;

const searchAnswer = z.object({
  rows: z.array(searchHit),
  /** Hits of the kind asked for (all kinds when none). */
  total: z.number(),
  /** Hits per kind, whatever kind was asked for. */
  counts: z.array(z.object({ type: z.enum(SEARCH_KINDS), total: z.number() })),
  /** A query that would find something, when this one found little or nothing. */
  suggestion: z.string().nullable(),
});
export type SearchAnswer = z.infer<typeof searchAnswer>;
export const searchResponse = dataOf(searchAnswer);
