/**
 * Roles and their permissions as a matrix: a row per permission, a column per role. A column is
 * saved by itself; the administrator's holds everything and is not edited.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { Permission } from '#shared/permissions.ts';
import type { RoleRow } from '#client/calls/staff.ts';
import { toast } from '#client/stores/feedback.ts';
import { $permissions, $roles, loadRoles, savePermissions } from '#client/stores/staff.ts';
import { Button } from '#ui/Button.tsx';
import { useConsole } from '../context.ts';
import { Panel } from '../Panel.tsx';
import type { ConsolePageProps } from '../pages.ts';

export default function RolesPage({ page }: ConsolePageProps) {
  const { t, locale } = useConsole();
  const roles = useStore($roles);
  const permissions = useStore($permissions);
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
  return (
    <Panel title={page.title}>
      <p className="mt-2 text-sm text-gray-600">{t('console.roles.intro')}</p>
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
                      disabled={r.fixed}
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
                  {!r.fixed && (
                    <Button
                      variant="secondary"
                      disabled={!draft[r.id]}
                      onClick={() => void save(r)}
                      aria-label={`${t('common.save')} ${name(r)}`}
                    >
                      {t('common.save')}
                    </Button>
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
