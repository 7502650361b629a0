/**
 * Editing public content: every change is one transaction with its revision (who, when, the item
 * as it then was), a save names the version it started from so a second editor never overwrites
 * the first, and every public change tells the builder which pages it touched.
 */
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ContentStatus, RevisionAction } from '#shared/vocabulary.ts';
import { pagePath, type DetailKind, type PageKey } from '#shared/page-keys.ts';
import type { Locale } from '#shared/constants.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { contentRevisions } from './tables.ts';
import { jobs } from '#server/jobs/tables.ts';
import { users } from '#server/auth/tables.ts';
import type { Deps } from '#server/http/context.ts';
import { badRequest, conflict, notFound } from '#server/http/errors.ts';
import { sanitizeRichText } from '#server/text/sanitize.ts';
import { likePattern } from '#server/text/localize.ts';
import { bumpVersion } from '#server/site/content-version.ts';
import { faultPoint } from '#server/config/fault-points.ts';
import { cancel, schedule } from '#server/jobs/jobs.ts';
import { CONTENT_TYPES, type ContentType, type ContentTypeName } from './registry.ts';
import { checkContentFiles, shareContentFiles } from './content-files.ts';
import { changedFields, noteChange } from '#server/audit/audit-scope.ts';

export type Row = Record<string, unknown>;

const kindOf = (type: ContentTypeName) => CONTENT_TYPES[type] as ContentType;
/** The content tables differ in columns; here they are handled alike, by name. */
const table = (type: ContentTypeName) => kindOf(type).table as never;
const idColumn = (type: ContentTypeName) => kindOf(type).table.id;
const updatedAtOf = (type: ContentTypeName) => kindOf(type).table.updatedAt;
const statusOf = (type: ContentTypeName) => kindOf(type).table.status;

/*
 * Drizzle types the rows of a table it knows when compiling; these tables are chosen at run time
 * by type, so their writes take and give plain records, here and nowhere else.
 */
const insertRow = (tx: Tx, type: ContentTypeName, values: Row) =>
  tx
    .insert(kindOf(type).table)
    .values(values as never)
    .returning() as Promise<Row[]>;
const updateRows = (tx: Tx, type: ContentTypeName, values: Row, where: SQL | undefined) =>
  tx.update(kindOf(type).table).set(values).where(where).returning() as Promise<Row[]>;
const deleteRows = (tx: Tx, type: ContentTypeName, where: SQL) =>
  tx.delete(kindOf(type).table).where(where).returning() as Promise<Row[]>;

export const publishJobKey = (type: ContentTypeName, id: number) => `publish:${type}:${id}`;

/** The version a save names: when the item was last changed, to the millisecond. */
export const versionOf = (row: Row) => {
  const at = row.updatedAt;
  return (at instanceof Date ? at : new Date(String(at))).toISOString();
};

export function clean(type: ContentTypeName, input: Row): Row {
  const out: Row = { ...input };
  for (const f of kindOf(type).rich)
    if (typeof out[f] === 'string') out[f] = sanitizeRichText(out[f] as string);
  return out;
}

export async function findItem(db: Pick<Db, 'select'>, type: ContentTypeName, id: number) {
  const rows = (await db
    .select()
    .from(table(type))
    .where(eq(idColumn(type), id))) as Row[];
  return rows[0];
}

export interface ListQuery {
  pageNum: number;
  pageSize: number;
  title?: string | undefined;
  status?: ContentStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
  sort?: string | undefined;
  order?: 'asc' | 'desc' | undefined;
  filter?: Record<string, string | undefined>;
}

export async function listItems(db: Db, type: ContentTypeName, q: ListQuery) {
  const shape = kindOf(type).list;
  const where: (SQL | undefined)[] = [
    q.status ? eq(statusOf(type), q.status) : undefined,
    q.title ? or(...shape.title.map((col) => ilike(col, likePattern(q.title ?? '')))) : undefined,
    // Days as the association reads them, in Beijing time, whatever the column's type.
    shape.date && q.from
      ? sql`${shape.date} >= ${`${q.from}T00:00:00+08:00`}::timestamptz`
      : undefined,
    shape.date && q.to
      ? sql`${shape.date} < ${`${q.to}T00:00:00+08:00`}::timestamptz + interval '1 day'`
      : undefined,
    ...Object.entries(q.filter ?? {}).map(([name, value]) => {
      const col = shape.filters?.[name];
      return col && value ? eq(col, value) : undefined;
    }),
  ];
  const sortColumn = (q.sort && shape.sortable[q.sort]) || shape.date || idColumn(type);
  const direction = q.order === 'asc' ? asc : desc;
  const condition = and(...where);
  const rows = (await db
    .select()
    .from(table(type))
    .where(condition)
    .orderBy(direction(sortColumn), desc(idColumn(type)))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize)) as Row[];
  const [count] = (await db
    .select({ n: sql<number>`count(*)::int` })
    .from(table(type))
    .where(condition)) as { n: number }[];
  const scheduled = await scheduledAt(
    db,
    type,
    rows.map((r) => Number(r.id)),
  );
  return {
    rows: rows.map((r) => ({ ...r, version: versionOf(r), scheduledAt: scheduled(Number(r.id)) })),
    total: count?.n ?? 0,
  };
}

