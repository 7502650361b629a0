/** A staff account's form: sign-in name (new accounts only), name, contacts and roles. */
import { useStore } from '@nanostores/react';
import { staffCreate, staffUpdate } from '../contract/staff.contract.ts';
import type { StaffRow } from './staff.calls.ts';
import { $roles, addStaff, saveStaff } from './staff.store.ts';
import { toast } from '#client/stores/feedback.ts';
import { Button } from '#ui/Button.tsx';
import { Field } from '#ui/Field.tsx';
import { useForm } from '#ui/useForm.ts';
import { useConsole } from '#ui/console/context.ts';

interface Props {
  /** The account being changed; none for a new one. */
  row?: StaffRow | undefined;
  onDone: () => void;
}

export function StaffForm({ row, onDone }: Props) {
  const { t, locale } = useConsole();
  const roles = useStore($roles).filter((r) => !r.forEnterprises);
  const form = useForm(
    row ? staffUpdate : staffCreate,
    {
      userName: row?.userName ?? '',
      nickName: row?.nickName ?? '',
      phone: row?.phone ?? '',
      email: row?.email ?? '',
      roleKeys: row?.roleKeys ?? [],
    },
    t,
    { check: 'submit' },
  );
  const chosen = form.values.roleKeys;
  const submit = form.onSubmit(async (values) => {
    if (row) {
      await saveStaff(row.id, values);
      toast('success', t('console.staff.saved'));
    } else {
      await addStaff({ ...values, userName: form.values.userName });
    }
    onDone();
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={row ? t('console.staff.edit') : t('console.staff.new')}
      className="space-y-3 rounded-lg border border-gray-200 p-4"
    >
      <div className="grid gap-x-6 sm:grid-cols-2">
        {row ? (
          <p className="text-sm">
            {t('console.staff.userName')}: <strong>{row.userName}</strong>
          </p>
        ) : (
          <Field label={t('console.staff.userName')} required {...form.field('userName')} />
        )}
        <Field label={t('console.staff.nickName')} required {...form.field('nickName')} />
        <Field label={t('console.staff.phone')} type="tel" {...form.field('phone')} />
        <Field label={t('console.staff.email')} type="email" {...form.field('email')} />
      </div>
      <fieldset aria-invalid={form.errors.roleKeys ? 'true' : 'false'}>
        <legend className="text-sm font-medium text-gray-700">{t('console.staff.roles')}</legend>
        <p className="text-xs text-gray-600">{t('console.staff.dutiesHint')}</p>
        <div className="mt-1 flex flex-wrap gap-4">
          {roles.map((r) => (
            <label key={r.roleKey} className="flex items-center gap-1 text-sm">
              <input
                type="checkbox"
                checked={chosen.includes(r.roleKey)}
                onChange={() =>
                  form.setValue(
                    'roleKeys',
                    chosen.includes(r.roleKey)
                      ? chosen.filter((k) => k !== r.roleKey)
                      : [...chosen, r.roleKey],
                  )
                }
              />
              {locale === 'en' ? r.roleNameEn : r.roleName}
            </label>
          ))}
        </div>
        {form.errors.roleKeys && <p className="text-xs text-red-600">{form.errors.roleKeys}</p>}
      </fieldset>
      <div className="flex gap-2">
        <Button type="submit" disabled={form.busy}>
          {row ? t('common.save') : t('console.staff.create')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
