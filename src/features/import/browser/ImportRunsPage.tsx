/**
 * The imports from the old system that wrote (a dry run writes nothing, so it is not here), newest
 * first; each opens to its report as the command printed it: per table, the lists, the checksums.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { formatDate } from '#shared/format.ts';
import { localePath } from '#shared/routes.ts';
import type { ImportRunRow } from './import.calls.ts';
import { $openRun, importRuns, openRun } from './import.store.ts';
import { Typed } from '#ui/Typed.tsx';
import { useConsole } from '#ui/console/context.ts';
import { Badge } from '#ui/console/Badge.tsx';
import { type Column, DataTable } from '#ui/console/DataTable.tsx';
import { Panel } from '#ui/console/Panel.tsx';
import type { ConsolePageProps } from '#ui/console/page.ts';

export default function ImportRunsPage({ page }: ConsolePageProps) {
  const { t, locale } = useConsole();
  const open = useStore($openRun);
  useEffect(() => {
    void importRuns.load();
  }, []);
  const columns: Column<ImportRunRow, string>[] = [
    {
      key: 'at',
      label: t('console.audit.at'),
      className: 'whitespace-nowrap px-3 py-2',
      render: (r) => formatDate(r.finishedAt, 'YYYY-MM-DD HH:mm:ss'),
    },
    {
      key: 'source',
      label: t('console.imports.source'),
      className: 'max-w-64 break-all px-3 py-2',
      render: (r) => <Typed text={`${r.kind} ← ${r.source}`} />,
    },
    {
      key: 'changed',
      label: t('console.imports.changed'),
      render: (r) => (
        <Badge tone={r.changed ? 'green' : 'gray'}>
          {r.changed ? t('console.imports.broughtIn') : t('console.imports.nothingChanged')}
        </Badge>
      ),
    },
    {
      key: 'report',
      label: '',
      render: (r) => (
        <button
          type="button"
          className="text-brand-700 underline"
          onClick={() => void openRun(r.id)}
        >
          {t('console.imports.showReport')}
        </button>
      ),
    },
  ];
  return (
    <Panel title={page.title}>
      <div className="mt-4 space-y-3">
        <p className="text-gray-600 text-sm">{t('console.imports.intro')}</p>
        <a
          className="text-brand-700 text-sm underline"
          href={localePath(locale, '/admin/member-list')}
        >
          {t('console.imports.memberList')}
        </a>
        <DataTable
          list={importRuns}
          columns={columns}
          idOf={(r) => r.id}
          minWidth="min-w-[36rem]"
        />
        {open && (
          <section aria-label={t('console.imports.report')}>
            <h3 className="font-medium text-gray-800">
              {t('console.imports.report')} #{open.id}
            </h3>
            {/* Wrapped, never wider than the phone: the lines are long. */}
            <pre className="mt-2 whitespace-pre-wrap break-all rounded bg-gray-50 p-3 text-xs">
              {open.printed}
            </pre>
          </section>
        )}
      </div>
    </Panel>
  );
}
