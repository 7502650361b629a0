/**
 * Every registered unit: found by words of its name or the start of its tax ID, filtered by
 * state, user type and region, sorted, paged, and exported as the filters have it.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { formatDate } from '#shared/format.ts';
import { REGION_CODES, regionLabel, regionName } from '#shared/regions.ts';
import { DIRECTORY_STATES, USER_TYPES } from '#shared/vocabulary.ts';
import type { DirectoryRow } from './directory.calls.ts';
import { type DirectoryFilterValues, directory, exportDirectory } from './directory.store.ts';
import { Typed } from '#ui/Typed.tsx';
import { useConsole } from '#ui/console/context.ts';
import { type Column, DataTable } from '#ui/console/DataTable.tsx';
import { ExportButton } from '#ui/console/ExportButton.tsx';
import { Permitted } from '#ui/console/Permitted.tsx';
import { type FilterField, FilterBar } from '#ui/console/FilterBar.tsx';
import { StateBadge } from './StateBadge.tsx';

type Sort = 'unitName' | 'registeredAt' | 'memberSince' | 'memberUntil';

export function DirectoryList({ onOpen }: { onOpen: (id: number) => void }) {
  const { t, locale } = useConsole();
  const total = useStore(directory.$total);

  useEffect(() => {
    void directory.load();
  }, []);

  const fields: FilterField<DirectoryFilterValues>[] = [
    {
      name: 'q',
      kind: 'text',
      label: t('console.directory.search'),
      placeholder: t('console.directory.searchHint'),
    },
    {
      name: 'state',
      kind: 'choice',
      label: t('console.directory.column.state'),
      options: DIRECTORY_STATES.map((s) => ({
        value: s,
        label: t(`console.directory.state.${s}`),
      })),
    },
    {
      name: 'userType',
      kind: 'choice',
      label: t('console.directory.column.userType'),
      options: USER_TYPES.map((u) => ({ value: u, label: t(`console.userType.${u}`) })),
    },
    {
      name: 'region',
      kind: 'choice',
      label: t('console.directory.column.region'),
      options: REGION_CODES.map((r) => ({ value: r, label: regionName(r, locale) })),
    },
  ];

  const day = (iso: string | null) => (iso ? formatDate(iso) : '—');
  const columns: Column<DirectoryRow, Sort>[] = [
    {
      key: 'unitName',
      label: t('console.directory.column.unitName'),
      sort: 'unitName',
      className: 'max-w-80 px-3 py-2',
      render: (r) => (
        <button
          type="button"
          className="text-left text-brand-700 hover:underline"
          onClick={() => onOpen(r.id)}
        >
          <Typed text={r.unitName} />
        </button>
      ),
    },
    {
      key: 'taxId',
      label: t('console.directory.column.taxId'),
      render: (r) => <span className="font-mono text-xs">{r.taxId}</span>,
    },
    {
      key: 'state',
      label: t('console.directory.column.state'),
      render: (r) => <StateBadge state={r.state} />,
    },
    {
      key: 'userType',
      label: t('console.directory.column.userType'),
      render: (r) => (r.userType ? t(`console.userType.${r.userType}`) : '—'),
    },
    {
      key: 'region',
      label: t('console.directory.column.region'),
      render: (r) => regionLabel(r.region, locale),
    },
    {
      key: 'registeredAt',
      label: t('console.directory.column.registeredAt'),
      sort: 'registeredAt',
      render: (r) => day(r.registeredAt),
    },
    {
      key: 'memberSince',
      label: t('console.directory.column.memberSince'),
      sort: 'memberSince',
      render: (r) => day(r.memberSince),
    },
    {
      key: 'memberUntil',
      label: t('console.directory.column.memberUntil'),
      sort: 'memberUntil',
      render: (r) => day(r.memberUntil),
    },
  ];

  return (
    <div className="space-y-3">
      <FilterBar list={directory} fields={fields} />
      <Permitted need="member:directory:export">
        <ExportButton label={t('console.directory.export')} run={exportDirectory} rows={total} />
      </Permitted>
      <DataTable list={directory} columns={columns} idOf={(r) => r.id} minWidth="min-w-[56rem]" />
    </div>
  );
}
