/** The history of every workflow item: who moved it from which state to which, when, and why. */
import { and, asc, eq, inArray, sql, type Placeholder, type SQLWrapper } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { enterprises, users } from '../auth/tables.ts';
import { workflowLog } from './tables.ts';

import type { WorkflowSubject } from '#shared/vocabulary.ts';
import { noteChange } from '../audit/audit-scope.ts';

export interface Step {
  subject: WorkflowSubject;
  subjectId: number;
  from: string | null;
  to: string;
  actor: number;
  opinion?: string | undefined;
}

export async function logStep(db: Tx, e: Step): Promise<void> {
  await db.insert(workflowLog).values({
    subject: e.subject,
    subjectId: e.subjectId,
    fromStatus: e.from,
    toStatus: e.to,
    actorUserId: e.actor,
    opinion: e.opinion || null,
  });
  noteStep(e);
}

/**
 * The step of the item a statement writes, as a part of that statement: `written` is the item's
 * insert or update (a CTE), and the step is logged for the row it returns, or not at all when it
 * returns none. One statement is atomic without a transaction and its round trips; call
 * `noteStep` with the id once it ran. Who and from where may be placeholders of a prepared
 * statement.
 */
export function stepAfter(
  db: Db,
  written: { id: SQLWrapper },
  e: Omit<Step, 'subjectId' | 'from' | 'actor'> & {
    from: string | null | Placeholder;
    actor: number | Placeholder;
  },
) {
  const column = (c: { name: string }) => sql.identifier(c.name);
  const l = workflowLog;
  return db.$with('step', { id: l.id }).as(
    sql`insert into ${l} (${column(l.subject)}, ${column(l.subjectId)}, ${column(l.fromStatus)},
      ${column(l.toStatus)}, ${column(l.actorUserId)}, ${column(l.opinion)})
      select ${e.subject}, ${written.id}, ${e.from}::text, ${e.to}, ${e.actor}::int,
        ${e.opinion || null}::text
      from ${written} returning ${column(l.id)}`,
  );
}

/** A step the audit trail of this call counts among its changes. */
export function noteStep(e: Step): void {
  noteChange({
    subject: e.subject,
    id: String(e.subjectId),
    before: e.from === null ? null : { status: e.from },
    after: { status: e.to, ...(e.opinion ? { opinion: e.opinion } : {}) },
  });
}

export interface HistoryEntry {
  fromStatus: string | null;
  toStatus: string;
  actor: string;
  opinion: string | null;
  at: string;
}

/** The logged steps of some items of one subject, oldest first, grouped by item. */
export async function historyOf(
  db: Db,
  subject: WorkflowSubject,
  ids: number[],
): Promise<(id: number) => HistoryEntry[]> {
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ l: workflowLog, actor: users.nickName })
          .from(workflowLog)
          .innerJoin(users, eq(users.id, workflowLog.actorUserId))
          .where(and(eq(workflowLog.subject, subject), inArray(workflowLog.subjectId, ids)))
          .orderBy(asc(workflowLog.id));
  return (id) =>
    rows
      .filter((h) => h.l.subjectId === id)
      .map((h) => ({
        fromStatus: h.l.fromStatus,
        toStatus: h.l.toStatus,
        actor: h.actor,
        opinion: h.l.opinion,
        at: h.l.at.toISOString(),
      }));
}

/** Unit names by enterprise id, for rows that show whose item it is. */
export async function unitNames(db: Db, ids: number[]): Promise<(id: number) => string> {
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ id: enterprises.id, unitName: enterprises.unitName })
          .from(enterprises)
          .where(inArray(enterprises.id, ids));
  return (id) => rows.find((e) => e.id === id)?.unitName ?? '';
}
