/**
 * The staff member's own name, phone and email on their profile page, checked as the server
 * checks them; the name in the console's header follows a save.
 */
import { useEffect, useState } from 'react';
import { type OwnDetails as Details, ownDetailsBody } from '../contract/profile.contract.ts';
import { myDetails, saveMyDetails } from './profile.calls.ts';
import { toast } from '#client/stores/feedback.ts';
import { $session } from '#client/stores/session.ts';
import { Button } from '#ui/Button.tsx';
import { Field } from '#ui/Field.tsx';
import { useForm } from '#ui/useForm.ts';
import { useConsole } from '#ui/console/context.ts';
import { Panel } from '#ui/console/Panel.tsx';

export function OwnDetails() {
  const { t } = useConsole();
  const [loaded, setLoaded] = useState<Details>();
  useEffect(() => {
    void myDetails()
      .then(setLoaded)
      .catch(() => undefined);
  }, []);
  return (
    <Panel title={t('console.profile.details')} level={2}>
      {loaded ? (
        <DetailsForm details={loaded} />
      ) : (
        <p className="mt-4 text-gray-500">{t('common.loading')}</p>
      )}
    </Panel>
  );
}

function DetailsForm({ details }: { details: Details }) {
  const { t } = useConsole();
  const form = useForm(
    ownDetailsBody,
    { nickName: details.nickName, phone: details.phone ?? '', email: details.email ?? '' },
    t,
  );
  const submit = form.onSubmit(async (body) => {
    const saved = await saveMyDetails(body);
    const session = $session.get();
    if (session.user)
      $session.set({ ...session, user: { ...session.user, nickName: saved.data.nickName } });
    toast('success', saved.msg);
  });
  return (
    <form onSubmit={submit} noValidate className="mt-4 max-w-md">
      <fieldset disabled={!form.ready} className="contents">
        <Field
          label={t('console.profile.name')}
          maxLength={30}
          autoComplete="name"
          required
          {...form.field('nickName')}
        />
        <Field
          label={t('console.profile.phone')}
          maxLength={11}
          inputMode="tel"
          autoComplete="tel"
          {...form.field('phone')}
        />
        <Field
          label={t('console.profile.email')}
          maxLength={100}
          type="email"
          autoComplete="email"
          {...form.field('email')}
        />
        <Button type="submit" disabled={form.busy}>
          {t('console.profile.save')}
        </Button>
      </fieldset>
    </form>
  );
}
