/**
 * The complaints inbox: every complaint by state, words, date and whose it is, exported as the
 * filters have it; or one complaint open (`?complaint=12`).
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { formatDate } from '#shared/format.ts';
import { COMPLAINT_STATUS } from '#shared/vocabulary.ts';
import type { InboxRow } from './complaints-inbox.calls.ts';
import { exportComplaints, type InboxFilterValues, inbox } from './complaints-inbox.store.ts';
import { Typed } from '#ui/Typed.tsx';
import { useConsole } from '#ui/console/context.ts';
import { type Column, DataTable } from '#ui/console/DataTable.tsx';
import { ExportButton } from '#ui/console/ExportButton.tsx';
import { dateRange, type FilterField, FilterBar } from '#ui/console/FilterBar.tsx';
import { Panel } from '#ui/console/Panel.tsx';
import type { ConsolePageProps } from '#ui/console/page.ts';
import { useAddressParam } from '#ui/console/useAddressParam.ts';
import { ComplaintBadge } from './ComplaintBadge.tsx';
import { ComplaintDetail } from './ComplaintDetail.tsx';

function Inbox({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useConsole();
  const total = useStore(inbox.$total);
  useEffect(() => {
    void inbox.load();
  }, []);
  const fields: FilterField<InboxFilterValues>[] = [
    { name: 'q', kind: 'text', label: t('console.complaints.search') },
    {
      name: 'status',
      kind: 'choice',
      label: t('console.complaints.column.status'),
      options: COMPLAINT_STATUS.map((s) => ({
        value: s,
        label: t(`console.complaints.status.${s}`),
      })),
    },
    {
      name: 'mine',
      kind: 'choice',
      label: t('console.complaints.column.assignee'),
      options: [{ value: '1', label: t('console.complaints.mine') }],
    },
    ...dateRange<InboxFilterValues>(t),
  ];
  const columns: Column<InboxRow, string>[] = [
    {
      key: 'createdAt',
      label: t('console.complaints.column.createdAt'),
      className: 'whitespace-nowrap px-3 py-2',
      render: (r) => formatDate(r.createdAt, 'YYYY-MM-DD HH:mm'),
    },
    {
      key: 'unitName',
      label: t('console.complaints.column.unitName'),
      render: (r) => <Typed text={r.unitName} />,
    },
    {
      key: 'content',
      label: t('console.complaints.column.content'),
      className: 'max-w-96 px-3 py-2',
      render: (r) => (
        <button
          type="button"
          className="line-clamp-2 text-left text-brand-700 hover:underline"
          onClick={() => onOpen(r.id)}
        >
          <Typed text={r.content} />
        </button>
      ),
    },
    {
      key: 'status',
      label: t('console.complaints.column.status'),
      render: (r) => <ComplaintBadge status={r.status} />,
    },
    {
      key: 'assignee',
      label: t('console.complaints.column.assignee'),
      render: (r) => (r.assignee ? <Typed text={r.assignee} /> : '—'),
    },
  ];
  return (
    <div className="mt-4 space-y-3">
      <FilterBar list={inbox} fields={fields} />
      <ExportButton label={t('console.complaints.export')} run={exportComplaints} rows={total} />
      <DataTable list={inbox} columns={columns} idOf={(r) => r.id} minWidth="min-w-[48rem]" />
    </div>
  );
}

export default function ComplaintsPage({ page }: ConsolePageProps) {
  const [param, show] = useAddressParam('complaint');
  const id = Number(param);
  return (
    <Panel title={page.title}>
      {Number.isInteger(id) && id > 0 ? (
        <ComplaintDetail id={id} onClose={() => show(undefined)} />
      ) : (
        <Inbox onOpen={(n) => show(String(n))} />
      )}
    </Panel>
  );
}
