/**
 * A content type's list: filters the server applies, columns it sorts by, pages of 10 to 100, and
 * ticked rows published, taken down or deleted together (deleting asks first, and asks for a
 * selection when there is none).
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { ContentTypeKey } from '#shared/content-types.ts';
import { formatDate } from '#shared/format.ts';
import type { BulkAction } from '../contract/editor.contract.ts';
import type { ContentRow } from './content.calls.ts';
import { contentListOf } from './content-list.store.ts';
import { confirm, toast } from '#client/stores/feedback.ts';
import { Button } from '#ui/Button.tsx';
import { Typed } from '#ui/Typed.tsx';
import { useConsole } from '#ui/console/context.ts';
import { usePermitted } from '#ui/console/Permitted.tsx';
import { CONTENT_FORMS } from './forms.ts';
import { ListFilters } from './ListFilters.tsx';
import { CONTENT_LISTS } from './lists.ts';
import { type Column, DataTable } from '#ui/console/DataTable.tsx';
import { StatusBadge } from './StatusBadge.tsx';

interface Props {
  type: ContentTypeKey;
  onOpen: (id: number | 'new') => void;
}

export function ContentList({ type, onOpen }: Props) {
  const { t } = useConsole();
  const spec = CONTENT_LISTS[type];
  const list = contentListOf(type, spec.filter);
  const selected = useStore(list.$selected);
  const fields = CONTENT_FORMS[type];
  const mayPublish = usePermitted()('content:item:publish');

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
    // A refusal has been shown by the request layer.
    const count = await list.bulk(action).catch(() => undefined);
    if (count === undefined) return;
    toast('success', t(`console.list.${action}Done`, { n: count }));
  };

  const cell = (column: string, row: ContentRow) => {
    const value = row[column];
    const field = fields.find((f) => f.name === column);
    if (field?.kind === 'choice' && typeof value === 'string')
      return t(field.optionLabel?.(value) ?? value);
    if (field?.kind === 'date' || field?.kind === 'datetime')
      return typeof value === 'string' ? formatDate(value) : '';
    return <Typed text={value === null || value === undefined ? '' : String(value)} />;
  };

  // The first column opens the item.
  const columns: Column<ContentRow, string>[] = [
    ...spec.columns.map((column, i) => ({
      key: column,
      label: t(`console.field.${column}`),
      sort: spec.sortable.includes(column) ? column : undefined,
      className: i === 0 ? 'max-w-80 px-3 py-2' : undefined,
      render: (row: ContentRow) =>
        i > 0 ? (
          cell(column, row)
        ) : (
          <button
            type="button"
            className="text-left text-brand-700 hover:underline"
            onClick={() => onOpen(row.id)}
          >
            {cell(column, row)}
          </button>
        ),
    })),
    {
      key: 'status',
      label: t('console.list.status'),
      render: (row) => <StatusBadge status={row.status} scheduledAt={row.scheduledAt} />,
    },
    {
      key: 'updatedAt',
      label: t('console.list.updatedAt'),
      sort: 'updatedAt',
      className: 'whitespace-nowrap px-3 py-2 text-gray-600',
      render: (row) => (typeof row.updatedAt === 'string' ? formatDate(row.updatedAt) : ''),
    },
  ];

  return (
    <div className="space-y-3">
      <ListFilters type={type} list={list} />
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => onOpen('new')}>{t('console.list.new')}</Button>
        {mayPublish && (
          <>
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
          </>
        )}
      </div>
      {/* Rows are ticked only for the publisher's bulk actions. */}
      <DataTable list={list} columns={columns} idOf={(row) => row.id} selectable={mayPublish} />
    </div>
  );
}
