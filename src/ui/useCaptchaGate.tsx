/**
 * The graphic captcha in front of a phone-code request (registration, forgotten password): its
 * field, the check before sending, and a fresh picture after every try (each is good for one).
 */
import { useCallback, useRef, useState } from 'react';
import type { Translate } from '#i18n/index.ts';
import { CaptchaImage, type CaptchaHandle } from './Captcha.tsx';
import { Field } from './Field.tsx';
import { rulesOrSay } from './useForm.ts';

/** The answer's rule loads once asked for, so the page starts without zod. */
const captchaRule = () => import('#shared/schemas/fields.ts').then((m) => m.captchaCode);

export function useCaptchaGate(t: Translate) {
  const [state, setState] = useState({
    code: '',
    uuid: '',
    on: true,
    error: undefined as string | undefined,
  });
  const picture = useRef<CaptchaHandle>(null);
  const onUuid = useCallback((uuid: string) => setState((c) => ({ ...c, uuid })), []);
  const onState = useCallback((on: boolean) => setState((c) => ({ ...c, on })), []);

  /** The answer to send, or an error shown under the field (and thrown) when it is needed and not right. */
  const check = async (): Promise<{ code: string; uuid: string }> => {
    if (!state.on) return { code: state.code, uuid: state.uuid };
    const rule = await rulesOrSay(captchaRule, t);
    if (!rule) throw new Error('rules');
    const parsed = rule.safeParse(state.code);
    if (!parsed.success) {
      setState((c) => ({ ...c, error: t(parsed.error.issues[0]!.message) }));
      throw new Error('captcha');
    }
    setState((c) => ({ ...c, error: undefined }));
    return { code: state.code, uuid: state.uuid };
  };

  const renew = () => {
    setState((c) => ({ ...c, code: '' }));
    picture.current?.refresh();
  };

  const field = state.on ? (
    <Field
      label={t('auth.register.captcha')}
      name="captcha"
      value={state.code}
      error={state.error}
      maxLength={4}
      autoComplete="off"
      required
      onChange={(code) => setState((c) => ({ ...c, code }))}
      addon={
        <CaptchaImage
          ref={picture}
          label={t('auth.register.captcha')}
          refreshLabel={t('auth.login.captchaRefresh')}
          onUuid={onUuid}
          onState={onState}
        />
      }
    />
  ) : null;

  return { check, renew, field };
}
