/**
 * The login page's unlock step: account and its registered phone, the graphic captcha, then the
 * phone code that lifts every wait wrong passwords put on the account.
 */
import type { Translate } from '#i18n/index.ts';
import { unlockLogin } from './account.calls.ts';
import { Field } from '#ui/Field.tsx';
import { Button } from '#ui/Button.tsx';
import { usePhoneCode } from '#ui/usePhoneCode.tsx';
import { useForm } from '#ui/useForm.ts';

// The checks load as the reader starts to type (account-rules.ts): zod stays out of the page's start.
const rules = () => import('./account-rules.ts');
const accountSchema = () => rules().then((m) => m.unlockAccount);
const unlockSchema = () => rules().then((m) => m.unlockBody);

interface Props {
  t: Translate;
  username: string;
  /** Called with the server's words once the account is unlocked. */
  onDone: (message: string) => void;
  onCancel: () => void;
}

export function UnlockAccount({ t, username, onDone, onCancel }: Props) {
  const form = useForm(unlockSchema, { username, phone: '', smsCode: '' }, t);
  const phoneCode = usePhoneCode(t, {
    purpose: 'unlock',
    account: accountSchema,
    from: form,
    code: form.field('smsCode'),
    sentHint: 'auth.unlock.sentHint',
  });

  const submit = form.onSubmit(async (data) => {
    const res = await unlockLogin(data);
    onDone(res.msg);
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="unlock-title">
      <h2 id="unlock-title" className="mb-2 text-lg font-semibold text-brand-700">
        {t('auth.unlock.title')}
      </h2>
      <p className="mb-4 text-sm text-gray-600">{t('auth.unlock.intro')}</p>
      <fieldset disabled={!form.ready} className="contents">
        <Field
          label={t('auth.login.username')}
          autoComplete="username"
          maxLength={200}
          required
          {...form.field('username')}
        />
        <Field
          label={t('auth.unlock.phone')}
          type="tel"
          maxLength={11}
          required
          {...form.field('phone')}
        />
        {phoneCode.fields}
        <div className="flex gap-2">
          <Button variant="secondary" className="flex-1" onClick={onCancel}>
            {t('common.back')}
          </Button>
          <Button type="submit" className="flex-1" disabled={form.busy}>
            {t('auth.unlock.submit')}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
