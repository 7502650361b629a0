/**
 * Staff accounts: who they are, their roles, whether they may sign in, when they last did; a
 * new account or a reset gives a one-time link to set a password, never a password.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { SUPER_ROLE } from '#shared/constants.ts';
import { formatDate } from '#shared/format.ts';
import { governs } from '#shared/permissions.ts';
import { $session } from '#client/stores/session.ts';
import { type StaffRow, unlockStaff } from './staff.calls.ts';
import { confirm, toast } from '#client/stores/feedback.ts';
import { $roles, $setupLink, $staff, loadStaff, newSetupLink, setDisabled } from './staff.store.ts';
import { Button } from '#ui/Button.tsx';
import { Typed } from '#ui/Typed.tsx';
import { useConsole } from '#ui/console/context.ts';
import { Badge } from '#ui/console/Badge.tsx';
import { Panel } from '#ui/console/Panel.tsx';
import type { ConsolePageProps } from '#ui/console/page.ts';
import { StaffForm } from './StaffForm.tsx';

function SetupLink() {
  const { t } = useConsole();
  const link = useStore($setupLink);
  if (!link) return null;
  return (
    <section
      aria-label={t('console.staff.linkTitle')}
      className="space-y-2 rounded-lg border border-green-200 bg-green-50 p-4 text-sm"
    >
      <p>
        {t('console.staff.linkFor', {
          name: link.userName,
          until: formatDate(link.expiresAt, 'YYYY-MM-DD HH:mm'),
        })}
      </p>
      <p className="break-all font-mono text-xs" data-setup-link>
        {link.url}
      </p>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          onClick={() =>
            void navigator.clipboard
              .writeText(link.url)
              .then(() => toast('success', t('console.staff.copied')))
          }
        >
          {t('console.staff.copy')}
        </Button>
        <Button variant="secondary" onClick={() => $setupLink.set(null)}>
          {t('common.close')}
        </Button>
      </div>
    </section>
  );
}

export default function StaffPage({ page }: ConsolePageProps) {
  const { t, locale } = useConsole();
  const staff = useStore($staff);
  const roles = useStore($roles);
  const session = useStore($session);
  const [editing, setEditing] = useState<StaffRow | 'new' | null>(null);
  /**
   * Below the administrator, an account holding the administrator's role or a governing
   * permission is not offered for change: the server refuses it (grants.ts).
   */
  const manageable = (row: StaffRow) =>
    session.roles.includes(SUPER_ROLE) ||
    !row.roleKeys.some(
      (key) =>
        key === SUPER_ROLE || governs(roles.find((r) => r.roleKey === key)?.permissions ?? []),
    );
  const self = (row: StaffRow) => row.id === session.user?.userId;
  useEffect(() => {
    void loadStaff();
  }, []);
  const roleName = (key: string) => {
    const r = roles.find((x) => x.roleKey === key);
    return r ? (locale === 'en' ? r.roleNameEn : r.roleName) : key;
  };
  const toggle = async (row: StaffRow) => {
    if (!row.disabled) {
      const ok = await confirm({
        title: t('console.staff.disable'),
        message: t('console.staff.disableMessage', { name: row.nickName }),
        confirmText: t('console.staff.disable'),
        cancelText: t('common.cancel'),
      });
      if (!ok) return;
    }
    await setDisabled(row.id, !row.disabled);
    toast('success', t(row.disabled ? 'console.staff.enabledDone' : 'console.staff.disabledDone'));
  };
  const reset = async (row: StaffRow) => {
    const ok = await confirm({
      title: t('console.staff.reset'),
      message: t('console.staff.resetMessage', { name: row.nickName }),
      confirmText: t('console.staff.reset'),
      cancelText: t('common.cancel'),
    });
    if (ok) await newSetupLink(row);
  };
  // A sign-in paused by wrong passwords, lifted without touching the password.
  const unlock = async (row: StaffRow) => {
    await unlockStaff(row.id);
    toast('success', t('console.staff.unlockedDone'));
  };
  return (
    <Panel title={page.title}>
      <div className="mt-4 space-y-3">
        <SetupLink />
        {editing ? (
          <StaffForm
            key={editing === 'new' ? 'new' : editing.id}
            row={editing === 'new' ? undefined : editing}
            onDone={() => setEditing(null)}
          />
        ) : (
          <Button onClick={() => setEditing('new')}>{t('console.staff.new')}</Button>
        )}
        <div className="overflow-x-auto rounded border border-gray-200 bg-white">
          <table className="w-full min-w-[48rem] text-left text-sm">
            <thead className="bg-gray-50 text-gray-600">
              <tr>
                {['userName', 'nickName', 'roles', 'state', 'lastSeen', 'actions'].map((k) => (
                  <th key={k} scope="col" className="px-3 py-2 font-medium">
                    {t(`console.staff.${k}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {(staff ?? []).map((row) => (
                <tr key={row.id} className="border-t border-gray-100 align-top">
                  <td className="px-3 py-2 font-mono text-xs">{row.userName}</td>
                  <td className="px-3 py-2">
                    <Typed text={row.nickName} />
                  </td>
                  <td className="px-3 py-2">
                    {row.roleKeys.map(roleName).join(t('common.listSeparator'))}
                  </td>
                  <td className="px-3 py-2">
                    <Badge tone={row.disabled ? 'gray' : 'green'}>
                      {t(row.disabled ? 'console.staff.disabled' : 'console.staff.active')}
                    </Badge>
                  </td>
                  <td className="whitespace-nowrap px-3 py-2 text-gray-600">
                    {row.lastSeenAt ? formatDate(row.lastSeenAt, 'YYYY-MM-DD HH:mm') : '—'}
                  </td>
                  <td className="flex flex-wrap gap-1 px-3 py-2">
                    {manageable(row) && (
                      <>
                        <Button variant="link" onClick={() => setEditing(row)}>
                          {t('console.staff.edit')}
                        </Button>
                        {!self(row) && (
                          <Button variant="link" onClick={() => void toggle(row)}>
                            {t(row.disabled ? 'console.staff.enable' : 'console.staff.disable')}
                          </Button>
                        )}
                        <Button variant="link" onClick={() => void reset(row)}>
                          {t('console.staff.reset')}
                        </Button>
                        <Button variant="link" onClick={() => void unlock(row)}>
                          {t('console.staff.unlock')}
                        </Button>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </Panel>
  );
}
