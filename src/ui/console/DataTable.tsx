/**
 * A console list as a table: sortable column headers (aria-sort), ticked rows for bulk actions
 * when the list has them, a message when nothing matches, and the pager below.
 */
import { useStore } from '@nanostores/react';
import { type ReactNode, useId } from 'react';
import { PAGE_SIZES } from '#shared/constants.ts';
import type { PagedList } from '#client/stores/paged-list.ts';
import { useConsole } from './context.ts';
import { Pager } from '#ui/console/Pager.tsx';

export interface Column<R, S extends string> {
  key: string;
  label: string;
  /** The server's name for sorting by this column, when it may be sorted by. */
  sort?: S;
  render: (row: R) => ReactNode;
  className?: string;
}

interface Props<F extends object, R, S extends string> {
  list: PagedList<F, R, S>;
  columns: Column<R, S>[];
  idOf: (row: R) => number;
  selectable?: boolean;
  minWidth?: string;
}

export function DataTable<F extends object, R, S extends string>(props: Props<F, R, S>) {
  const { list, columns, idOf, selectable } = props;
  const { t } = useConsole();
  const rows = useStore(list.$rows);
  const total = useStore(list.$total);
  const page = useStore(list.$page);
  const order = useStore(list.$order);
  const loading = useStore(list.$loading);
  const selected = useStore(list.$selected);
  const allSelected = useStore(list.$allSelected);
  const captionId = useId();

  const sortState = (sort: S) =>
    order?.sort !== sort ? 'none' : order.order === 'asc' ? 'ascending' : 'descending';
  const arrow = { none: '', ascending: ' ↑', descending: ' ↓' } as const;

  return (
    <div className="space-y-3">
      {/* relative: text hidden for screen readers stays inside the scrolling box. */}
      <div className="relative overflow-x-auto rounded border border-gray-200 bg-white">
        <table
          className={`w-full ${props.minWidth ?? 'min-w-[40rem]'} text-left text-sm`}
          aria-describedby={captionId}
          aria-busy={loading}
        >
          <thead className="bg-gray-50 text-gray-600">
            <tr>
              {selectable && (
                <th scope="col" className="w-10 px-3 py-2">
                  <input
                    type="checkbox"
                    aria-label={t('console.list.selectAll')}
                    checked={allSelected}
                    onChange={list.toggleAll}
                  />
                </th>
              )}
              {columns.map((c) => (
                <th
                  key={c.key}
                  scope="col"
                  className="px-3 py-2"
                  aria-sort={c.sort ? sortState(c.sort) : undefined}
                >
                  {c.sort ? (
                    <button
                      type="button"
                      className="font-medium hover:text-brand-700"
                      onClick={() => c.sort && void list.sortBy(c.sort)}
                    >
                      {c.label}
                      <span aria-hidden="true">{arrow[sortState(c.sort)]}</span>
                    </button>
                  ) : (
                    c.label
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => {
              const id = idOf(row);
              return (
                <tr key={id} className="border-t border-gray-100 align-top hover:bg-gray-50">
                  {selectable && (
                    <td className="px-3 py-2">
                      <input
                        type="checkbox"
                        aria-label={t('common.selectRow', { n: i + 1 })}
                        checked={selected.includes(id)}
                        onChange={() => list.toggle(id)}
                      />
                    </td>
                  )}
                  {columns.map((c) => (
                    <td key={c.key} className={c.className ?? 'px-3 py-2'}>
                      {c.render(row)}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
        {!loading && rows.length === 0 && (
          <p className="p-6 text-center text-gray-500">{t('console.list.empty')}</p>
        )}
      </div>
      <p id={captionId} className="sr-only">
        {t('console.list.caption', { total })}
      </p>
      <Pager
        total={total}
        pageNum={page.pageNum}
        pageSize={page.pageSize}
        sizes={PAGE_SIZES}
        onTurn={(n, size) => void list.turn(n, size)}
      />
    </div>
  );
}
