/** /update-password for a signed-in user; other sessions end when it succeeds. */
import { useEffect, useState } from 'react';
import { PASSWORD_MAX, type Locale } from '#shared/constants.ts';
import { usePasswordHint } from './password-rules.ts';
import { updatePasswordBody } from '#shared/schemas/auth.ts';
import { useTranslations } from '#i18n/index.ts';
import { requireSession } from '#client/auth.store.ts';
import { updatePassword } from './account.calls.ts';
import { toast } from '#client/stores/feedback.ts';
import { Field } from '#ui/Field.tsx';
import { Button } from '#ui/Button.tsx';
import { useForm } from '#ui/useForm.ts';

const EMPTY = { oldPassword: '', password: '', confirmPassword: '' };

export default function UpdatePassword({
  locale,
  heading: Heading = 'h1',
}: {
  locale: Locale;
  /** h2 where the form is a part of a page with a heading of its own (the console's profile). */
  heading?: 'h1' | 'h2';
}) {
  const t = useTranslations(locale);
  const passwordRules = usePasswordHint(t);
  const [ready, setReady] = useState(false);
  const form = useForm(updatePasswordBody, EMPTY, t);
  useEffect(() => void requireSession().then(setReady), []);

  const submit = form.onSubmit(async (data) => {
    const res = await updatePassword(data);
    toast('success', res.msg);
    for (const k of Object.keys(EMPTY) as (keyof typeof EMPTY)[]) form.setValue(k, '');
  });

  if (!ready) return <p className="text-gray-500">{t('common.loading')}</p>;
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="pwd-title"
      className="w-full max-w-md rounded-lg bg-white p-8 shadow"
    >
      <Heading id="pwd-title" className="mb-6 text-xl font-semibold text-brand-700">
        {t('auth.updatePassword.title')}
      </Heading>
      <fieldset disabled={!form.ready} className="contents">
        <Field
          label={t('auth.updatePassword.oldPassword')}
          type="password"
          maxLength={PASSWORD_MAX}
          autoComplete="current-password"
          required
          {...form.field('oldPassword')}
        />
        <Field
          label={t('auth.updatePassword.newPassword')}
          hint={passwordRules}
          type="password"
          maxLength={PASSWORD_MAX}
          autoComplete="new-password"
          required
          {...form.field('password')}
        />
        <Field
          label={t('auth.updatePassword.confirmPassword')}
          type="password"
          maxLength={PASSWORD_MAX}
          autoComplete="new-password"
          required
          {...form.field('confirmPassword')}
        />
        <Button type="submit" className="w-full" disabled={form.busy}>
          {t('auth.updatePassword.submit')}
        </Button>
      </fieldset>
    </form>
  );
}
