/**
 * /register: the registration form, every field checked by the rules the server applies (the
 * shared schema). The graphic captcha is asked before a phone code is sent; the phone code then
 * proves both when the form is submitted.
 */
import { PASSWORD_MAX, type Locale } from '#shared/constants.ts';
import { usePasswordHint } from '#features/account/browser/public.ts';
import { localePath } from '#shared/routes.ts';
import { useTranslations } from '#i18n/index.ts';
import { register } from '#features/account/browser/public.ts';
import { Field } from '#ui/Field.tsx';
import { Button } from '#ui/Button.tsx';
import { phoneOnly, usePhoneCode } from '#ui/usePhoneCode.tsx';
import { Steps } from '#ui/Steps.tsx';
import { useForm } from '#ui/useForm.ts';
import type { OptionalConsent } from '#shared/privacy.ts';
import { PrivacyConsent } from '#features/privacy/browser/public.ts';

// The checks load as the reader starts to type: zod stays out of the page's start.
const rules = () => import('#shared/schemas/auth.ts').then((m) => m.registerBody);

const EMPTY = {
  unitName: '',
  taxId: '',
  contactPerson: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  smsCode: '',
  // Set to the version shown when its box is ticked: the server records that version.
  privacyVersion: 0,
  optionalConsents: [] as OptionalConsent[],
};

export default function RegisterForm({ locale }: { locale: Locale }) {
  const t = useTranslations(locale);
  const passwordRules = usePasswordHint(t);
  // The page loads this island when the reader first touches it (client:touch).
  const form = useForm(rules, EMPTY, t, { hydratesOnTouch: true });
  const phoneCode = usePhoneCode(t, {
    purpose: 'register',
    account: phoneOnly,
    from: form,
    code: form.field('smsCode'),
  });

  const submit = form.onSubmit(async (data) => {
    await register(data);
    location.href = `${localePath(locale, '/register/result')}?status=unaudited`;
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="register-title"
      className="w-full max-w-xl rounded-lg bg-white p-8 shadow"
    >
      <h1 id="register-title" className="mb-6 text-center text-xl font-semibold text-brand-700">
        {t('auth.register.title')}
      </h1>
      <fieldset disabled={!form.ready} className="contents">
        <Steps
          steps={[
            t('auth.register.steps.fill'),
            t('auth.register.steps.review'),
            t('auth.register.steps.result'),
          ]}
          current={0}
        />
        <Field
          label={t('auth.register.unitName')}
          maxLength={200}
          autoComplete="organization"
          required
          {...form.field('unitName')}
        />
        <Field
          label={t('auth.register.taxId')}
          hint={t('auth.register.taxIdHint')}
          maxLength={18}
          required
          {...form.field('taxId')}
        />
        <Field
          label={t('auth.register.contactPerson')}
          maxLength={200}
          autoComplete="name"
          required
          {...form.field('contactPerson')}
        />
        <Field
          label={t('auth.register.email')}
          type="email"
          maxLength={100}
          autoComplete="email"
          required
          {...form.field('email')}
        />
        <Field
          label={t('auth.register.phone')}
          type="tel"
          maxLength={11}
          autoComplete="tel"
          required
          {...form.field('phone')}
        />
        <Field
          label={t('auth.register.password')}
          hint={passwordRules}
          type="password"
          maxLength={PASSWORD_MAX}
          autoComplete="new-password"
          required
          {...form.field('password')}
        />
        <Field
          label={t('auth.register.confirmPassword')}
          type="password"
          maxLength={PASSWORD_MAX}
          autoComplete="new-password"
          required
          {...form.field('confirmPassword')}
        />
        {phoneCode.fields}
        <PrivacyConsent
          t={t}
          locale={locale}
          version={form.values.privacyVersion}
          optional={form.values.optionalConsents}
          error={form.errors.privacyVersion}
          onVersion={(v) => {
            form.setValue('privacyVersion', v);
            // Ticked: the refusal under the box no longer holds.
            if (v) {
              const { privacyVersion: _, ...rest } = form.errors;
              form.setErrors(rest);
            }
          }}
          onOptional={(o) => form.setValue('optionalConsents', o)}
        />
        <Button type="submit" className="mt-2 w-full" disabled={form.busy}>
          {t('auth.register.submit')}
        </Button>
        <p className="mt-4 text-center text-sm">
          {t('auth.register.haveAccount')}{' '}
          <a href={localePath(locale, '/login')} className="text-brand-600 underline">
            {t('auth.register.toLogin')}
          </a>
        </p>
      </fieldset>
    </form>
  );
}
