/**
 * Drafts by title, for the console's record search: the site index holds only published items,
 * yet an editor looks for the item being written. Every type whose items the index shows, and
 * the single pages; the title columns are those the console's lists search.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { rowsOf } from '#server/db/client.ts';
import { likePattern } from '#server/text/localize.ts';
import { pages } from './tables.ts';
import { CONTENT_TYPE_NAMES } from './registry.ts';
import { kindOf } from './editor-rows.ts';

export interface DraftFound {
  /** The content type, or 'page' for a single page. */
  kind: string;
  /** The item's id, or the page's slug. */
  item: string;
  title: string;
}

/** Drafts whose title (either language; a code or number where the list searches one) holds the words. */
export async function draftsTitled(db: Db, words: string, limit: number): Promise<DraftFound[]> {
  const like = likePattern(words.trim());
  const selects: SQL[] = [
    sql`select 'page' as kind, ${pages.slug} as item, ${pages.title} as title, ${pages.updatedAt} as at
      from ${pages} where ${pages.status} = 'draft'
        and (${pages.title} ilike ${like} or ${pages.titleEn} ilike ${like})`,
  ];
  // Links are not on the site's search; every other type is.
  for (const type of CONTENT_TYPE_NAMES.filter((t) => t !== 'link')) {
    const { table, list } = kindOf(type);
    const [title] = list.title;
    if (!title) continue;
    const titled = sql.join(
      list.title.map((column) => sql`${column} ilike ${like}`),
      sql` or `,
    );
    selects.push(sql`select ${type}::text as kind, ${table.id}::text as item, ${title} as title,
        ${table.updatedAt} as at
      from ${table} where ${table.status} = 'draft' and (${titled})`);
  }
  return rowsOf<DraftFound>(
    db,
    sql`select kind, item, title from (${sql.join(selects, sql` union all `)}) d
      order by at desc, kind, item limit ${limit}`,
  );
}
