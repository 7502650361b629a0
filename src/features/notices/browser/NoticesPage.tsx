/**
 * The notices the secretariat sent: to whom, how many have read each, withdrawn or not; or the
 * form that writes a new one (`?compose=1`).
 */
import { useEffect } from 'react';
import { formatDate } from '#shared/format.ts';
import type { SentRow } from './broadcasts.calls.ts';
import { type SentFilterValues, sentNotices, withdraw } from './broadcasts.store.ts';
import { confirm, toast } from '#client/stores/feedback.ts';
import { Button } from '#ui/Button.tsx';
import { Typed } from '#ui/Typed.tsx';
import { useConsole } from '#ui/console/context.ts';
import { type Column, DataTable } from '#ui/console/DataTable.tsx';
import { type FilterField, FilterBar } from '#ui/console/FilterBar.tsx';
import { Panel } from '#ui/console/Panel.tsx';
import type { ConsolePageProps } from '#ui/console/page.ts';
import { useAddressParam } from '#ui/console/useAddressParam.ts';
import { ComposeNotice } from './ComposeNotice.tsx';

function SentList({ onCompose }: { onCompose: () => void }) {
  const { t, locale } = useConsole();
  useEffect(() => {
    void sentNotices.load();
  }, []);

  const takeBack = async (row: SentRow) => {
    const ok = await confirm({
      title: t('console.notices.withdrawTitle'),
      message: t('console.notices.withdrawMessage', { title: row.title }),
      confirmText: t('console.notices.withdraw'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    await withdraw(row.id);
    toast('success', t('console.notices.withdrawn'));
  };

  const fields: FilterField<SentFilterValues>[] = [
    { name: 'title', kind: 'text', label: t('console.notices.title') },
  ];
  const audience = (r: SentRow) =>
    r.audience === 'userType' && r.userType
      ? `${t('console.notices.to.userType')}: ${t(`console.userType.${r.userType}`)}`
      : r.audience === 'units'
        ? t('console.notices.toUnits', { n: r.unitIds?.length ?? 0 })
        : t(`console.notices.to.${r.audience}`);
  const columns: Column<SentRow, string>[] = [
    {
      key: 'title',
      label: t('console.notices.title'),
      className: 'max-w-80 px-3 py-2',
      render: (r) => <Typed text={locale === 'en' && r.titleEn ? r.titleEn : r.title} />,
    },
    { key: 'audience', label: t('console.notices.audience'), render: audience },
    {
      key: 'read',
      label: t('console.notices.readCount'),
      render: (r) => t('console.notices.readOf', { read: r.read, total: r.recipients }),
    },
    {
      key: 'sentAt',
      label: t('console.notices.sentAt'),
      className: 'whitespace-nowrap px-3 py-2',
      render: (r) => formatDate(r.sentAt, 'YYYY-MM-DD HH:mm'),
    },
    { key: 'sender', label: t('console.notices.sender'), render: (r) => <Typed text={r.sender} /> },
    {
      key: 'state',
      label: t('console.list.status'),
      render: (r) =>
        r.withdrawnAt ? (
          <span className="text-gray-500">{t('console.notices.isWithdrawn')}</span>
        ) : (
          <Button variant="link" onClick={() => void takeBack(r)}>
            {t('console.notices.withdraw')}
            <span className="sr-only">
              {' '}
              <Typed text={r.title} />
            </span>
          </Button>
        ),
    },
  ];
  return (
    <div className="mt-4 space-y-3">
      <FilterBar list={sentNotices} fields={fields} />
      <Button onClick={onCompose}>{t('console.notices.compose')}</Button>
      <DataTable list={sentNotices} columns={columns} idOf={(r) => r.id} minWidth="min-w-[48rem]" />
    </div>
  );
}

export default function NoticesPage({ page }: ConsolePageProps) {
  const [compose, show] = useAddressParam('compose');
  return (
    <Panel title={page.title}>
      {compose ? (
        <ComposeNotice onDone={() => show(undefined)} />
      ) : (
        <SentList onCompose={() => show('1')} />
      )}
    </Panel>
  );
}
