/**
 * Every review step of every workflow moves an item the same way, in one transaction:
 * a conditional UPDATE from the states it may leave (so of two reviewers only one moves it, and
 * the other is told), whatever the step changes besides (membership, a renamed unit), a log row
 * with who, when, the opinion and the state it left, and the notice to the enterprise. A crash
 * anywhere in between leaves all of it undone.
 */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client.ts';
import { conflict } from '../http/errors.ts';
import { faultPoint } from '../config/fault-points.ts';
import type { NoticeSpec } from '#server/notices/compose.ts';
import { notifyEnterprise } from '#server/notices/notices.ts';
import type { WorkflowSubject } from '#shared/vocabulary.ts';
import { logStep } from './log.ts';

type Movable = PgTable & { id: AnyPgColumn };

export interface Step<T extends Movable> {
  table: T;
  /** The column holding the state, and its property name. */
  state: { column: AnyPgColumn; key: string };
  subject: WorkflowSubject;
  id: number;
  from: string | readonly string[];
  to: string;
  actor: number;
  opinion?: string;
  /** A further condition, such as the item being the caller's own. */
  where?: SQL;
  /** Other columns the step sets. */
  set?: Record<string, unknown>;
  /** What else the step does, in the same transaction, after the item moved. */
  effect?: (tx: Tx, row: T['$inferSelect']) => Promise<void>;
  /** Who is told what; nothing when it returns undefined. */
  notify?: (row: T['$inferSelect']) => { enterpriseId: number; notice: NoticeSpec } | undefined;
}

export async function transition<T extends Movable>(
  db: Db,
  step: Step<T>,
): Promise<T['$inferSelect']> {
  const from = typeof step.from === 'string' ? [step.from] : [...step.from];
  return db.transaction(async (tx) => {
    // The state it leaves, read under the row's lock: a step that may leave several states logs
    // the one it really left, and a second reviewer waits here and then finds it moved.
    const table: Movable = step.table;
    const [held] = await tx
      .select({ state: step.state.column })
      .from(table)
      .where(and(eq(step.table.id, step.id), inArray(step.state.column, from), step.where))
      .for('update');
    if (!held) throw conflict('error.workflow.stale');
    const moved = (await tx
      .update(step.table)
      .set({ [step.state.key]: step.to, ...step.set } as never)
      .where(and(eq(step.table.id, step.id), inArray(step.state.column, from), step.where))
      .returning()) as T['$inferSelect'][];
    const row = moved[0];
    if (!row) throw conflict('error.workflow.stale');
    await faultPoint(`workflow:${step.subject}:${step.to}`);
    await step.effect?.(tx, row);
    await logStep(tx, {
      subject: step.subject,
      subjectId: step.id,
      from: String(held.state),
      to: step.to,
      actor: step.actor,
      opinion: step.opinion,
    });
    const told = step.notify?.(row);
    if (told) await notifyEnterprise(tx, told.enterpriseId, told.notice);
    return row;
  });
}