/** When each of these items is due to be published, where a publication is planned. */
async function scheduledAt(db: Db, type: ContentTypeName, ids: number[]) {
  if (ids.length === 0) return () => null;
  const planned = await db
    .select({ key: jobs.key, runAt: jobs.runAt })
    .from(jobs)
    .where(
      and(
        eq(jobs.status, 'pending'),
        inArray(
          jobs.key,
          ids.map((id) => publishJobKey(type, id)),
        ),
      ),
    );
  return (id: number) =>
    planned.find((p) => p.key === publishJobKey(type, id))?.runAt.toISOString() ?? null;
}

export async function getItem(db: Db, type: ContentTypeName, id: number) {
  const row = await findItem(db, type, id);
  if (!row) throw notFound();
  return { ...row, version: versionOf(row), scheduledAt: (await scheduledAt(db, type, [id]))(id) };
}

/** What the item's page will show, drafts included, for the editor to check before publishing. */
export async function previewItem(deps: Deps, type: ContentTypeName, id: number, locale: Locale) {
  const kind = kindOf(type);
  const row = await findItem(deps.db, type, id);
  if (!row || !kind.page || !kind.preview) throw notFound();
  const key = kind.page(row);
  const [detail = 'detail'] = key.split(':') as DetailKind[];
  const ctx = { db: deps.db, locale, now: deps.now() };
  return {
    kind: detail,
    path: pagePath(key) ?? '/',
    page: (await kind.preview(row as never, ctx)) as Row,
  };
}

