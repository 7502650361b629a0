/**
 * The two corrections of the people page: the unit's own contact data, and one account's name,
 * phone and email (a new phone proved with a code, as at registration). Both are checked here by
 * the shared rules and again by the server.
 */
import type { Translate } from '#i18n/index.ts';
import { toast } from '#client/stores/feedback.ts';
import { Button } from '#ui/Button.tsx';
import { Field } from '#ui/Field.tsx';
import { phoneOnly, usePhoneCode } from '#ui/usePhoneCode.tsx';
import { useForm } from '#ui/useForm.ts';
import type { MyPeople, Person } from '../contract/my-people.contract.ts';
import { correctAccount, correctUnitContacts } from './my-people.calls.ts';

/** The id of a person's heading on the page, which also names that person's form. */
export const personHeadingId = (p: Pick<Person, 'kind' | 'accountId'>): string =>
  `person-${p.kind}-${p.accountId ?? 'unit'}`;

const contract = () => import('../contract/my-people.contract.ts');
const unitRules = () => contract().then((m) => m.unitContactsBody.omit({ profileVersion: true }));
const accountRules = () => contract().then((m) => m.accountBody);

const valueIn = (people: Person[], kind: Person['kind'], name: string) =>
  people.find((p) => p.kind === kind)?.fields.find((f) => f.name === name)?.value ?? '';

interface Props {
  t: Translate;
  onSaved: () => Promise<void>;
}

export function UnitContactsForm({ t, mine, onSaved }: Props & { mine: MyPeople }) {
  const { people } = mine;
  const hasProfile = people.some((p) => p.kind === 'enterpriseContact');
  const form = useForm(
    unitRules,
    {
      contactPerson: valueIn(people, 'registered', 'contactPerson'),
      email: valueIn(people, 'registered', 'email'),
      legalContact: valueIn(people, 'legalRepresentative', 'legalContact'),
      landline: valueIn(people, 'enterpriseContact', 'landline'),
      contactEmail: valueIn(people, 'enterpriseContact', 'contactEmail'),
      qqWechat: valueIn(people, 'enterpriseContact', 'qqWechat'),
    },
    t,
  );
  const submit = form.onSubmit(async (data) => {
    const res = await correctUnitContacts({ ...data, profileVersion: mine.profileVersion });
    toast('success', res.msg);
    await onSaved();
  });
  const text = (name: 'contactPerson' | 'legalContact' | 'landline' | 'qqWechat') => (
    <Field label={t(`people.field.${name}`)} maxLength={50} {...form.field(name)} />
  );
  return (
    <form onSubmit={submit} noValidate aria-labelledby="unit-contacts" data-unit-contacts>
      <h3 id="unit-contacts" className="mb-2 font-semibold text-brand-700">
        {t('people.kind.registered')}
        {hasProfile &&
          ` · ${t('people.kind.legalRepresentative')} · ${t('people.kind.enterpriseContact')}`}
      </h3>
      <fieldset disabled={!form.ready || form.busy} className="grid gap-x-6 md:grid-cols-2">
        {text('contactPerson')}
        <Field
          label={t('people.field.registeredEmail')}
          type="email"
          maxLength={100}
          {...form.field('email')}
        />
        {hasProfile && (
          <>
            {text('legalContact')}
            {text('landline')}
            <Field
              label={t('people.field.contactEmail')}
              type="email"
              maxLength={100}
              {...form.field('contactEmail')}
            />
            {text('qqWechat')}
          </>
        )}
      </fieldset>
      <Button type="submit" disabled={!form.ready || form.busy}>
        {t('people.save')}
      </Button>
    </form>
  );
}

export function AccountForm({ t, account, onSaved }: Props & { account: Person }) {
  const value = (name: string) => account.fields.find((f) => f.name === name)?.value ?? '';
  const form = useForm(
    accountRules,
    { nickName: value('nickName'), phone: value('phone'), email: value('email'), smsCode: '' },
    t,
  );
  const phoneCode = usePhoneCode(t, {
    purpose: 'register',
    account: phoneOnly,
    from: form,
    code: form.field('smsCode'),
  });
  const id = account.accountId ?? 0;
  const submit = form.onSubmit(async (data) => {
    const res = await correctAccount(id, data);
    toast('success', res.msg);
    await onSaved();
  });
  const newPhone = form.values.phone.trim() !== value('phone');
  return (
    // Named by its account's heading, whose name carries its own language.
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={personHeadingId(account)}
      data-account-form={id}
    >
      <fieldset disabled={!form.ready || form.busy} className="grid gap-x-6 md:grid-cols-2">
        <Field label={t('people.field.nickName')} maxLength={30} {...form.field('nickName')} />
        <Field label={t('people.field.phone')} type="tel" maxLength={11} {...form.field('phone')} />
        <Field
          label={t('people.field.email')}
          type="email"
          maxLength={100}
          {...form.field('email')}
        />
        {newPhone && <div>{phoneCode.fields}</div>}
      </fieldset>
      <Button type="submit" disabled={!form.ready || form.busy}>
        {t('people.save')}
      </Button>
    </form>
  );
}
