/**
 * Editing the site's single pages, its two documents (contact details, industry statistics) and
 * its menu tree: each save names the version it started from and is kept as a revision, like the
 * content items; the pages that show them are rebuilt.
 */
import { PAGES_KEY, SHELL_KEY } from '#shared/page-keys.ts';
import { changedFields, noteChange } from '#server/audit/audit-scope.ts';
import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { DocumentKey, MenuEdit } from '../contract/site.contract.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { contentRevisions, documents, menus, pages } from '#features/content/server/tables.ts';
import { reindexPage } from '#features/content/server/public.ts';
import type { Deps } from '#server/http/context.ts';
import { conflict, notFound } from '#server/http/errors.ts';
import { sanitizeRichText } from '#server/text/sanitize.ts';
import { bumpVersion } from '#server/site/content-version.ts';
import type { RevisionAction } from '#shared/vocabulary.ts';

const iso = (d: Date) => d.toISOString();

type Row = Record<string, unknown>;

async function revise(
  tx: Pick<Db, 'insert'>,
  r: {
    type: 'page' | 'document' | 'menu';
    item: string;
    data: Record<string, unknown>;
    actor: number;
    action?: RevisionAction;
    /** What the save changed, for the audit trail (the whole stays in the revision). */
    change: { before: Row; after: Row };
  },
) {
  await tx.insert(contentRevisions).values({
    type: r.type,
    item: r.item,
    action: r.action ?? 'updated',
    data: r.data,
    actorUserId: r.actor,
  });
  noteChange({
    subject: r.type,
    id: r.item,
    before: r.change.before,
    after: { action: r.action ?? 'updated', ...r.change.after },
  });
}

// ---- single pages ----

export async function listPages(db: Db) {
  const rows = await db.select().from(pages).orderBy(asc(pages.slug));
  return rows.map((p) => ({
    slug: p.slug,
    title: p.title,
    titleEn: p.titleEn,
    status: p.status,
    version: iso(p.updatedAt),
  }));
}

/** A page as editors see it: its version is when it was last saved. */
const pageOf = (p: typeof pages.$inferSelect) => ({
  ...p,
  updatedAt: iso(p.updatedAt),
  version: iso(p.updatedAt),
});

export async function getPage(db: Db, slug: string) {
  const [p] = await db.select().from(pages).where(eq(pages.slug, slug));
  if (!p) throw notFound();
  return pageOf(p);
}

export async function savePage(
  deps: Deps,
  s: {
    slug: string;
    actor: number;
    body: {
      title: string;
      titleEn?: string | null;
      body: string;
      bodyEn?: string | null;
      version: string;
    };
    action?: RevisionAction;
  },
) {
  const values = {
    title: s.body.title,
    titleEn: s.body.titleEn || null,
    body: sanitizeRichText(s.body.body),
    bodyEn: s.body.bodyEn ? sanitizeRichText(s.body.bodyEn) : null,
    updatedAt: new Date(deps.now()),
  };
  const saved = await deps.db.transaction(async (tx) => {
    const [old] = await tx.select().from(pages).where(eq(pages.slug, s.slug));
    // The version is part of the write: of two editors saving the same version, one is told.
    const [row] = await tx
      .update(pages)
      .set(values)
      .where(and(eq(pages.slug, s.slug), eq(pages.updatedAt, new Date(s.body.version))))
      .returning();
    if (!row || !old) throw old ? conflict('error.editor.stale') : notFound();
    // Searchable the moment it is saved, like every content item.
    await reindexPage(tx, row);
    await revise(tx, {
      type: 'page',
      item: s.slug,
      data: { ...row },
      actor: s.actor,
      action: s.action,
      change: changedFields(pageText(old), pageText(row)),
    });
    await bumpVersion(tx, deps.now());
    return row;
  });
  const buildId = await deps.onContentChanged({ keys: [PAGES_KEY], removed: [] });
  return { kind: 'page' as const, row: pageOf(saved), buildId };
}

/** What an editor changes on a single page. */
const pageText = (p: typeof pages.$inferSelect): Row => ({
  title: p.title,
  titleEn: p.titleEn,
  body: p.body,
  bodyEn: p.bodyEn,
});

// ---- documents ----

export async function getDocument(db: Db, key: DocumentKey) {
  const [d] = await db.select().from(documents).where(eq(documents.key, key));
  if (!d) throw notFound();
  return { key, value: d.value, version: iso(d.updatedAt) };
}