async function revise(
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

/** The rules a schema cannot know: the type's own, and that its files were uploaded for content. */
async function checkBeforeSave(db: Db, type: ContentTypeName, input: Row) {
  const kind = kindOf(type);
  await checkContentFiles(db, kind.files ?? [], input);
  await kind.check?.(db, input);
}

export async function createItem(
  db: Db,
  type: ContentTypeName,
  input: Row,
  actor: number,
): Promise<{ id: number; version: string }> {
  await checkBeforeSave(db, type, input);
  return db.transaction(async (tx) => {
    const [created] = await insertRow(tx, type, { ...clean(type, input), status: 'draft' });
    if (!created) throw conflict('error.workflow.stale');
    await shareContentFiles(tx, kindOf(type).files ?? [], created);
    await revise(tx, { type, item: Number(created.id), action: 'created', data: created, actor });
    return { id: Number(created.id), version: versionOf(created) };
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
) {
  await checkBeforeSave(deps.db, type, u.input);
  const { before, after } = await deps.db.transaction(async (tx) => {
    const before = await findItem(tx, type, u.id);
    if (!before) throw notFound();
    const [after] = await updateRows(
      tx,
      type,
      { ...clean(type, u.input), updatedAt: new Date(deps.now()) },
      and(eq(idColumn(type), u.id), eq(updatedAtOf(type), new Date(u.version))),
    );
    if (!after) throw conflict('error.editor.stale');
    await shareContentFiles(tx, kindOf(type).files ?? [], after);
    await revise(tx, { type, item: u.id, action: 'updated', data: after, actor: u.actor, before });
    if (before.status === 'published') await bumpVersion(tx, deps.now());
    return { before, after };
  });
  // A published item's pages change now; a draft's change nothing public.
  if (before.status === 'published') await touchedByEdit(deps, type, before, after);
  return { version: versionOf(after) };
}

export async function setStatus(
  deps: Deps,
  type: ContentTypeName,
  s: { ids: number[]; status: ContentStatus; actor: number },
): Promise<number> {
  const changed = await deps.db.transaction(async (tx) => {
    const rows = await updateRows(
      tx,
      type,
      { status: s.status, updatedAt: new Date(deps.now()) },
      and(inArray(idColumn(type), s.ids), sql`${statusOf(type)} <> ${s.status}`),
    );
    if (rows.length) await bumpVersion(tx, deps.now());
    for (const row of rows) {
      const action = s.status === 'published' ? 'published' : 'unpublished';
      await revise(tx, { type, item: Number(row.id), action, data: row, actor: s.actor });
      // Published by hand: the planned publication has nothing left to do.
      if (s.status === 'published') await cancel(tx, publishJobKey(type, Number(row.id)));
    }
    return rows;
  });
  if (changed.length) await touched(deps, type, changed, s.status === 'draft');
  return changed.length;
}

export async function removeItems(
  deps: Deps,
  type: ContentTypeName,
  r: { ids: number[]; actor: number },
): Promise<number> {
  const removed = await deps.db.transaction(async (tx) => {
    const rows = await deleteRows(tx, type, inArray(idColumn(type), r.ids));
    for (const row of rows) {
      await revise(tx, {
        type,
        item: Number(row.id),
        action: 'deleted',
        data: row,
        actor: r.actor,
      });
      await cancel(tx, publishJobKey(type, Number(row.id)));
    }
    if (rows.some((row) => row.status === 'published')) await bumpVersion(tx, deps.now());
    return rows;
  });
  const wasPublic = removed.filter((row) => row.status === 'published');
  if (wasPublic.length) await touched(deps, type, wasPublic, true);
  return removed.length;
}

/** Plans the publication of a draft at a moment to come; the scheduler does it then. */
export async function schedulePublication(
  db: Db,
  type: ContentTypeName,
  p: { id: number; at: Date; actor: number; now: number },
) {
  if (p.at.getTime() <= p.now)
    throw badRequest('error.editor.scheduleInPast', [
      { field: 'at', key: 'error.editor.scheduleInPast' },
    ]);
  await db.transaction(async (tx) => {
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
  db: Db,
  type: ContentTypeName,
  p: { id: number; actor: number },
) {
  await db.transaction(async (tx) => {
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
  const type = String(payload.type) as ContentTypeName;
  if (!(type in CONTENT_TYPES)) return undefined;
  const id = Number(payload.id);
  const rows = await updateRows(
    tx,
    type,
    { status: 'published', updatedAt: new Date(deps.now()) },
    and(eq(idColumn(type), id), eq(statusOf(type), 'draft')),
  );
  const row = rows[0];
  if (!row) return undefined;
  await revise(tx, {
    type,
    item: id,
    action: 'published',
    data: row,
    actor: Number(payload.actor),
  });
  await bumpVersion(tx, deps.now());
  return () => touched(deps, type, [row]);
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

/** Puts an item back as an old revision had it; the current one stays in the history. */
export async function restoreRevision(
  deps: Deps,
  type: ContentTypeName,
  r: { id: number; revision: number; actor: number },
) {
  const old = await revisionOf(deps.db, type, String(r.id), r.revision);
  const editable = kindOf(type).schema.partial().safeParse(old.data);
  if (!editable.success) throw badRequest('error.editor.revisionUnusable');
  await checkBeforeSave(deps.db, type, editable.data as Row);
  const { before, after } = await deps.db.transaction(async (tx) => {
    const before = await findItem(tx, type, r.id);
    if (!before) throw notFound();
    const [after] = await updateRows(
      tx,
      type,
      { ...clean(type, editable.data as Row), updatedAt: new Date(deps.now()) },
      eq(idColumn(type), r.id),
    );
    if (!after) throw notFound();
    await shareContentFiles(tx, kindOf(type).files ?? [], after);
    await revise(tx, { type, item: r.id, action: 'restored', data: after, actor: r.actor });
    if (before.status === 'published') await bumpVersion(tx, deps.now());
    return { before, after };
  });
  if (before.status === 'published') await touchedByEdit(deps, type, before, after);
  return { version: versionOf(after) };
}

/**
 * One published item saved: when it is still where it was in its public list, only the list page
 * it is on changed (a title, a body); otherwise the whole list moved.
 */
function touchedByEdit(deps: Deps, type: ContentTypeName, before: Row, after: Row) {
  const place = kindOf(type).listPlace;
  const stayed = place && place.of(before) === place.of(after);
  return touched(deps, type, [before, after], false, stayed ? after : undefined);
}

/**
 * Tells the builder which pages a change touched: those of the items as they were and as they
 * are (an article moved to another channel or date leaves old neighbours behind), and, when they
 * are taken down, that their own pages go. Called once the change, and its version bump, have
 * committed.
 */
export async function touched(
  deps: Deps,
  type: ContentTypeName,
  rows: (Row | undefined)[],
  takenDown = false,
  inPlace?: Row,
): Promise<void> {
  await faultPoint('content:announce');
  const kind = kindOf(type);
  const keys = new Set<PageKey>();
  for (const row of rows) {
    const found = row ? await kind.touches(deps.db, row) : 'all';
    if (found === 'all') return deps.onContentChanged('all');
    for (const k of found) keys.add(k);
  }
  if (inPlace && kind.listPlace) {
    keys.delete(kind.listPlace.list(inPlace));
    keys.add(await kind.listPlace.page(deps.db, inPlace));
  }
  const removed = takenDown ? rows.flatMap((r) => (r && kind.page ? [kind.page(r)] : [])) : [];
  deps.onContentChanged({ keys: [...keys], removed });
}
