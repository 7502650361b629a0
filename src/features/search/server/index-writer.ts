/**
 * Writing the index: content's save, publish, take-down and delete call these inside their own
 * transaction, so the index never disagrees with what is published, and an edit is found the
 * moment it is committed. Only published items are held: taking one down drops it.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import type { SearchDocument, SearchKind, SearchText } from '../contract/search.contract.ts';
import { type SearchDocText, searchDocs, searchWords } from './tables.ts';
import {
  bodyChunks,
  chineseLexemes,
  chineseVector,
  codeKey,
  codeLabel,
  englishWords,
  plainText,
  runsText,
} from './tokens.ts';

/** Items written by one statement of a full re-index. */
const BATCH = 100;

/**
 * An index row as the writing statement takes it (one JSON value for all of them): its text, the
 * Chinese side's vectors made here (the body's without positions: see chineseLexemes), and for an
 * English row the text PostgreSQL stems (the head's only on the first piece).
 */
interface RowText extends SearchDocText {
  zh_head: string | null;
  zh_body: string | null;
  head_title: string;
  head_summary: string;
}

/** Rows of one language: the first carries the title and summary, each a piece of the body. */
function rowsOf(doc: SearchDocument, lang: 'zh' | 'en', text: SearchText): RowText[] {
  const title = plainText(text.title);
  const summary = plainText(text.summary);
  const pieces = bodyChunks(plainText(text.body));
  return pieces.map((body, part) => {
    const head = part === 0 ? { title, summary } : { title: '', summary: '' };
    const zh = lang === 'zh';
    return {
      kind: doc.kind,
      item: doc.item,
      lang,
      part,
      path: doc.path,
      // Every piece shows the item's own title in a result, whichever piece matched.
      title,
      summary,
      body,
      runs: zh ? runsText(body) : '',
      date: doc.date,
      access: doc.access,
      zh_head: zh
        ? chineseVector([
            { text: head.title, weight: 'A' },
            { text: head.summary, weight: 'B' },
          ])
        : null,
      zh_body: zh ? chineseLexemes(body) : null,
      head_title: head.title,
      head_summary: head.summary,
    };
  });
}

const COLUMNS = sql.raw(
  'kind, item, lang, part, path, title, summary, body, runs, date, access, head, body_vector',
);

/** The rows (RowText, as JSON) as search_doc's columns, English vectors made by PostgreSQL. */
const rowsFrom = (rows: RowText[]) => sql`select r.kind, r.item, r.lang, r.part, r.path, r.title,
    r.summary, r.body, r.runs, r.date, r.access,
    coalesce(r.zh_head::tsvector, setweight(to_tsvector('english', r.head_title), 'A')
      || setweight(to_tsvector('english', r.head_summary), 'B')),
    coalesce(r.zh_body::tsvector, setweight(to_tsvector('english', r.body), 'C'))
  from json_to_recordset(${JSON.stringify(rows)}::json) as r(kind text, item text, lang text,
    part int, path text, title text, summary text, body text, runs text, date date, access text,
    zh_head text, zh_body text, head_title text, head_summary text)`;

/** The vocabulary an item brings: its English title and summary words, and its codes. */
function wordsOf(doc: SearchDocument) {
  const words = doc.en
    ? englishWords(`${plainText(doc.en.title)} ${plainText(doc.en.summary)}`)
    : [];
  const codes = new Map(
    doc.codes.filter((c) => codeKey(c).length >= 4).map((c) => [codeKey(c), codeLabel(c)]),
  );
  return [
    ...words.map((w) => ({ kind: 'word' as const, key: w, label: w })),
    ...[...codes].map(([key, label]) => ({ kind: 'code' as const, key, label })),
  ];
}

/** Removes an item from the index (taken down or deleted). */
export async function dropItem(tx: Tx, kind: SearchKind, item: string | number): Promise<void> {
  await tx
    .delete(searchDocs)
    .where(and(eq(searchDocs.kind, kind), eq(searchDocs.item, String(item))));
}

/**
 * Puts an item in the index as it is now, or takes it out when it is not published. Call it in
 * the transaction of the change. One statement: the old rows out, the new ones and the item's
 * words in (the insert waits for the delete, so the same keys come back).
 */
export async function indexItem(tx: Tx, doc: SearchDocument, published: boolean): Promise<void> {
  if (!published) return dropItem(tx, doc.kind, doc.item);
  const words = wordsOf(doc);
  await tx.execute(sql`with gone as (
      delete from ${searchDocs} where kind = ${doc.kind} and item = ${doc.item} returning 1)
    ${words.length ? sql`, words as (${addWords(words)})` : sql``}
    insert into ${searchDocs} (${COLUMNS}) ${rowsFrom(indexRowsOf(doc))}
    where (select count(*) from gone) >= 0`);
}

