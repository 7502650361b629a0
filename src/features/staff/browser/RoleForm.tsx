/**
 * A role's form: a new role (its key, its names, and the permissions of an existing role to start
 * from), or new names for one. Its permissions are then ticked in the matrix.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { isPermission } from '#shared/permissions.ts';
import { roleCreate, roleNames } from '../contract/staff.contract.ts';
import type { RoleRow } from './staff.calls.ts';
import { toast } from '#client/stores/feedback.ts';
import { $session } from '#client/stores/session.ts';
import { SUPER_ROLE } from '#shared/constants.ts';
import { $roles, addRole, saveRoleNames } from './staff.store.ts';
import { Button } from '#ui/Button.tsx';
import { Field } from '#ui/Field.tsx';
import { useForm } from '#ui/useForm.ts';
import { useConsole } from '#ui/console/context.ts';

interface Props {
  /** The role being renamed; none for a new one. */
  row?: RoleRow | undefined;
  onDone: () => void;
}

export function RoleForm({ row, onDone }: Props) {
  const { t, locale } = useConsole();
  const session = useStore($session);
  // A role to start from is one whose permissions the reader may hand on (see grants.ts).
  const roles = useStore($roles).filter(
    (r) =>
      !r.fixed &&
      !r.forEnterprises &&
      (session.roles.includes(SUPER_ROLE) ||
        r.permissions.every((p) => session.permissions.includes(p))),
  );
  const [copyFrom, setCopyFrom] = useState('');
  const form = useForm(
    row ? roleNames : roleCreate,
    {
      roleKey: '',
      roleName: row?.roleName ?? '',
      roleNameEn: row?.roleNameEn ?? '',
      permissions: [],
    },
    t,
    { check: 'submit' },
  );
  const submit = form.onSubmit(async (values) => {
    if (row) {
      await saveRoleNames(row.id, { roleName: values.roleName, roleNameEn: values.roleNameEn });
      toast('success', t('console.roles.renamed'));
    } else {
      const permissions = (roles.find((r) => r.roleKey === copyFrom)?.permissions ?? []).filter(
        isPermission,
      );
      await addRole({ ...values, roleKey: form.values.roleKey, permissions });
      toast('success', t('console.roles.created'));
    }
    onDone();
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={row ? t('console.roles.edit') : t('console.roles.new')}
      className="mt-3 space-y-3 rounded-lg border border-gray-200 p-4"
    >
      <div className="grid gap-x-6 sm:grid-cols-2">
        {row ? (
          <p className="text-sm sm:col-span-2">
            {t('console.roles.key')}: <strong className="font-mono">{row.roleKey}</strong>
          </p>
        ) : (
          <Field
            label={t('console.roles.key')}
            hint={t('console.roles.keyHint')}
            required
            {...form.field('roleKey')}
          />
        )}
        {!row && (
          <label className="mb-3 block text-sm">
            <span className="mb-1 block font-medium text-gray-700">
              {t('console.roles.copyFrom')}
            </span>
            <select
              value={copyFrom}
              onChange={(e) => setCopyFrom(e.target.value)}
              className="w-full rounded border border-gray-300 px-2 py-1.5"
            >
              <option value="">{t('console.roles.copyNone')}</option>
              {roles.map((r) => (
                <option key={r.roleKey} value={r.roleKey}>
                  {locale === 'en' ? r.roleNameEn : r.roleName}
                </option>
              ))}
            </select>
          </label>
        )}
        <Field label={t('console.roles.name')} required {...form.field('roleName')} />
        <Field label={t('console.roles.nameEn')} required {...form.field('roleNameEn')} />
      </div>
      <div className="flex gap-2">
        <Button type="submit" disabled={form.busy}>
          {row ? t('common.save') : t('console.roles.create')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
