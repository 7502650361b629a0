/**
 * A content type's list: filters the server applies, columns it sorts by, pages of 10 to 100, and
 * ticked rows published, taken down or deleted together (deleting asks first, and asks for a
 * selection when there is none).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId } from 'react';
import { PAGE_SIZES } from '#shared/constants.ts';
import type { ContentTypeKey } from '#shared/content-types.ts';
import { formatDate } from '#shared/format.ts';
import type { BulkAction } from '#client/calls/content.ts';
import { contentListOf } from '#client/stores/content-list.ts';
import { confirm, toast } from '#client/stores/feedback.ts';
import { Button } from '#ui/Button.tsx';
import { Typed } from '#ui/Typed.tsx';
import { useConsole } from '../context.ts';
import { CONTENT_FORMS } from './forms.ts';
import { ListFilters } from './ListFilters.tsx';
import { CONTENT_LISTS } from './lists.ts';
import { Pager } from './Pager.tsx';
import { StatusBadge } from './StatusBadge.tsx';

interface Props {
  type: ContentTypeKey;
  onOpen: (id: number | 'new') => void;
}

export function ContentList({ type, onOpen }: Props) {
  const { t } = useConsole();
  const spec = CONTENT_LISTS[type];
  const list = contentListOf(type, spec.filter);
  const rows = useStore(list.$rows);
  const total = useStore(list.$total);
  const page = useStore(list.$page);
  const order = useStore(list.$order);
  const loading = useStore(list.$loading);
  const selected = useStore(list.$selected);
  const allSelected = useStore(list.$allSelected);
  const captionId = useId();
  const fields = CONTENT_FORMS[type];

  useEffect(() => {
    void list.load();
  }, [list]);

  const bulk = async (action: BulkAction) => {
    if (selected.length === 0) return toast('warning', t('common.selectFirst'));
    if (action === 'delete') {
      const ok = await confirm({
        title: t('console.list.deleteTitle'),
        message: t('console.list.deleteMessage', { n: selected.length }),
        confirmText: t('common.delete'),
        cancelText: t('common.cancel'),
      });
      if (!ok) return;
    }
    const count = await list.bulk(action);
    toast('success', t(`console.list.${action}Done`, { n: count }));
  };

  const cell = (column: string, row: Record<string, unknown>) => {
    const value = row[column];
    const field = fields.find((f) => f.name === column);
    if (field?.kind === 'choice' && typeof value === 'string')
      return t(field.optionLabel?.(value) ?? value);
    if (field?.kind === 'date' || field?.kind === 'datetime')
      return typeof value === 'string' ? formatDate(value) : '';
    return <Typed text={value === null || value === undefined ? '' : String(value)} />;
  };

  const sortLabel = (column: string) =>
    order?.sort !== column ? 'none' : order.order === 'asc' ? 'ascending' : 'descending';

  return (
    <div className="space-y-3">
      <ListFilters type={type} list={list} />
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => onOpen('new')}>{t('console.list.new')}</Button>
        <Button variant="secondary" onClick={() => void bulk('publish')}>
          {t('console.list.publish')}
        </Button>
        <Button variant="secondary" onClick={() => void bulk('unpublish')}>
          {t('console.list.unpublish')}
        </Button>
        <Button variant="secondary" onClick={() => void bulk('delete')}>
          {t('common.delete')}
        </Button>
        <span className="self-center text-sm text-gray-600" aria-live="polite">
          {selected.length > 0 && t('console.list.selected', { n: selected.length })}
        </span>
      </div>
      <div className="overflow-x-auto rounded border border-gray-200 bg-white">
        <table className="w-full min-w-[40rem] text-left text-sm" aria-describedby={captionId}>
          <thead className="bg-gray-50 text-gray-600">
            <tr>
              <th scope="col" className="w-10 px-3 py-2">
                <input
                  type="checkbox"
                  aria-label={t('console.list.selectAll')}
                  checked={allSelected}
                  onChange={list.toggleAll}
                />
              </th>
              {spec.columns.map((column) => (
                <th
                  key={column}
                  scope="col"
                  className="px-3 py-2"
                  aria-sort={spec.sortable.includes(column) ? sortLabel(column) : undefined}
                >
                  {spec.sortable.includes(column) ? (
                    <button
                      type="button"
                      className="font-medium hover:text-brand-700"
                      onClick={() => void list.sortBy(column)}
                    >
                      {t(`console.field.${column}`)}
                      <span aria-hidden="true">
                        {sortLabel(column) === 'ascending'
                          ? ' ↑'
                          : sortLabel(column) === 'descending'
                            ? ' ↓'
                            : ''}
                      </span>
                    </button>
                  ) : (
                    t(`console.field.${column}`)
                  )}
                </th>
              ))}
              <th scope="col" className="px-3 py-2">
                {t('console.list.status')}
              </th>
              <th scope="col" className="px-3 py-2">
                <button
                  type="button"
                  className="font-medium hover:text-brand-700"
                  onClick={() => void list.sortBy('updatedAt')}
                  aria-label={t('console.list.sortBy', { column: t('console.list.updatedAt') })}
                >
                  {t('console.list.updatedAt')}
                </button>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => {
              const id = Number(row.id);
              const [first, ...rest] = spec.columns;
              return (
                <tr key={id} className="border-t border-gray-100 hover:bg-gray-50">
                  <td className="px-3 py-2">
                    <input
                      type="checkbox"
                      aria-label={t('common.selectRow', { n: i + 1 })}
                      checked={selected.includes(id)}
                      onChange={() => list.toggle(id)}
                    />
                  </td>
                  <td className="max-w-80 px-3 py-2">
                    <button
                      type="button"
                      className="text-left text-brand-700 hover:underline"
                      onClick={() => onOpen(id)}
                    >
                      {first ? cell(first, row) : id}
                    </button>
                  </td>
                  {rest.map((column) => (
                    <td key={column} className="px-3 py-2">
                      {cell(column, row)}
                    </td>
                  ))}
                  <td className="px-3 py-2">
                    <StatusBadge
                      status={row.status === 'published' ? 'published' : 'draft'}
                      scheduledAt={typeof row.scheduledAt === 'string' ? row.scheduledAt : null}
                    />
                  </td>
                  <td className="whitespace-nowrap px-3 py-2 text-gray-600">
                    {typeof row.updatedAt === 'string' ? formatDate(row.updatedAt) : ''}
                  </td>
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
