/**
 * Roles and their permissions as a matrix: a row per permission, a column per role. A column is
 * saved by itself; the administrator's holds everything and is not edited. Roles are made,
 * renamed and deleted here too. Below the administrator, a role one holds is not offered for
 * change (the server refuses it), nor is deleting a role somebody holds.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { governs, type Permission } from '#shared/permissions.ts';
import type { RoleRow } from './staff.calls.ts';
import { confirm, toast } from '#client/stores/feedback.ts';
import { $session } from '#client/stores/session.ts';
import { $permissions, $roles, loadRoles, removeRole, savePermissions } from './staff.store.ts';
import { SUPER_ROLE } from '#shared/constants.ts';
import { Button } from '#ui/Button.tsx';
import { useConsole } from '#ui/console/context.ts';
import { Panel } from '#ui/console/Panel.tsx';
import type { ConsolePageProps } from '#ui/console/page.ts';
import { RoleForm } from './RoleForm.tsx';

export default function RolesPage({ page }: ConsolePageProps) {
  const { t, locale } = useConsole();
  const roles = useStore($roles);
  const permissions = useStore($permissions);
  const session = useStore($session);
  const admin = session.roles.includes(SUPER_ROLE);
  // A role's form: 'new', a role being renamed, or none.
  const [editing, setEditing] = useState<RoleRow | 'new'>();
  // Changes not yet saved, per role.
  const [draft, setDraft] = useState<Record<number, Permission[]>>({});
  useEffect(() => {
    void loadRoles();
  }, []);
  const held = (r: RoleRow): string[] => draft[r.id] ?? r.permissions;
  const flip = (r: RoleRow, p: Permission) => {
    const now = held(r);
    const next = (now.includes(p) ? now.filter((x) => x !== p) : [...now, p]) as Permission[];
    setDraft({ ...draft, [r.id]: next });
  };
  const save = async (r: RoleRow) => {
    const next = draft[r.id];
    if (!next) return;
    await savePermissions(r.id, next);
    const { [r.id]: _, ...rest } = draft;
    setDraft(rest);
    toast('success', t('console.roles.saved'));
  };
  const name = (r: RoleRow) => (locale === 'en' ? r.roleNameEn : r.roleName);
  /**
   * Whether the reader may change the role at all: below the administrator, not one it holds,
   * nor one that governs the house.
   */
  const changeable = (r: RoleRow) =>
    !r.fixed && (admin || (!session.roles.includes(r.roleKey) && !governs(r.permissions)));
  /** Below the administrator, a permission is added only by one who holds it. */
  const mayTick = (r: RoleRow, p: Permission) =>
    changeable(r) && (admin || session.permissions.includes(p) || r.permissions.includes(p));
  const remove = async (r: RoleRow) => {
    const ok = await confirm({
      title: t('console.roles.delete'),
      message: t('console.roles.deleteMessage', { name: name(r) }),
      confirmText: t('console.roles.delete'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    await removeRole(r.id);
    toast('success', t('console.roles.deleted'));
  };
  return (
    <Panel title={page.title}>
      <p className="mt-2 text-sm text-gray-600">{t('console.roles.intro')}</p>
      {editing ? (
        <RoleForm
          row={editing === 'new' ? undefined : editing}
          onDone={() => setEditing(undefined)}
        />
      ) : (
        <Button className="mt-3" onClick={() => setEditing('new')}>
          {t('console.roles.new')}
        </Button>
      )}
      <div className="mt-4 overflow-x-auto rounded border border-gray-200 bg-white">
        <table className="w-full min-w-[48rem] text-left text-sm">
          <thead className="bg-gray-50 text-gray-600">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('console.roles.permission')}
              </th>
              {roles.map((r) => (
                <th key={r.id} scope="col" className="px-3 py-2 text-center font-medium">
                  {name(r)}
                  <span className="block text-xs font-normal text-gray-500">
                    {t('console.roles.holders', { n: r.holders })}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {permissions.map((p) => (
              <tr key={p} className="border-t border-gray-100">
                <th scope="row" className="px-3 py-1.5 text-left font-normal">
                  {t(`console.permission.${p}`)}
                  <span className="block font-mono text-xs text-gray-500">{p}</span>
                </th>
                {roles.map((r) => (
                  <td key={r.id} className="px-3 py-1.5 text-center">
                    <input
                      type="checkbox"
                      aria-label={`${name(r)}: ${t(`console.permission.${p}`)}`}
                      checked={r.fixed || held(r).includes(p)}
                      disabled={!mayTick(r, p)}
                      onChange={() => flip(r, p)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t border-gray-200">
              <td />
              {roles.map((r) => (
                <td key={r.id} className="px-3 py-2 text-center">
                  {changeable(r) && (
                    <div className="flex flex-col items-center gap-1">
                      <Button
                        variant="secondary"
                        disabled={!draft[r.id]}
                        onClick={() => void save(r)}
                        aria-label={`${t('common.save')} ${name(r)}`}
                      >
                        {t('common.save')}
                      </Button>
                      <Button
                        variant="secondary"
                        onClick={() => setEditing(r)}
                        aria-label={`${t('console.roles.rename')} ${name(r)}`}
                      >
                        {t('console.roles.rename')}
                      </Button>
                      {!r.forEnterprises && r.holders === 0 && (
                        <Button
                          variant="secondary"
                          onClick={() => void remove(r)}
                          aria-label={`${t('console.roles.delete')} ${name(r)}`}
                        >
                          {t('console.roles.delete')}
                        </Button>
                      )}
                    </div>
                  )}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </Panel>
  );
}
