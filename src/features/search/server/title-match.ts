/**
 * The catalogue lists' own text fields (a standard's or a patent's name) answered by the search
 * index, so a list and the site search agree on what a word finds: exact on Chinese terms of any
 * length, English by stem (`sterilizers` finds `sterilizer`). The lists keep their other fields,
 * their filters and their order.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { SearchKind } from '../contract/search.contract.ts';
import { queriesOf } from './search.service.ts';

/**
 * The ids (as text) of published items of a kind whose title, in either language, holds the
 * words; null when the words hold nothing to search for (the list then ignores the field).
 */
export function titleMatches(kind: SearchKind, keywords: string): SQL | null {
  const q = queriesOf(keywords);
  const sides = [q.zh, q.en].filter((tq): tq is SQL => tq !== null);
  if (!sides.length) return null;
  // The head's index finds the rows; its title (weight A) must hold the words.
  const inTitle = sides.map((tq) => sql`(d.head @@ ${tq} and ts_filter(d.head, '{a}') @@ ${tq})`);
  return sql`select d.item from search_doc d
    where d.kind = ${kind} and d.part = 0 and (${sql.join(inTitle, sql` or `)})`;
}