export async function saveDocument(
  deps: Deps,
  s: {
    key: DocumentKey;
    value: Record<string, unknown>;
    version: string;
    actor: number;
    action?: RevisionAction;
  },
) {
  const at = new Date(deps.now());
  const saved = await deps.db.transaction(async (tx) => {
    const [old] = await tx.select().from(documents).where(eq(documents.key, s.key));
    const [row] = await tx
      .update(documents)
      .set({ value: s.value, updatedAt: at })
      .where(and(eq(documents.key, s.key), eq(documents.updatedAt, new Date(s.version))))
      .returning();
    if (!row) throw conflict('error.editor.stale');
    await revise(tx, {
      type: 'document',
      item: s.key,
      data: s.value,
      actor: s.actor,
      action: s.action,
      change: changedFields(old?.value ?? {}, s.value),
    });
    await bumpVersion(tx, deps.now());
    return row;
  });
  const buildId = await deps.onContentChanged({ keys: [PAGES_KEY], removed: [] });
  const row = { key: s.key, value: saved.value, version: iso(saved.updatedAt) };
  return { kind: 'document' as const, row, buildId };
}

// ---- the menu tree ----

type MenuRow = typeof menus.$inferSelect;
/** An entry of the tree as editors read it: what they change, its id, its entries below. */
type MenuNode = {
  id: number;
  name: string;
  enName: string | null;
  path: string | null;
  hidden: boolean;
  children?: MenuNode[];
};

function treeOf(rows: MenuRow[]): MenuNode[] {
  const node = (r: MenuRow): MenuNode => {
    const children = rows.filter((c) => c.parentId === r.id).map(node);
    return {
      id: r.id,
      name: r.name,
      enName: r.enName,
      path: r.path,
      hidden: r.hidden,
      ...(children.length ? { children } : {}),
    };
  };
  return rows.filter((r) => r.parentId === null).map(node);
}

/** The tree's version: a digest of what it holds, so any change by anyone makes it stale. */
const digest = (rows: MenuRow[]) =>
  createHash('sha256')
    .update(
      JSON.stringify(
        rows.map((r) => [r.id, r.parentId, r.name, r.enName, r.path, r.hidden, r.sort]),
      ),
    )
    .digest('hex')
    .slice(0, 32);

async function menuRows(db: Pick<Db, 'select'>) {
  return db.select().from(menus).orderBy(asc(menus.sort), asc(menus.id));
}

export async function getMenu(db: Db) {
  const rows = await menuRows(db);
  return { tree: treeOf(rows), version: digest(rows) };
}

/**
 * Replaces the whole tree, in order, inside one transaction; every page shows it, so the new menu
 * is spliced into every built page (the site map is rendered again).
 */
export async function saveMenu(
  deps: Deps,
  s: { tree: MenuEdit[]; version: string; actor: number; action?: RevisionAction },
) {
  const rows = await deps.db.transaction(async (tx) => {
    const old = await menuRows(tx);
    if (digest(old) !== s.version) throw conflict('error.editor.stale');
    await tx.delete(menus);
    await insertLevel(tx, s.tree, null);
    await revise(tx, {
      type: 'menu',
      item: 'site',
      data: { tree: s.tree },
      actor: s.actor,
      action: s.action,
      change: menuChange(treeOf(old), s.tree),
    });
    await bumpVersion(tx, deps.now());
    return menuRows(tx);
  });
  const buildId = await deps.onContentChanged({ keys: [SHELL_KEY], removed: [] });
  return { kind: 'menu' as const, row: { tree: treeOf(rows), version: digest(rows) }, buildId };
}

async function insertLevel(tx: Tx, entries: MenuEdit[], parentId: number | null): Promise<void> {
  for (const [sort, e] of entries.entries()) {
    const [row] = await tx
      .insert(menus)
      .values({
        parentId,
        name: e.name,
        enName: e.enName || null,
        path: e.path || null,
        hidden: e.hidden,
        sort,
      })
      .returning({ id: menus.id });
    if (row && e.children?.length) await insertLevel(tx, e.children, row.id);
  }
}

/** A menu entry as one line: its place in the tree and where it leads. */
function menuLines(tree: MenuEdit[], above: string[] = []): { shown: string[]; hidden: string[] } {
  const out = { shown: [] as string[], hidden: [] as string[] };
  for (const e of tree) {
    const names = [...above, e.enName ? `${e.name} / ${e.enName}` : e.name];
    (e.hidden ? out.hidden : out.shown).push(`${names.join(' › ')}${e.path ? ` (${e.path})` : ''}`);
    const below = menuLines(e.children ?? [], names);
    out.shown.push(...below.shown);
    out.hidden.push(...below.hidden);
  }
  return out;
}

/** The entries a menu save took away (before) and put in (after), shown and hidden apart. */
function menuChange(was: MenuEdit[], now: MenuEdit[]): { before: Row; after: Row } {
  const [a, b] = [menuLines(was), menuLines(now)];
  const only = (x: string[], y: string[]) => x.filter((line) => !y.includes(line));
  const before: Row = {};
  const after: Row = {};
  for (const key of ['shown', 'hidden'] as const) {
    const field = key === 'shown' ? 'entries' : 'hiddenEntries';
    const [gone, added] = [only(a[key], b[key]), only(b[key], a[key])];
    if (gone.length || added.length) {
      before[field] = gone;
      after[field] = added;
    }
  }
  return { before, after };
}
