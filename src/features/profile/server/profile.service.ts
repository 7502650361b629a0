/**
 * What one account did lately, from the records the product already keeps: every content edit is
 * a revision, every workflow step is logged, each with who did it.
 */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { contentRevisions } from '#features/content/server/tables.ts';
import { workflowLog } from '#server/workflow/tables.ts';

const LATEST = 20;

/** An item's title or name as a revision holds it. */
function titleOf(data: Record<string, unknown>): string | null {
  const name = data.title ?? data.name ?? data.unitName;
  return typeof name === 'string' && name ? name : null;
}

export async function recentActionsOf(db: Db, actor: number) {
  const [edits, steps] = await Promise.all([
    db
      .select()
      .from(contentRevisions)
      .where(eq(contentRevisions.actorUserId, actor))
      .orderBy(desc(contentRevisions.at), desc(contentRevisions.id))
      .limit(LATEST),
    db
      .select()
      .from(workflowLog)
      .where(eq(workflowLog.actorUserId, actor))
      .orderBy(desc(workflowLog.at), desc(workflowLog.id))
      .limit(LATEST),
  ]);
  const actions = [
    ...edits.map((r) => ({
      kind: 'content' as const,
      subject: r.type,
      item: r.item,
      action: r.action,
      title: titleOf(r.data),
      at: r.at,
    })),
    ...steps.map((r) => ({
      kind: 'workflow' as const,
      subject: r.subject,
      item: String(r.subjectId),
      action: r.toStatus,
      title: null,
      at: r.at,
    })),
  ];
  return actions
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, LATEST)
    .map((a) => ({ ...a, at: a.at.toISOString() }));
}
