/**
 * The audit trail: every staff action with who, when and from which address, the module, the
 * action and the record in the reader's language, and each record's fields before and after.
 * Nothing here can change it.
 */
import { useEffect } from 'react';
import { AUDIT_MODULES } from '#shared/audit-modules.ts';
import { formatDate } from '#shared/format.ts';
import type { AuditRow } from './audit.calls.ts';
import { type AuditFilterValues, auditTrail } from './audit-trail.store.ts';
import { Typed } from '#ui/Typed.tsx';
import { ChainCheck } from './ChainCheck.tsx';
import { useConsole } from '#ui/console/context.ts';
import { type Column, DataTable } from '#ui/console/DataTable.tsx';
import { dateRange, type FilterField, FilterBar } from '#ui/console/FilterBar.tsx';
import { Panel } from '#ui/console/Panel.tsx';
import type { ConsolePageProps } from '#ui/console/page.ts';

/** Each changed record, field by field, before and after; what was sent when nothing changed. */
function Changes({ row }: { row: AuditRow }) {
  const { t } = useConsole();
  const changes = row.changesDescribed.filter((c) => c.fields.length > 0);
  if (changes.length === 0 && row.sent.length === 0) return <>—</>;
  return (
    <details>
      <summary className="cursor-pointer text-brand-700">
        {changes.length > 0
          ? t('console.audit.fieldsChanged', {
              count: changes.reduce((n, c) => n + c.fields.length, 0),
            })
          : t('console.audit.sent')}
      </summary>
      <div className="mt-2 space-y-3 text-xs">
        {changes.map((c, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: changes are kept in the order made
          <table key={i} className="w-full text-left">
            <caption className="text-left font-medium text-gray-800">
              <Typed text={c.label} />
            </caption>
            <thead className="text-gray-500">
              <tr>
                <th scope="col" className="pr-2 font-normal">
                  {t('console.audit.fieldLabel')}
                </th>
                <th scope="col" className="pr-2 font-normal">
                  {t('console.audit.before')}
                </th>
                <th scope="col" className="font-normal">
                  {t('console.audit.after')}
                </th>
              </tr>
            </thead>
            <tbody>
              {c.fields.map((f) => (
                <tr key={f.label} className="border-gray-100 border-t align-top">
                  <th scope="row" className="pr-2 font-normal text-gray-600">
                    {/* A record kept by keys of its own (attendance) is labelled by them. */}
                    <Typed text={f.label} />
                  </th>
                  <td className="break-all pr-2">
                    <Typed text={f.before ?? '—'} />
                  </td>
                  <td className="break-all">
                    <Typed text={f.after ?? '—'} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
        {changes.length === 0 && (
          <dl className="grid grid-cols-[auto_1fr] gap-x-2 break-all">
            {row.sent.map((f) => (
              <div key={f.label} className="contents">
                <dt className="text-gray-500">
                  <Typed text={f.label} />
                </dt>
                <dd>
                  <Typed text={f.value} />
                </dd>
              </div>
            ))}
          </dl>
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
    {
      name: 'module',
      kind: 'choice',
      label: t('console.audit.moduleLabel'),
      options: AUDIT_MODULES.map((m) => ({ value: m, label: t(`console.audit.module.${m}`) })),
    },
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
    { key: 'module', label: t('console.audit.moduleLabel'), render: (r) => r.module },
    { key: 'action', label: t('console.audit.actionLabel'), render: (r) => r.action },
    {
      key: 'object',
      label: t('console.audit.objectLabel'),
      className: 'max-w-60 px-3 py-2',
      render: (r) => <Typed text={r.object} />,
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
        <ChainCheck />
        <FilterBar list={auditTrail} fields={fields} />
        <DataTable
          list={auditTrail}
          columns={columns}
          idOf={(r) => r.id}
          minWidth="min-w-[72rem]"
        />
      </div>
    </Panel>
  );
}
