/**
 * The audit trail: every staff action with who, when, from which address, the route and what was
 * sent, and each record it changed with its fields before and after. Nothing here can change it.
 */
import { useEffect } from 'react';
import { formatDate } from '#shared/format.ts';
import type { AuditRow } from '#client/calls/audit.ts';
import { type AuditFilterValues, auditTrail } from '#client/stores/audit-trail.ts';
import { Typed } from '#ui/Typed.tsx';
import { useConsole } from '../context.ts';
import { type Column, DataTable } from '../lists/DataTable.tsx';
import { dateRange, type FilterField, FilterBar } from '../lists/FilterBar.tsx';
import { Panel } from '../Panel.tsx';
import type { ConsolePageProps } from '../pages.ts';

const shown = (value: unknown) =>
  value === undefined ? '' : JSON.stringify(value, null, 1).replace(/\n\s*/g, ' ');

function Changes({ row }: { row: AuditRow }) {
  const { t } = useConsole();
  if (row.changes.length === 0 && row.body === null) return <>—</>;
  return (
    <details>
      <summary className="cursor-pointer text-brand-700">
        {row.changes.length > 0
          ? row.changes.map((c) => `${c.subject} #${c.id}`).join(', ')
          : t('console.audit.sent')}
      </summary>
      <div className="mt-2 space-y-2 text-xs">
        {row.changes.map((c, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: changes are kept in the order made
          <dl key={i} className="grid grid-cols-[auto_1fr] gap-x-2 break-all">
            <dt className="text-gray-500">{t('console.audit.before')}</dt>
            <dd>
              <Typed text={shown(c.before ?? null)} />
            </dd>
            <dt className="text-gray-500">{t('console.audit.after')}</dt>
            <dd>
              <Typed text={shown(c.after ?? null)} />
            </dd>
          </dl>
        ))}
        {row.body !== null && (
          <p className="break-all">
            <span className="text-gray-500">{t('console.audit.sent')}: </span>
            <Typed text={shown(row.body)} />
          </p>
        )}
      </div>
    </details>
  );
}

export default function AuditPage({ page }: ConsolePageProps) {
  const { t } = useConsole();
  useEffect(() => {
    void auditTrail.load();
  }, []);

  const fields: FilterField<AuditFilterValues>[] = [
    { name: 'actor', kind: 'text', label: t('console.audit.actor'), maxLength: 50 },
    { name: 'route', kind: 'text', label: t('console.audit.route') },
    { name: 'subjectId', kind: 'text', label: t('console.audit.subjectId'), maxLength: 50 },
    {
      name: 'outcome',
      kind: 'choice',
      label: t('console.audit.outcome'),
      options: [
        { value: 'done', label: t('console.audit.done') },
        { value: 'refused', label: t('console.audit.refused') },
      ],
    },
    ...dateRange<AuditFilterValues>(t),
  ];

  const columns: Column<AuditRow, 'at'>[] = [
    {
      key: 'at',
      label: t('console.audit.at'),
      sort: 'at',
      className: 'whitespace-nowrap px-3 py-2',
      render: (r) => formatDate(r.at, 'YYYY-MM-DD HH:mm:ss'),
    },
    { key: 'actor', label: t('console.audit.actor'), render: (r) => <Typed text={r.actorName} /> },
    {
      key: 'ip',
      label: t('console.audit.ip'),
      render: (r) => <span className="font-mono text-xs">{r.ip}</span>,
    },
    {
      key: 'route',
      label: t('console.audit.route'),
      render: (r) => (
        <span className="font-mono text-xs break-all" title={r.path}>
          {r.method} {r.route}
        </span>
      ),
    },
    {
      key: 'status',
      label: t('console.audit.outcome'),
      render: (r) =>
        r.status < 400 ? (
          <span className="text-green-800">{t('console.audit.done')}</span>
        ) : (
          <span className="text-red-700">
            {t('console.audit.refused')} ({r.status})
          </span>
        ),
    },
    {
      key: 'changes',
      label: t('console.audit.changes'),
      className: 'max-w-md px-3 py-2',
      render: (r) => <Changes row={r} />,
    },
  ];

  return (
    <Panel title={page.title}>
      <div className="mt-4 space-y-3">
        <p className="text-sm text-gray-600">{t('console.audit.intro')}</p>
        <FilterBar list={auditTrail} fields={fields} />
        <DataTable
          list={auditTrail}
          columns={columns}
          idOf={(r) => r.id}
          minWidth="min-w-[60rem]"
        />
      </div>
    </Panel>
  );
}
