/**
 * Making items public or not: published now or at a planned time, taken down, deleted, one or
 * several at once. Each is one transaction with its revisions; the pages they touched are rebuilt
 * once it has committed, and the id of that build is answered.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ContentStatus } from '#shared/vocabulary.ts';
import type { Tx } from '#server/db/client.ts';
import type { Deps } from '#server/http/context.ts';
import { badRequest, notFound } from '#server/http/errors.ts';
import { bumpVersion } from '#server/site/content-version.ts';
import { cancel, schedule } from '#server/jobs/jobs.ts';
import {
  deleteRows,
  findItem,
  publishJobKey,
  type Row,
  tableOf,
  updateRows,
} from './editor-rows.ts';
import { CONTENT_TYPE_NAMES, type ContentTypeName } from './registry.ts';
import { revise } from './revisions.ts';
import { reindexRows, unindexRows } from './search-docs.ts';
import { touched } from './touched.ts';

/** Publishes or takes down items; those already so are left. Answers those changed and the build. */
export async function setStatus(
  deps: Deps,
  type: ContentTypeName,
  s: { ids: number[]; status: ContentStatus; actor: number },
): Promise<{ changed: Row[]; buildId: number | null }> {
  const table = tableOf(type);
  const changed = await deps.db.transaction(async (tx) => {
    const rows = await updateRows(
      tx,
      type,
      { status: s.status, updatedAt: new Date(deps.now()) },
      and(inArray(table.id, s.ids), sql`${table.status} <> ${s.status}`),
    );
    if (rows.length) await bumpVersion(tx, deps.now());
    for (const row of rows) {
      const action = s.status === 'published' ? 'published' : 'unpublished';
      await revise(tx, { type, item: Number(row.id), action, data: row, actor: s.actor });
      // Published by hand: the planned publication has nothing left to do.
      if (s.status === 'published') await cancel(tx, publishJobKey(type, Number(row.id)));
    }
    await reindexRows(tx, type, rows);
    return rows;
  });
  const buildId = changed.length ? await touched(deps, type, changed, s.status === 'draft') : null;
  return { changed, buildId };
}

/** Deletes items; answers how many there were, and the build that takes the public ones down. */
export async function removeItems(
  deps: Deps,
  type: ContentTypeName,
  r: { ids: number[]; actor: number },
): Promise<{ count: number; buildId: number | null }> {
  const removed = await deps.db.transaction(async (tx) => {
    const rows = await deleteRows(tx, type, inArray(tableOf(type).id, r.ids));
    for (const row of rows) {
      const item = Number(row.id);
      await revise(tx, { type, item, action: 'deleted', data: row, actor: r.actor });
      await cancel(tx, publishJobKey(type, item));
    }
    await unindexRows(tx, type, rows);
    if (rows.some((row) => row.status === 'published')) await bumpVersion(tx, deps.now());
    return rows;
  });
  const wasPublic = removed.filter((row) => row.status === 'published');
  const buildId = wasPublic.length ? await touched(deps, type, wasPublic, true) : null;
  return { count: removed.length, buildId };
}

/** Plans the publication of a draft at a moment to come; the scheduler does it then. */
export async function schedulePublication(
  deps: Deps,
  type: ContentTypeName,
  p: { id: number; at: Date; actor: number },
) {
  if (p.at.getTime() <= deps.now())
    throw badRequest('error.editor.scheduleInPast', [
      { field: 'at', key: 'error.editor.scheduleInPast' },
    ]);
  await deps.db.transaction(async (tx) => {
    const row = await findItem(tx, type, p.id);
    if (!row) throw notFound();
    if (row.status === 'published') throw badRequest('error.editor.alreadyPublished');
    await schedule(tx, {
      kind: 'content.publish',
      key: publishJobKey(type, p.id),
      runAt: p.at,
      payload: { type, id: p.id, actor: p.actor },
    });
    await revise(tx, {
      type,
      item: p.id,
      action: 'scheduled',
      data: { ...row, scheduledAt: p.at.toISOString() },
      actor: p.actor,
    });
  });
}

export async function unschedulePublication(
  deps: Deps,
  type: ContentTypeName,
  p: { id: number; actor: number },
) {
  await deps.db.transaction(async (tx) => {
    const row = await findItem(tx, type, p.id);
    if (!row) throw notFound();
    await cancel(tx, publishJobKey(type, p.id));
    await revise(tx, { type, item: p.id, action: 'unscheduled', data: row, actor: p.actor });
  });
}

/**
 * The scheduled publication itself, inside the scheduler's transaction: the item is published
 * and its revision written with it; the pages are rebuilt once that has committed.
 */
export async function publishInJob(tx: Tx, deps: Deps, payload: Row) {
  const type = CONTENT_TYPE_NAMES.find((name) => name === payload.type);
  if (!type) return undefined;
  const id = Number(payload.id);
  const table = tableOf(type);
  const [row] = await updateRows(
    tx,
    type,
    { status: 'published', updatedAt: new Date(deps.now()) },
    and(eq(table.id, id), eq(table.status, 'draft')),
  );
  if (!row) return undefined;
  await revise(tx, {
    type,
    item: id,
    action: 'published',
    data: row,
    actor: Number(payload.actor),
  });
  await reindexRows(tx, type, [row]);
  await bumpVersion(tx, deps.now());
  return async () => {
    await touched(deps, type, [row]);
  };
}
