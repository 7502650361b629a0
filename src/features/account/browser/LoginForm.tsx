/**
 * /login: account, password and captcha; on success go to the redirect target (same site only).
 * A login held by wrong passwords offers the unlock step (phone code) under its message.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { PASSWORD_MAX, type Locale } from '#shared/constants.ts';
import type { loginBody } from '#shared/schemas/auth.ts';
import { localePath } from '#shared/routes.ts';
import { useTranslations } from '#i18n/index.ts';
import { afterLoginTarget, login } from '#client/auth.store.ts';
import { fetchCaptcha } from '#client/auth.calls.ts';
import { ApiError } from '#client/errors.ts';
import { toast } from '#client/stores/feedback.ts';
import { Field } from '#ui/Field.tsx';
import { Button } from '#ui/Button.tsx';
import { CaptchaImage, type CaptchaHandle } from '#ui/Captcha.tsx';
import { useForm } from '#ui/useForm.ts';
import { UnlockAccount } from './UnlockAccount.tsx';

// The checks load as the reader starts to type (account-rules.ts): zod stays out of the page's start.
const rules = () => import('./account-rules.ts');
type LoginRules = () => Promise<z.ZodType<z.output<typeof loginBody>>>;
const withoutCaptcha: LoginRules = () => rules().then((m) => m.loginBody);
const withCaptcha: LoginRules = () => rules().then((m) => m.loginWithCaptcha);

export default function LoginForm({ locale }: { locale: Locale }) {
  const t = useTranslations(locale);
  // Unknown until the server says, and its field shown only then (the page is built before, and
  // loads this island when touched: client:touch). A login sent before then waits for the answer,
  // so it is never checked for a captcha that is off (a failed ask counts as on).
  const [captchaOn, setCaptchaOn] = useState<boolean>();
  const [captchaState] = useState(() => {
    let tell: (on: boolean) => void = () => undefined;
    const known = new Promise<boolean>((resolve) => {
      tell = resolve;
    });
    return { known, tell };
  });
  const [firstCaptcha, setFirstCaptcha] = useState<{ img?: string; uuid?: string }>();
  useEffect(() => {
    fetchCaptcha().then(
      (c) => {
        setFirstCaptcha(c);
        setCaptchaOn(c.captchaEnabled);
        captchaState.tell(c.captchaEnabled);
      },
      () => {
        setCaptchaOn(true);
        captchaState.tell(true);
      },
    );
  }, [captchaState]);
  const schema = captchaOn === false ? withoutCaptcha : withCaptcha;
  const form = useForm(schema, { username: '', password: '', code: '', uuid: '' }, t, {
    hydratesOnTouch: true,
  });
  const captcha = useRef<CaptchaHandle>(null);
  const onUuid = useCallback((uuid: string) => form.setValue('uuid', uuid), [form.setValue]);
  /** The server's "wait" message while this login is held, which the owner may unlock. */
  const [held, setHeld] = useState<string>();
  const [unlocking, setUnlocking] = useState(false);

  const send = (on: boolean) =>
    form.onSubmit(
      async (data) => {
        setHeld(undefined);
        try {
          await login({ ...data, username: data.username.trim() });
          location.href = afterLoginTarget(location.search);
        } catch (err) {
          if (err instanceof ApiError && err.body?.unlock) setHeld(err.message);
          // The password was right but must change first: straight to choosing a new one.
          const ticket = err instanceof ApiError ? err.body?.passwordTicket : undefined;
          if (ticket)
            location.href = `${localePath(locale, '/forgot-password')}#ticket=${ticket}&must`;
          // Every captcha is good for one try.
          form.setValue('code', '');
          captcha.current?.refresh();
          throw err;
        }
      },
      { schema: on ? withCaptcha : withoutCaptcha },
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void captchaState.known.then((on) => send(on)());
  };

  const unlocked = (message: string) => {
    toast('success', message);
    setHeld(undefined);
    setUnlocking(false);
    form.setValue('password', '');
  };

  if (unlocking)
    return (
      <section className="w-full max-w-sm rounded-lg bg-white p-8 shadow">
        <UnlockAccount
          t={t}
          username={form.values.username.trim()}
          onDone={unlocked}
          onCancel={() => setUnlocking(false)}
        />
      </section>
    );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="login-title"
      className="w-full max-w-sm rounded-lg bg-white p-8 shadow"
    >
      <h1 id="login-title" className="mb-6 text-center text-xl font-semibold text-brand-700">
        {t('auth.login.title')}
      </h1>
      <fieldset disabled={!form.ready} className="contents">
        <Field
          label={t('auth.login.username')}
          placeholder={t('auth.login.usernamePlaceholder')}
          autoComplete="username"
          maxLength={200}
          required
          {...form.field('username')}
        />
        <Field
          label={t('auth.login.password')}
          placeholder={t('auth.login.passwordPlaceholder')}
          type="password"
          autoComplete="current-password"
          maxLength={PASSWORD_MAX}
          required
          {...form.field('password')}
        />
        {captchaOn && (
          <Field
            label={t('auth.login.captcha')}
            placeholder={t('auth.login.captchaPlaceholder')}
            autoComplete="off"
            maxLength={4}
            required
            {...form.field('code')}
            addon={
              <CaptchaImage
                ref={captcha}
                first={firstCaptcha}
                label={t('auth.login.captcha')}
                refreshLabel={t('auth.login.captchaRefresh')}
                onUuid={onUuid}
                onState={setCaptchaOn}
              />
            }
          />
        )}
        <Button type="submit" className="mt-2 w-full" disabled={form.busy}>
          {form.busy ? t('auth.login.submitting') : t('auth.login.submit')}
        </Button>
        {held && (
          <div role="alert" className="mt-3 rounded bg-red-50 p-3 text-sm text-red-700">
            <p>{held}</p>
            <button
              type="button"
              onClick={() => setUnlocking(true)}
              className="mt-1 text-brand-600 underline"
            >
              {t('auth.unlock.link')}
            </button>
          </div>
        )}
        <div className="mt-4 flex justify-between text-sm">
          <a
            href={localePath(locale, '/forgot-password')}
            className="text-brand-600 hover:underline"
          >
            {t('auth.login.forgot')}
          </a>
          <span>
            {t('auth.login.noAccount')}{' '}
            <a href={localePath(locale, '/register')} className="text-brand-600 underline">
              {t('auth.login.toRegister')}
            </a>
          </span>
        </div>
      </fieldset>
    </form>
  );
}
