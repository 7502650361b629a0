/** Who is signed in now, from where and with what; a session can be ended at once. */
import { useEffect } from 'react';
import { formatDate } from '#shared/format.ts';
import type { SessionRow } from './sessions.calls.ts';
import { confirm, toast } from '#client/stores/feedback.ts';
import {
  openSessions,
  type SessionFilterValues,
  signOut,
  signOutEveryone,
  signOutUser,
} from './sessions.store.ts';
import { Button } from '#ui/Button.tsx';
import { Typed } from '#ui/Typed.tsx';
import { useConsole } from '#ui/console/context.ts';
import { type Column, DataTable } from '#ui/console/DataTable.tsx';
import { type FilterField, FilterBar } from '#ui/console/FilterBar.tsx';
import { Panel } from '#ui/console/Panel.tsx';
import type { ConsolePageProps } from '#ui/console/page.ts';

const when = (iso: string) => formatDate(iso, 'YYYY-MM-DD HH:mm');

export default function SessionsPage({ page }: ConsolePageProps) {
  const { t } = useConsole();
  useEffect(() => {
    void openSessions.load();
  }, []);
  const end = async (row: SessionRow) => {
    const ok = await confirm({
      title: t('console.sessions.end'),
      message: t('console.sessions.endMessage', { name: row.nickName }),
      confirmText: t('console.sessions.end'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    await signOut(row);
    toast('success', t('console.sessions.ended'));
  };
  const endUser = async (row: SessionRow) => {
    const ok = await confirm({
      title: t('console.sessions.endUser'),
      message: t('console.sessions.endUserMessage', { name: row.nickName }),
      confirmText: t('console.sessions.endUser'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    await signOutUser(row);
    toast('success', t('console.sessions.endedUser'));
  };
  const endEveryone = async () => {
    const ok = await confirm({
      title: t('console.sessions.endAll'),
      message: t('console.sessions.endAllMessage'),
      confirmText: t('console.sessions.endAll'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    await signOutEveryone();
    toast('success', t('console.sessions.endedAll'));
  };
  const fields: FilterField<SessionFilterValues>[] = [
    { name: 'user', kind: 'text', label: t('console.sessions.user') },
  ];
  const columns: Column<SessionRow, string>[] = [
    {
      key: 'user',
      label: t('console.sessions.user'),
      render: (r) => (
        <>
          <Typed text={r.nickName} />
          {r.unitName && r.unitName !== r.nickName && (
            <span className="block text-xs text-gray-500">
              <Typed text={r.unitName} />
            </span>
          )}
        </>
      ),
    },
    {
      key: 'ip',
      label: t('console.audit.ip'),
      render: (r) => <span className="font-mono text-xs">{r.ip}</span>,
    },
    {
      key: 'agent',
      label: t('console.sessions.agent'),
      className: 'max-w-64 truncate px-3 py-2 text-xs text-gray-600',
      render: (r) => <span title={r.userAgent ?? ''}>{r.userAgent}</span>,
    },
    { key: 'since', label: t('console.sessions.since'), render: (r) => when(r.createdAt) },
    { key: 'seen', label: t('console.staff.lastSeen'), render: (r) => when(r.lastSeenAt) },
    {
      key: 'end',
      label: t('console.staff.actions'),
      render: (r) => (
        <span className="flex flex-wrap gap-x-3">
          <Button variant="link" onClick={() => void end(r)}>
            {t('console.sessions.end')}
          </Button>
          <Button variant="link" onClick={() => void endUser(r)}>
            {t('console.sessions.endUser')}
          </Button>
        </span>
      ),
    },
  ];
  return (
    <Panel title={page.title}>
      <div className="mt-4 space-y-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <FilterBar list={openSessions} fields={fields} />
          <Button variant="secondary" onClick={() => void endEveryone()}>
            {t('console.sessions.endAll')}
          </Button>
        </div>
        <DataTable
          list={openSessions}
          columns={columns}
          idOf={(r) => Number.parseInt(r.id.slice(0, 12), 16)}
          minWidth="min-w-[48rem]"
        />
      </div>
    </Panel>
  );
}
