/**
 * The rows of every content type, read and written alike: the type names its table at run time,
 * so rows go in and out as plain records, and an item is answered to editors with its version and
 * any planned publication.
 */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { jobs } from '#server/jobs/tables.ts';
import { sanitizeRichText } from '#server/text/sanitize.ts';
import type { ContentItem } from '../contract/editor.contract.ts';
import { CONTENT_TYPES, type ContentType, type ContentTypeName } from './registry.ts';

export type Row = Record<string, unknown>;

const KINDS: Record<ContentTypeName, ContentType> = CONTENT_TYPES;
/** What the type is: its rules, its list, the pages it touches. */
export const kindOf = (type: ContentTypeName): ContentType => KINDS[type];
/** Its table, as drizzle knows it (one of the content tables). */
export const tableOf = (type: ContentTypeName) => CONTENT_TYPES[type].table;

export const publishJobKey = (type: ContentTypeName, id: number) => `publish:${type}:${id}`;

/** The version a save names: when the item was last changed, to the millisecond. */
export const versionOf = (row: Row) => {
  const at = row.updatedAt;
  return (at instanceof Date ? at : new Date(String(at))).toISOString();
};

/** What an editor sent, its rich text cleaned. */
export function clean(type: ContentTypeName, input: Row): Row {
  const out: Row = { ...input };
  for (const f of kindOf(type).rich) {
    const html = out[f];
    if (typeof html === 'string') out[f] = sanitizeRichText(html);
  }
  return out;
}

export async function findItem(db: Pick<Db, 'select'>, type: ContentTypeName, id: number) {
  const table = tableOf(type);
  const rows: Row[] = await db.select().from(table).where(eq(table.id, id));
  return rows[0];
}

export const insertRow = (tx: Tx, type: ContentTypeName, values: Row): Promise<Row[]> =>
  tx.insert(tableOf(type)).values(values).returning();

export const updateRows = (
  tx: Tx,
  type: ContentTypeName,
  values: Row,
  where: SQL | undefined,
): Promise<Row[]> => tx.update(tableOf(type)).set(values).where(where).returning();

export const deleteRows = (tx: Tx, type: ContentTypeName, where: SQL): Promise<Row[]> =>
  tx.delete(tableOf(type)).where(where).returning();

/** When each of these items is due to be published, where a publication is planned. */
export async function scheduledAt(db: Pick<Db, 'select'>, type: ContentTypeName, ids: number[]) {
  if (ids.length === 0) return () => null;
  const keys = ids.map((id) => publishJobKey(type, id));
  const planned = await db
    .select({ key: jobs.key, runAt: jobs.runAt })
    .from(jobs)
    .where(and(eq(jobs.status, 'pending'), inArray(jobs.key, keys)));
  return (id: number) =>
    planned.find((p) => p.key === publishJobKey(type, id))?.runAt.toISOString() ?? null;
}

/** A row as editors are answered it: its columns, its version, its planned publication. */
export const itemOf = (row: Row, plannedAt: string | null): ContentItem => ({
  ...row,
  id: Number(row.id),
  status: row.status === 'published' ? 'published' : 'draft',
  version: versionOf(row),
  scheduledAt: plannedAt,
});

/** A row just read or written, as editors are answered it. */
export async function answerOf(db: Pick<Db, 'select'>, type: ContentTypeName, row: Row) {
  const id = Number(row.id);
  return itemOf(row, (await scheduledAt(db, type, [id]))(id));
}
