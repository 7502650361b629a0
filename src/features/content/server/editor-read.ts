/**
 * Reading items as editors do: a type's list, drafts included, filtered and sorted on the server
 * (only by the columns the type allows), one item with its version, and a draft as its page will
 * show it.
 */
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '#shared/constants.ts';
import { pagePath } from '#shared/page-keys.ts';
import type { ContentStatus } from '#shared/vocabulary.ts';
import type { Db } from '#server/db/client.ts';
import type { Deps } from '#server/http/context.ts';
import { badRequest, notFound } from '#server/http/errors.ts';
import { likePattern } from '#server/text/localize.ts';
import { type ContentPreview, LIST_FILTERS, type ListFilter } from '../contract/editor.contract.ts';
import { answerOf, findItem, itemOf, kindOf, scheduledAt, tableOf } from './editor-rows.ts';
import { PREVIEWS } from './previews.ts';
import type { ContentTypeName } from './registry.ts';

export interface ListQuery {
  pageNum: number;
  pageSize: number;
  title?: string | undefined;
  status?: ContentStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
  sort?: string | undefined;
  order?: 'asc' | 'desc' | undefined;
  filter?: Partial<Record<ListFilter, string | undefined>>;
}

/** The column a list is sorted by: one the type allows, or the refusal a form's field gets. */
function sortColumn(type: ContentTypeName, sort: string | undefined) {
  const { sortable, date } = kindOf(type).list;
  if (sort === undefined) return date ?? tableOf(type).id;
  const column = Object.hasOwn(sortable, sort) ? sortable[sort] : undefined;
  if (!column)
    throw badRequest('validation.invalid', [{ field: 'sort', key: 'validation.invalid' }]);
  return column;
}

export async function listItems(db: Db, type: ContentTypeName, q: ListQuery) {
  const shape = kindOf(type).list;
  const table = tableOf(type);
  const orderBy = sortColumn(type, q.sort);
  const where: (SQL | undefined)[] = [
    q.status ? eq(table.status, q.status) : undefined,
    q.title ? or(...shape.title.map((col) => ilike(col, likePattern(q.title ?? '')))) : undefined,
    // Days as the association reads them, in Beijing time, whatever the column's type.
    shape.date && q.from
      ? sql`${shape.date} >= ${`${q.from}T00:00:00+08:00`}::timestamptz`
      : undefined,
    shape.date && q.to
      ? sql`${shape.date} < ${`${q.to}T00:00:00+08:00`}::timestamptz + interval '1 day'`
      : undefined,
    ...LIST_FILTERS.map((name) => {
      const col = shape.filters?.[name];
      const value = q.filter?.[name];
      return col && value ? eq(col, value) : undefined;
    }),
  ];
  const direction = q.order === 'asc' ? asc : desc;
  const condition = and(...where);
  const rows: Record<string, unknown>[] = await db
    .select()
    .from(table)
    .where(condition)
    .orderBy(direction(orderBy), desc(table.id))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(table).where(condition);
  const planned = await scheduledAt(
    db,
    type,
    rows.map((r) => Number(r.id)),
  );
  return {
    rows: rows.map((r) => itemOf(r, planned(Number(r.id)))),
    total: count?.n ?? 0,
  };
}

export async function getItem(db: Db, type: ContentTypeName, id: number) {
  const row = await findItem(db, type, id);
  if (!row) throw notFound();
  return answerOf(db, type, row);
}

/** What the item's page will show, drafts included, for the editor to check before publishing. */
export async function previewItem(
  deps: Deps,
  type: ContentTypeName,
  id: number,
  locale: Locale,
): Promise<ContentPreview> {
  const page = kindOf(type).page;
  const preview = PREVIEWS[type];
  const row = await findItem(deps.db, type, id);
  if (!row || !page || !preview) throw notFound();
  const shown = await preview({ db: deps.db, locale, now: deps.now() }, id);
  if (!shown) throw notFound();
  return { ...shown, path: pagePath(page(row)) ?? '/' };
}
