/**
 * Writing an item: created as a draft, saved from the version it was loaded at (a second editor
 * never overwrites the first), or put back as a revision had it. Each write is one transaction
 * with its revision, and answers the item as saved and the build its public change queued.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import type { Deps } from '#server/http/context.ts';
import { badRequest, conflict, notFound } from '#server/http/errors.ts';
import { bumpVersion } from '#server/site/content-version.ts';
import type { ContentItem } from '../contract/editor.contract.ts';
import { checkContentFiles, shareContentFiles } from './content-files.ts';
import {
  answerOf,
  clean,
  findItem,
  insertRow,
  itemOf,
  kindOf,
  type Row,
  tableOf,
  updateRows,
} from './editor-rows.ts';
import type { ContentTypeName } from './registry.ts';
import { revise, revisionOf } from './revisions.ts';
import { runSavedHook } from './saved-hooks.ts';
import { reindexRows } from './search-docs.ts';
import { touchedByEdit } from './touched.ts';

/** What a write answers: the item as saved, and the build it queued (null: none). */
export interface Saved {
  row: ContentItem;
  buildId: number | null;
}

/** The rules a schema cannot know: the type's own, and that its files were uploaded for content. */
async function checkBeforeSave(db: Db, type: ContentTypeName, input: Row) {
  const kind = kindOf(type);
  await checkContentFiles(db, kind.files ?? [], input);
  await kind.check?.(db, input);
}

/** A new item, a draft: nothing public changes. */
export async function createItem(
  db: Db,
  type: ContentTypeName,
  input: Row,
  actor: number,
): Promise<Saved> {
  await checkBeforeSave(db, type, input);
  return db.transaction(async (tx) => {
    const [created] = await insertRow(tx, type, { ...clean(type, input), status: 'draft' });
    if (!created) throw conflict('error.workflow.stale');
    await shareContentFiles(tx, kindOf(type).files ?? [], created);
    await revise(tx, { type, item: Number(created.id), action: 'created', data: created, actor });
    return { row: itemOf(created, null), buildId: null };
  });
}

/**
 * Saves a change made from `version`. If someone saved meanwhile the save is refused, and
 * nothing of theirs is lost.
 */
export async function updateItem(
  deps: Deps,
  type: ContentTypeName,
  u: { id: number; input: Row; version: string; actor: number },
): Promise<Saved> {
  await checkBeforeSave(deps.db, type, u.input);
  const table = tableOf(type);
  const { before, after, afterCommit } = await deps.db.transaction(async (tx) => {
    const before = await findItem(tx, type, u.id);
    if (!before) throw notFound();
    const [after] = await updateRows(
      tx,
      type,
      { ...clean(type, u.input), updatedAt: new Date(deps.now()) },
      and(eq(table.id, u.id), eq(table.updatedAt, new Date(u.version))),
    );
    if (!after) throw conflict('error.editor.stale');
    await shareContentFiles(tx, kindOf(type).files ?? [], after);
    await revise(tx, { type, item: u.id, action: 'updated', data: after, actor: u.actor, before });
    await reindexRows(tx, type, [after]);
    if (before.status === 'published') await bumpVersion(tx, deps.now());
    const hooked = { id: u.id, before, after, actor: u.actor, now: deps.now() };
    return { before, after, afterCommit: await runSavedHook(tx, type, hooked) };
  });
  afterCommit?.(deps);
  // A published item's pages change now; a draft's change nothing public.
  const buildId =
    before.status === 'published' ? await touchedByEdit(deps, type, before, after) : null;
  return { row: await answerOf(deps.db, type, after), buildId };
}

/** Puts an item back as an old revision had it; the current one stays in the history. */
export async function restoreRevision(
  deps: Deps,
  type: ContentTypeName,
  r: { id: number; revision: number; actor: number },
): Promise<Saved> {
  const old = await revisionOf(deps.db, type, String(r.id), r.revision);
  const editable = kindOf(type).schema.partial().safeParse(old.data);
  if (!editable.success) throw badRequest('error.editor.revisionUnusable');
  const values: Row = editable.data;
  await checkBeforeSave(deps.db, type, values);
  const { before, after, afterCommit } = await deps.db.transaction(async (tx) => {
    const before = await findItem(tx, type, r.id);
    if (!before) throw notFound();
    const [after] = await updateRows(
      tx,
      type,
      { ...clean(type, values), updatedAt: new Date(deps.now()) },
      eq(tableOf(type).id, r.id),
    );
    if (!after) throw notFound();
    await shareContentFiles(tx, kindOf(type).files ?? [], after);
    await revise(tx, { type, item: r.id, action: 'restored', data: after, actor: r.actor });
    await reindexRows(tx, type, [after]);
    if (before.status === 'published') await bumpVersion(tx, deps.now());
    const hooked = { id: r.id, before, after, actor: r.actor, now: deps.now() };
    return { before, after, afterCommit: await runSavedHook(tx, type, hooked) };
  });
  afterCommit?.(deps);
  const buildId =
    before.status === 'published' ? await touchedByEdit(deps, type, before, after) : null;
  return { row: await answerOf(deps.db, type, after), buildId };
}
