/**
 * The old site's query-style links (`/detail?id=12`, `/standard?id=3`, `/train?id=5`, …) after a
 * site import: the old id is the old site's, so the page it meant is found through the keys the
 * import kept. A link no import knows goes where it always went (the same id here).
 */
import { and, desc, eq, like } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { importSourceKeys } from './tables.ts';

/** The page directory of each kind of item, and the table its keys are kept under. */
const KINDS: Record<string, string> = {
  detail: 'article',
  standard: 'standard',
  patent: 'patent',
  train: 'training',
  periodicals: 'periodical',
};

/** `/detail/12` (the old id) → `/detail/340` (the new one), or undefined when nothing moved it. */
export async function movedPath(db: Db, path: string): Promise<string | undefined> {
  const m = /^\/(detail|standard|patent|train|periodicals)\/(\d{1,9})$/.exec(path);
  const table = m?.[1] && KINDS[m[1]];
  if (!m || !table) return undefined;
  const [row] = await db
    .select({ targetId: importSourceKeys.targetId })
    .from(importSourceKeys)
    .where(
      and(
        like(importSourceKeys.source, 'site:%'),
        eq(importSourceKeys.sourceTable, table),
        eq(importSourceKeys.sourceId, m[2] ?? ''),
      ),
    )
    // Two old sites moved in: the one imported last is the one the domain now points at.
    .orderBy(desc(importSourceKeys.importedAt))
    .limit(1);
  return row ? `/${m[1]}/${row.targetId}` : undefined;
}
