/**
 * The old system's sign-in and operation logs, moved in read-only: filtered by kind, account,
 * address, words and day; each row opens to every column the old log had. Nothing here changes it.
 */
import { useEffect } from 'react';
import { formatDate } from '#shared/format.ts';
import type { OldLogRow } from './import.calls.ts';
import { type OldLogFilterValues, oldLogs } from './import.store.ts';
import { Typed } from '#ui/Typed.tsx';
import { useConsole } from '#ui/console/context.ts';
import { Badge } from '#ui/console/Badge.tsx';
import { type Column, DataTable } from '#ui/console/DataTable.tsx';
import { dateRange, type FilterField, FilterBar } from '#ui/console/FilterBar.tsx';
import { Panel } from '#ui/console/Panel.tsx';
import type { ConsolePageProps } from '#ui/console/page.ts';

function WholeRow({ row }: { row: OldLogRow }) {
  const { t } = useConsole();
  return (
    <details>
      <summary className="cursor-pointer text-brand-700">{t('console.oldLogs.wholeRow')}</summary>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-2 break-all text-xs">
        {Object.entries(row.row).map(([column, value]) => (
          <div key={column} className="contents">
            <dt className="font-mono text-gray-500">{column}</dt>
            <dd>
              <Typed text={value ?? '—'} />
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

export default function OldLogsPage({ page }: ConsolePageProps) {
  const { t } = useConsole();
  useEffect(() => {
    void oldLogs.load();
  }, []);
  const fields: FilterField<OldLogFilterValues>[] = [
    {
      name: 'kind',
      kind: 'choice',
      label: t('console.oldLogs.kind'),
      options: [
        { value: 'login', label: t('console.oldLogs.login') },
        { value: 'operation', label: t('console.oldLogs.operation') },
      ],
    },
    { name: 'user', kind: 'text', label: t('console.logins.user'), maxLength: 50 },
    { name: 'ip', kind: 'text', label: t('console.audit.ip'), maxLength: 64 },
    { name: 'text', kind: 'text', label: t('console.oldLogs.text'), maxLength: 100 },
    {
      name: 'outcome',
      kind: 'choice',
      label: t('console.audit.outcome'),
      options: [
        { value: 'success', label: t('console.oldLogs.success') },
        { value: 'failure', label: t('console.oldLogs.failure') },
      ],
    },
    ...dateRange<OldLogFilterValues>(t),
  ];
  const columns: Column<OldLogRow, string>[] = [
    {
      key: 'at',
      label: t('console.audit.at'),
      className: 'whitespace-nowrap px-3 py-2',
      render: (r) => (r.at ? formatDate(r.at, 'YYYY-MM-DD HH:mm:ss') : '—'),
    },
    {
      key: 'kind',
      label: t('console.oldLogs.kind'),
      render: (r) =>
        r.kind === 'login' ? t('console.oldLogs.login') : t('console.oldLogs.operation'),
    },
    { key: 'user', label: t('console.logins.user'), render: (r) => <Typed text={r.userName} /> },
    {
      key: 'ip',
      label: t('console.audit.ip'),
      render: (r) => <span className="font-mono text-xs">{r.ip}</span>,
    },
    {
      key: 'outcome',
      label: t('console.audit.outcome'),
      render: (r) => (
        <Badge tone={r.outcome === 'success' ? 'green' : 'red'}>
          {r.outcome === 'success' ? t('console.oldLogs.success') : t('console.oldLogs.failure')}
        </Badge>
      ),
    },
    {
      key: 'summary',
      label: t('console.oldLogs.summary'),
      className: 'max-w-72 px-3 py-2',
      render: (r) => (
        <>
          <Typed text={r.summary} />
          <div className="break-all font-mono text-gray-500 text-xs">
            <Typed text={r.detail} />
          </div>
        </>
      ),
    },
    { key: 'row', label: '', className: 'max-w-md px-3 py-2', render: (r) => <WholeRow row={r} /> },
  ];
  return (
    <Panel title={page.title}>
      <div className="mt-4 space-y-3">
        <p className="text-gray-600 text-sm">{t('console.oldLogs.intro')}</p>
        <FilterBar list={oldLogs} fields={fields} />
        <DataTable list={oldLogs} columns={columns} idOf={(r) => r.id} minWidth="min-w-[60rem]" />
      </div>
    </Panel>
  );
}
