/**
 * The search index: one row per item, language and piece of its body (`part`; a long body is cut
 * so positions stay exact), written in the transaction of the content change. `head` holds the
 * title (weight A) and summary (B), `body` the body (C): a reader who may not open an item is
 * matched against `head` alone. Chinese rows hold two-character chunks (tokens.ts), English rows
 * PostgreSQL's 'english' stems. `search_word` is the vocabulary the suggestion reads.
 */
import { customType, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import * as V from '#shared/vocabulary.ts';
import { SEARCH_KINDS } from '../contract/search.contract.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const searchDocs = pgTable(
  'search_doc',
  {
    kind: text('kind', { enum: SEARCH_KINDS }).notNull(),
    item: text('item').notNull(),
    lang: text('lang', { enum: ['zh', 'en'] }).notNull(),
    part: integer('part').notNull().default(0),
    path: text('path').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** This part's piece of the body, as plain text (snippets are cut from it). */
    body: text('body').notNull().default(''),
    /**
     * The Chinese row's piece of the body as its runs (tokens.ts runsText), where a phrase is
     * confirmed; kept in the row (storage main, set by the migration), not apart like `body`.
     */
    runs: text('runs').notNull().default(''),
    date: date('date', { mode: 'string' }),
    access: text('access', { enum: V.ACCESS }).notNull().default('public'),
    head: tsvector('head').notNull(),
    bodyVector: tsvector('body_vector').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.item, t.lang, t.part] }),
    index('search_doc_head_idx').using('gin', t.head),
    index('search_doc_body_idx').using('gin', t.bodyVector),
  ],
);

/** An index row's stored text (everything but its two vectors), as written and as shown. */
export type SearchDocText = Omit<typeof searchDocs.$inferSelect, 'head' | 'bodyVector'>;

/** Title words (English) and codes, for "did you mean". */
export const searchWords = pgTable(
  'search_word',
  {
    kind: text('kind', { enum: ['word', 'code'] }).notNull(),
    /** The word, or the code's key (codeKey: GB30664). */
    key: text('key').notNull(),
    /** What the suggestion shows: the word, or the code as written (GB/T 30664). */
    label: text('label').notNull(),
    /** How often items carried it when written: the likelier of two near words wins. */
    seen: integer('seen').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key] })],
);
