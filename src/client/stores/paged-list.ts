/**
 * A list the server filters, sorts and pages, as state: the query, the rows it answered, and the
 * rows ticked for a bulk action. Every console list is one (content, the member directory, the
 * audit trail, the queues); each says how to fetch a page and what its filters are.
 */
import { atom, computed, map } from 'nanostores';
import { PAGE_SIZE_DEFAULT } from '#shared/constants.ts';

export interface ListOrder<S extends string = string> {
  sort: S;
  order: 'asc' | 'desc';
}

export interface PageAsk<F, S extends string> {
  filters: F;
  order: ListOrder<S> | undefined;
  pageNum: number;
  pageSize: number;
}

export interface PagedListSpec<F extends object, R, S extends string> {
  noFilters: F;
  fetch: (ask: PageAsk<F, S>) => Promise<{ rows: R[]; total?: number }>;
  idOf: (row: R) => number;
  pageSize?: number;
}

export function pagedList<F extends object, R, S extends string = string>(
  spec: PagedListSpec<F, R, S>,
) {
  const $filters = map<F>({ ...spec.noFilters });
  const $order = atom<ListOrder<S> | undefined>(undefined);
  // Every console list opens at the same page size.
  const $page = atom({ pageNum: 1, pageSize: spec.pageSize ?? PAGE_SIZE_DEFAULT });
  const $rows = atom<R[]>([]);
  const $total = atom(0);
  const $loading = atom(false);
  const $selected = atom<number[]>([]);
  const $allSelected = computed(
    [$rows, $selected],
    (rows, selected) => rows.length > 0 && rows.every((r) => selected.includes(spec.idOf(r))),
  );

  const ask = (): PageAsk<F, S> => ({
    filters: $filters.get(),
    order: $order.get(),
    ...$page.get(),
  });

  // Answers can arrive out of order when filters change quickly: only the last one is shown.
  let asked = 0;
  async function load(): Promise<void> {
    const ticket = ++asked;
    $loading.set(true);
    try {
      const { rows, total } = await spec.fetch(ask());
      if (ticket !== asked) return;
      $rows.set(rows);
      $total.set(total ?? rows.length);
      const shown = rows.map(spec.idOf);
      $selected.set($selected.get().filter((id) => shown.includes(id)));
    } finally {
      if (ticket === asked) $loading.set(false);
    }
  }

  /** New filters start again from the first page. */
  function filter(changes: Partial<F>): Promise<void> {
    $filters.set({ ...$filters.get(), ...changes });
    $page.set({ ...$page.get(), pageNum: 1 });
    return load();
  }

  function reset(): Promise<void> {
    $filters.set({ ...spec.noFilters });
    $order.set(undefined);
    $page.set({ ...$page.get(), pageNum: 1 });
    return load();
  }

  /** A column's header cycles: descending, ascending, the list's own order. */
  function sortBy(column: S): Promise<void> {
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
    $selected.set($allSelected.get() ? [] : $rows.get().map(spec.idOf));
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
    ask,
    load,
    filter,
    reset,
    sortBy,
    turn,
    toggle,
    toggleAll,
  };
}

export type PagedList<
  F extends object = object,
  R = unknown,
  S extends string = string,
> = ReturnType<typeof pagedList<F, R, S>>;

/** Filled-in text filters only: empty ones are not sent. */
export function given<F extends object>(filters: F): { [K in keyof F]?: Exclude<F[K], ''> } {
  return Object.fromEntries(
    Object.entries(filters)
      .map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v])
      .filter(([, v]) => v !== ''),
  ) as { [K in keyof F]?: Exclude<F[K], ''> };
}
