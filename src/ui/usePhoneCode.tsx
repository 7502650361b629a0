/**
 * The phone-code part of every form that proves a phone (registration, its correction, a forgotten
 * password, unlocking an account): the graphic captcha, then the code field whose button sends a
 * code once the account fields are right.
 */
import type { z } from 'zod';
import type { Translate } from '#i18n/index.ts';
import type { smsSendBody } from '#shared/schemas/auth.ts';
import { sendSmsCode } from '#client/auth.calls.ts';
import { toast } from '#client/stores/feedback.ts';
import { Field, type FieldProps } from './Field.tsx';
import { SmsButton } from './SmsButton.tsx';
import { useCaptchaGate } from './useCaptchaGate.tsx';
import { firstIssues, type FieldErrors, type Rules, rulesOrSay } from './useForm.ts';

type SmsAccount = Pick<z.input<typeof smsSendBody>, 'phone' | 'username'>;

/** A code for a phone alone (registration): no account to check beside it. */
export const phoneOnly = () => import('#shared/schemas/fields.ts').then((m) => m.phoneOnly);

interface PhoneCodeOptions {
  purpose: z.input<typeof smsSendBody>['purpose'];
  /** The fields a code is sent for, checked before it is: the phone, and the account if any. */
  account: Rules<z.ZodType<SmsAccount>>;
  /** The form holding those fields, whose errors show what is wrong with them. */
  from: { values: unknown; errors: FieldErrors; setErrors: (errors: FieldErrors) => void };
  /** The code field's props, from the form that submits the code. */
  code: Pick<FieldProps, 'name' | 'value' | 'error' | 'onChange' | 'onBlur'>;
  /** Said once the code is sent; the server's own words otherwise. */
  sentHint?: string;
}

export function usePhoneCode(t: Translate, opts: PhoneCodeOptions) {
  const captcha = useCaptchaGate(t);

  const send = async (): Promise<number> => {
    const rules = await rulesOrSay(opts.account, t);
    // The button's own catch stays quiet: the reader has been told.
    if (!rules) throw new Error('rules');
    const account = rules.safeParse(opts.from.values);
    if (!account.success) {
      opts.from.setErrors({ ...opts.from.errors, ...firstIssues(account.error, t) });
      throw new Error('account');
    }
    const answer = await captcha.check();
    try {
      const res = await sendSmsCode({ ...account.data, purpose: opts.purpose, ...answer });
      toast('success', opts.sentHint ? t(opts.sentHint) : res.msg);
      return res.data.resendAfterSeconds;
    } finally {
      captcha.renew();
    }
  };

  const fields = (
    <>
      {captcha.field}
      <Field
        label={t('auth.register.smsCode')}
        inputMode="numeric"
        maxLength={6}
        autoComplete="one-time-code"
        required
        {...opts.code}
        addon={
          <SmsButton
            label={t('auth.register.sendCode')}
            countdownLabel={(seconds) => t('auth.register.resendIn', { seconds })}
            onSend={send}
          />
        }
      />
    </>
  );
  return { fields };
}
