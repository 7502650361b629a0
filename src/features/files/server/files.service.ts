/** The stored files' rows, as the download routes read them (the bytes are the storage's). */
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { files } from '#server/files/tables.ts';

export type FileRow = typeof files.$inferSelect;

/** One file's row, or undefined when there is none. */
export async function fileRow(db: Db, id: string): Promise<FileRow | undefined> {
  const [file] = await db.select().from(files).where(eq(files.id, id));
  return file;
}
