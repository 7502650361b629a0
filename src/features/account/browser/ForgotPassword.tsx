/** /forgot-password in four steps: account → security verification → new password → finish. */
import { useEffect, useState } from 'react';
import { PASSWORD_MAX, type Locale } from '#shared/constants.ts';
import { usePasswordHint } from './password-rules.ts';
import { localePath } from '#shared/routes.ts';
import { useTranslations } from '#i18n/index.ts';
import { forgotReset, forgotVerify } from './account.calls.ts';
import { Field } from '#ui/Field.tsx';
import { Button } from '#ui/Button.tsx';
import { usePhoneCode } from '#ui/usePhoneCode.tsx';
import { Steps } from '#ui/Steps.tsx';
import { useForm } from '#ui/useForm.ts';

// The checks load as the reader starts to type (account-rules.ts): zod stays out of the page's start.
const rules = () => import('./account-rules.ts');
const accountSchema = () => rules().then((m) => m.forgotAccount);
const verifySchema = () => rules().then((m) => m.forgotVerify);
const resetSchema = () => rules().then((m) => m.forgotResetBody);

export default function ForgotPassword({ locale }: { locale: Locale }) {
  const t = useTranslations(locale);
  const passwordRules = usePasswordHint(t);
  const [step, setStep] = useState(0);
  // The page loads this island when the reader first touches it (client:touch).
  const account = useForm(accountSchema, { username: '', phone: '' }, t, { hydratesOnTouch: true });
  const verify = useForm(verifySchema, { smsCode: '' }, t);
  const reset = useForm(resetSchema, { ticket: '', password: '', confirmPassword: '' }, t);
  // A new staff account's setup link (from the administrator), or a sign-in with a password that
  // must change (`&must`), goes straight to setting the password. The ticket rides in the
  // fragment, which no server or log ever sees.
  const [mustChange, setMustChange] = useState(false);
  useEffect(() => {
    const link = /^#ticket=([A-Za-z0-9_-]{20,100})(&must)?$/.exec(location.hash);
    if (!link?.[1]) return;
    history.replaceState(null, '', location.pathname + location.search);
    reset.setValue('ticket', link[1]);
    setMustChange(link[2] !== undefined);
    setStep(2);
  }, [reset.setValue]);
  const phoneCode = usePhoneCode(t, {
    purpose: 'reset',
    account: accountSchema,
    from: account,
    code: verify.field('smsCode'),
    sentHint: 'auth.forgot.sentHint',
  });

  const steps = [
    t('auth.forgot.steps.account'),
    t('auth.forgot.steps.verify'),
    t('auth.forgot.steps.reset'),
    t('auth.forgot.steps.finish'),
  ];
  return (
    <section
      aria-labelledby="forgot-title"
      className="w-full max-w-xl rounded-lg bg-white p-8 shadow"
    >
      <h1 id="forgot-title" className="mb-6 text-center text-xl font-semibold text-brand-700">
        {t('auth.forgot.title')}
      </h1>
      <Steps steps={steps} current={step} />
      <fieldset disabled={!account.ready} className="contents">
        {step === 0 && (
          <form noValidate onSubmit={account.onSubmit(async () => setStep(1))}>
            <Field
              label={t('auth.forgot.unitName')}
              maxLength={200}
              required
              {...account.field('username')}
            />
            <Field
              label={t('auth.forgot.phone')}
              type="tel"
              maxLength={11}
              required
              {...account.field('phone')}
            />
            <Button type="submit" className="w-full">
              {t('common.next')}
            </Button>
          </form>
        )}
        {step === 1 && (
          <form
            noValidate
            onSubmit={verify.onSubmit(async ({ smsCode: code }) => {
              reset.setValue('ticket', await forgotVerify({ ...account.values, smsCode: code }));
              setStep(2);
            })}
          >
            {phoneCode.fields}
            <div className="flex gap-2">
              <Button variant="secondary" className="flex-1" onClick={() => setStep(0)}>
                {t('common.previous')}
              </Button>
              <Button type="submit" className="flex-1" disabled={verify.busy}>
                {t('common.next')}
              </Button>
            </div>
          </form>
        )}
        {step === 2 && (
          <form
            noValidate
            onSubmit={reset.onSubmit(async (data) => {
              await forgotReset(data);
              setStep(3);
            })}
          >
            {mustChange && (
              <p
                role="alert"
                className="mb-4 rounded border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
              >
                {t('auth.forgot.mustChange')}
              </p>
            )}
            <Field
              label={t('auth.forgot.newPassword')}
              hint={passwordRules}
              type="password"
              maxLength={PASSWORD_MAX}
              autoComplete="new-password"
              required
              {...reset.field('password')}
            />
            <Field
              label={t('auth.forgot.confirmPassword')}
              type="password"
              maxLength={PASSWORD_MAX}
              autoComplete="new-password"
              required
              {...reset.field('confirmPassword')}
            />
            <Button type="submit" className="w-full" disabled={reset.busy}>
              {t('common.submit')}
            </Button>
          </form>
        )}
        {step === 3 && (
          <div className="text-center" role="status">
            <p className="mb-6 text-green-700">{t('auth.forgot.done')}</p>
            <a
              href={localePath(locale, '/login')}
              className="rounded bg-brand-600 px-4 py-2 text-sm text-white hover:bg-brand-700"
            >
              {t('auth.result.toLogin')}
            </a>
          </div>
        )}
      </fieldset>
    </section>
  );
}
