/**
 * Files that content items carry (a periodical's PDF, a download, a link's logo). An item may only
 * point at a file an editor uploaded for content, never at an enterprise's licence or a member's
 * report; once it does, the file is readable by whoever may read the item.
 */
import { inArray } from 'drizzle-orm';
import { isContentPurpose } from '#shared/uploads.ts';
import type { Access } from '#shared/vocabulary.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { files } from '#server/files/tables.ts';
import { badRequest } from '#server/http/errors.ts';

type Row = Record<string, unknown>;

const referenced = (columns: readonly string[], row: Row): [string, string][] =>
  columns.flatMap((c) => (typeof row[c] === 'string' && row[c] ? [[c, row[c] as string]] : []));

export async function checkContentFiles(db: Db, columns: readonly string[], input: Row) {
  const refs = referenced(columns, input);
  if (!refs.length) return;
  const found = await db
    .select({ id: files.id, purpose: files.purpose })
    .from(files)
    .where(
      inArray(
        files.id,
        refs.map(([, id]) => id),
      ),
    );
  const uploadedForContent = (id: string) =>
    found.some((f) => f.id === id && isContentPurpose(f.purpose ?? ''));
  const bad = refs.filter(([, id]) => !uploadedForContent(id));
  if (bad.length)
    throw badRequest(
      'error.editor.fileNotContent',
      bad.map(([field]) => ({ field, key: 'error.editor.fileNotContent' })),
    );
}

/** The item's files are read as the item is: by anyone, signed-in users, or members. */
export async function shareContentFiles(tx: Tx | Db, columns: readonly string[], item: Row) {
  const ids = referenced(columns, item).map(([, id]) => id);
  if (!ids.length) return;
  const access = (item.access as Access | undefined) ?? 'public';
  await tx.update(files).set({ access }).where(inArray(files.id, ids));
}