const indexRowsOf = (doc: SearchDocument) => [
  ...rowsOf(doc, 'zh', doc.zh),
  ...(doc.en ? rowsOf(doc, 'en', doc.en) : []),
];

type Word = ReturnType<typeof wordsOf>[number] & { seen?: number };

/** The statement adding words to the vocabulary (seen once each, unless counted). */
const addWords = (words: Word[]) => sql`insert into ${searchWords} (kind, key, label, seen)
  select kind, key, label, coalesce(seen, 1)
  from json_to_recordset(${JSON.stringify(words)}::json) as w(kind text, key text, label text, seen int)
  on conflict (kind, key) do update set seen = ${searchWords}.seen + excluded.seen`;

/**
 * Builds the whole index again from every published item (after a migration, an import, or
 * `npm run search:reindex`), in one transaction: readers see the old index until it commits,
 * saves wait for it.
 */
export async function reindexAll(
  db: Db,
  documents: (db: Db) => AsyncIterable<SearchDocument>,
): Promise<{ items: number; ms: number }> {
  const started = performance.now();
  // Read first: the embedded database has one connection, which the transaction then holds.
  const all: SearchDocument[] = [];
  for await (const doc of documents(db)) all.push(doc);
  // Many items a statement, and the vocabulary counted here and written once.
  const words = new Map<string, Word>();
  for (const doc of all)
    for (const w of wordsOf(doc)) {
      const seen = words.get(`${w.kind}:${w.key}`);
      if (seen) seen.seen = (seen.seen ?? 1) + 1;
      else words.set(`${w.kind}:${w.key}`, { ...w, seen: 1 });
    }
  await db.transaction(async (tx) => {
    // Saves wait for the new index; searches read the old one until it is swapped in.
    await tx.execute(sql`lock table search_doc in share row exclusive mode`);
    await tx.execute(
      sql`create table search_doc_next (like search_doc including defaults including storage)`,
    );
    // The next batch's vectors are made here while the database stores the last one (its own
    // process, or the embedded database's own thread): two cores at work, not one at a time.
    let storing: Promise<unknown> = Promise.resolve();
    for (let i = 0; i < all.length; i += BATCH) {
      const rows = all.slice(i, i + BATCH).flatMap(indexRowsOf);
      await storing;
      storing = tx.execute(sql`insert into search_doc_next (${COLUMNS}) ${rowsFrom(rows)}`);
    }
    await storing;
    // A small sort memory builds the body's GIN index faster (measured at 10,000 items, server
    // CPU: 64 MB 27 s, 8 MB 20 s): its tree of pending entries stays small enough to be cached,
    // where a large one is walked with a cache miss at every step.
    await tx.execute(sql`set local maintenance_work_mem = '8MB'`);
    // The names the migrations gave search_doc's key and indexes, which later migrations use.
    await tx.execute(sql`alter table search_doc_next
      add constraint search_doc_next_pk primary key (kind, item, lang, part)`);
    await tx.execute(sql`create index search_doc_next_head on search_doc_next using gin (head)`);
    await tx.execute(
      sql`create index search_doc_next_body on search_doc_next using gin (body_vector)`,
    );
    await tx.execute(sql`drop table search_doc`);
    await tx.execute(sql`alter table search_doc_next rename to search_doc`);
    await tx.execute(
      sql`alter table search_doc rename constraint search_doc_next_pk to search_doc_kind_item_lang_part_pk`,
    );
    await tx.execute(sql`alter index search_doc_next_head rename to search_doc_head_idx`);
    await tx.execute(sql`alter index search_doc_next_body rename to search_doc_body_idx`);
    await tx.delete(searchWords);
    const list = [...words.values()];
    for (let i = 0; i < list.length; i += 1000) await tx.execute(addWords(list.slice(i, i + 1000)));
  });
  // The planner needs the new table's shape to choose the text indexes over a scan.
  await db.execute(sql`analyze search_doc`);
  await db.execute(sql`analyze search_word`);
  return { items: all.length, ms: Math.round(performance.now() - started) };
}

/** Builds the index when it is empty and content is not (a new database, an upgrade). */
export async function indexIfEmpty(
  db: Db,
  documents: (db: Db) => AsyncIterable<SearchDocument>,
): Promise<{ items: number; ms: number } | null> {
  const [any] = await db.select({ kind: searchDocs.kind }).from(searchDocs).limit(1);
  if (any) return null;
  return reindexAll(db, documents);
}
