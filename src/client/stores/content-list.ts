/**
 * One content type's list in the console, as state: the query (filters, sort, page), the rows
 * the server answered, and the rows ticked for a bulk action. One per type, kept while the
 * console is open, so a tag opened again shows the list as it was left.
 */
import { atom, computed, map } from 'nanostores';
import type { ContentTypeKey } from '#shared/content-types.ts';
import {
  type BulkAction,
  bulkContent,
  type ContentRow,
  type ListQuery,
  listContent,
} from '../calls/content.ts';

export interface ListFilters {
  title: string;
  status: '' | 'draft' | 'published';
  from: string;
  to: string;
  /** The type's own filter (a channel, a category), when it has one. */
  choice: string;
}

export interface ListOrder {
  sort: string;
  order: 'asc' | 'desc';
}

const NO_FILTERS: ListFilters = { title: '', status: '', from: '', to: '', choice: '' };

export function contentList(type: ContentTypeKey, choiceName?: string) {
  const $filters = map<ListFilters>({ ...NO_FILTERS });
  const $order = atom<ListOrder | undefined>(undefined);
  const $page = atom({ pageNum: 1, pageSize: 10 });
  const $rows = atom<ContentRow[]>([]);
  const $total = atom(0);
  const $loading = atom(false);
  const $selected = atom<number[]>([]);
  const $allSelected = computed(
    [$rows, $selected],
    (rows, selected) => rows.length > 0 && rows.every((r) => selected.includes(Number(r.id))),
  );

  function query(): ListQuery {
    const f = $filters.get();
    const o = $order.get();
    const q: ListQuery = { ...$page.get() };
    if (f.title.trim()) q.title = f.title.trim();
    if (f.status) q.status = f.status;
    if (f.from) q.from = f.from;
    if (f.to) q.to = f.to;
    if (choiceName && f.choice) q[choiceName] = f.choice;
    if (o) Object.assign(q, o);
    return q;
  }

  // Answers can arrive out of order when filters change quickly: only the last one is shown.
  let asked = 0;
  async function load(): Promise<void> {
    const ticket = ++asked;
    $loading.set(true);
    try {
      const { rows, total } = await listContent(type, query());
      if (ticket !== asked) return;
      $rows.set(rows);
      $total.set(total ?? rows.length);
      const shown = rows.map((r) => Number(r.id));
      $selected.set($selected.get().filter((id) => shown.includes(id)));
    } finally {
      if (ticket === asked) $loading.set(false);
    }
  }

  /** New filters start again from the first page. */
  function filter(changes: Partial<ListFilters>): Promise<void> {
    $filters.set({ ...$filters.get(), ...changes });
    $page.set({ ...$page.get(), pageNum: 1 });
    return load();
  }

  function reset(): Promise<void> {
    $filters.set({ ...NO_FILTERS });
    $order.set(undefined);
    $page.set({ ...$page.get(), pageNum: 1 });
    return load();
  }

  /** A column's header cycles: descending, ascending, the type's own order. */
  function sortBy(column: string): Promise<void> {
    const o = $order.get();
    if (o?.sort !== column) $order.set({ sort: column, order: 'desc' });
    else if (o.order === 'desc') $order.set({ sort: column, order: 'asc' });
    else $order.set(undefined);
    return load();
  }

  function turn(pageNum: number, pageSize = $page.get().pageSize): Promise<void> {
    $page.set({ pageNum: pageSize === $page.get().pageSize ? pageNum : 1, pageSize });
    return load();
  }

  function toggle(id: number): void {
    const s = $selected.get();
    $selected.set(s.includes(id) ? s.filter((x) => x !== id) : [...s, id]);
  }

  function toggleAll(): void {
    $selected.set($allSelected.get() ? [] : $rows.get().map((r) => Number(r.id)));
  }

  /** Acts on the ticked rows, then shows the list as it now is; the count of those changed. */
  async function bulk(action: BulkAction): Promise<number> {
    const { data } = await bulkContent(type, action, $selected.get());
    $selected.set([]);
    await load();
    return data.count;
  }

  return {
    $filters,
    $order,
    $page,
    $rows,
    $total,
    $loading,
    $selected,
    $allSelected,
    load,
    filter,
    reset,
    sortBy,
    turn,
    toggle,
    toggleAll,
    bulk,
  };
}

export type ContentList = ReturnType<typeof contentList>;

const lists = new Map<ContentTypeKey, ContentList>();
/** The list of a type, made the first time it is asked for. */
export function contentListOf(type: ContentTypeKey, choiceName?: string): ContentList {
  let list = lists.get(type);
  if (!list) {
    list = contentList(type, choiceName);
    lists.set(type, list);
  }
  return list;
}
