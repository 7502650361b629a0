/** Every sign-in attempt: the name typed, from where, and what became of it. */
import { useEffect } from 'react';
import { formatDate } from '#shared/format.ts';
import type { LoginRow } from './sessions.calls.ts';
import { type LoginFilterValues, loginLog } from './sessions.store.ts';
import { Typed } from '#ui/Typed.tsx';
import { useConsole } from '#ui/console/context.ts';
import { Badge } from '#ui/console/Badge.tsx';
import { type Column, DataTable } from '#ui/console/DataTable.tsx';
import { dateRange, type FilterField, FilterBar } from '#ui/console/FilterBar.tsx';
import { Panel } from '#ui/console/Panel.tsx';
import type { ConsolePageProps } from '#ui/console/page.ts';

export default function LoginsPage({ page }: ConsolePageProps) {
  const { t } = useConsole();
  useEffect(() => {
    void loginLog.load();
  }, []);
  const fields: FilterField<LoginFilterValues>[] = [
    { name: 'user', kind: 'text', label: t('console.logins.user') },
    { name: 'ip', kind: 'text', label: t('console.audit.ip'), maxLength: 64 },
    {
      name: 'outcome',
      kind: 'choice',
      label: t('console.audit.outcome'),
      options: [
        { value: 'ok', label: t('console.logins.ok') },
        { value: 'refused', label: t('console.audit.refused') },
      ],
    },
    ...dateRange<LoginFilterValues>(t),
  ];
  const columns: Column<LoginRow, string>[] = [
    {
      key: 'at',
      label: t('console.audit.at'),
      className: 'whitespace-nowrap px-3 py-2',
      render: (r) => formatDate(r.at, 'YYYY-MM-DD HH:mm:ss'),
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
      render: (r) => <Badge tone={r.ok ? 'green' : 'red'}>{r.outcomeText}</Badge>,
    },
    {
      key: 'agent',
      label: t('console.sessions.agent'),
      className: 'max-w-64 truncate px-3 py-2 text-xs text-gray-600',
      render: (r) => <span title={r.userAgent}>{r.userAgent}</span>,
    },
  ];
  return (
    <Panel title={page.title}>
      <div className="mt-4 space-y-3">
        <FilterBar list={loginLog} fields={fields} />
        <DataTable list={loginLog} columns={columns} idOf={(r) => r.id} minWidth="min-w-[48rem]" />
      </div>
    </Panel>
  );
}
