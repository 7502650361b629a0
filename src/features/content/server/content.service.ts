/** The public site's reads of single pages, the menu, stored documents and dictionary labels. */
import { and, asc, eq } from 'drizzle-orm';
import { dictData } from '#server/config/tables.ts';
import type { Db } from '#server/db/client.ts';
import { documents, menus, pages } from './tables.ts';

/** A single page by its slug, if published. */
export async function publishedPage(db: Db, slug: string) {
  const [row] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.slug, slug), eq(pages.status, 'published')));
  return row;
}

/** Every menu entry, in the order the menu shows them. */
export async function menuRows(db: Db) {
  return await db.select().from(menus).orderBy(asc(menus.sort), asc(menus.id));
}

/** A stored document's value (the contact page, the statistics), as its editor saved it. */
export async function storedDocument<T>(db: Db, key: string): Promise<T | undefined> {
  const [row] = await db.select().from(documents).where(eq(documents.key, key));
  return row ? (row.value as T) : undefined;
}

/** The entries of one dictionary, with their labels in both languages. */
export async function dictionaryEntries(db: Db, dictType: string) {
  return await db.select().from(dictData).where(eq(dictData.dictType, dictType));
}
