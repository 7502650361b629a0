/**
 * An item's history: every change is kept whole as a revision (who, when, the item as it then
 * was), and the audit trail notes what changed. The site's single pages, documents and menu keep
 * theirs here too.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { RevisionAction } from '#shared/vocabulary.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/auth/tables.ts';
import { notFound } from '#server/http/errors.ts';
import { changedFields, noteChange } from '#server/audit/audit-scope.ts';
import { contentRevisions } from './tables.ts';
import type { Row } from './editor-rows.ts';

export async function revise(
  tx: Pick<Db, 'insert'>,
  r: {
    type: string;
    item: string | number;
    action: RevisionAction;
    data: Row;
    actor: number;
    before?: Row;
  },
) {
  await tx.insert(contentRevisions).values({
    type: r.type,
    item: String(r.item),
    action: r.action,
    data: r.data,
    actorUserId: r.actor,
  });
  // The trail keeps what changed; the whole item stays in its revision.
  const fields = r.before ? changedFields(r.before, r.data) : undefined;
  noteChange({
    subject: `content:${r.type}`,
    id: String(r.item),
    before: fields?.before ?? null,
    after: { action: r.action, ...fields?.after },
  });
}

/** An item's history, newest first, each change with the name of who made it. */
export async function revisionsOf(db: Db, type: string, item: string) {
  const rows = await db
    .select({ r: contentRevisions, actor: users.nickName })
    .from(contentRevisions)
    .leftJoin(users, eq(users.id, contentRevisions.actorUserId))
    .where(and(eq(contentRevisions.type, type), eq(contentRevisions.item, item)))
    .orderBy(desc(contentRevisions.id));
  return rows.map(({ r, actor }) => ({
    id: r.id,
    action: r.action,
    actor: actor ?? '',
    at: r.at.toISOString(),
    data: r.data,
  }));
}

export async function revisionOf(db: Db, type: string, item: string, id: number) {
  const [old] = await db
    .select()
    .from(contentRevisions)
    .where(
      and(
        eq(contentRevisions.id, id),
        eq(contentRevisions.type, type),
        eq(contentRevisions.item, item),
      ),
    );
  if (!old) throw notFound();
  return old;
}
