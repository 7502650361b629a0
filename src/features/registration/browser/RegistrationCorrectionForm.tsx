/**
 * A unit under review or rejected corrects its registration and sends it again. Every field of
 * the registration may change; a new phone is proved with a phone code, like the first one was.
 * Shown by RegistrationCorrection, for such a unit only.
 */
import { useEffect, useState } from 'react';
import type { Locale } from '#shared/constants.ts';
import { useTranslations } from '#i18n/index.ts';
import { loadInfo } from '#client/auth.store.ts';
import { ownRegistration, resubmitRegistration } from './registration.calls.ts';
import { toast } from '#client/stores/feedback.ts';
import { Field } from '#ui/Field.tsx';
import { Button } from '#ui/Button.tsx';
import { phoneOnly, usePhoneCode } from '#ui/usePhoneCode.tsx';
import { useForm } from '#ui/useForm.ts';

/** The form's rules load as the reader starts to type (see useForm's Rules). */
const rules = () =>
  import('../contract/registration.contract.ts').then((m) => m.registrationCorrection);

const EMPTY = { unitName: '', taxId: '', contactPerson: '', email: '', phone: '', smsCode: '' };

export default function RegistrationCorrectionForm({ locale }: { locale: Locale }) {
  const t = useTranslations(locale);
  const form = useForm(rules, EMPTY, t);
  const phoneCode = usePhoneCode(t, {
    purpose: 'register',
    account: phoneOnly,
    from: form,
    code: form.field('smsCode'),
  });
  const [phoneOnFile, setPhoneOnFile] = useState<string>();
  const [reason, setReason] = useState<string | null>(null);
  const { setValue } = form;

  useEffect(() => {
    void ownRegistration().then((r) => {
      for (const k of ['unitName', 'taxId', 'contactPerson', 'email', 'phone'] as const)
        setValue(k, r[k]);
      setPhoneOnFile(r.phone);
      setReason(r.rejectReason);
    });
  }, [setValue]);

  if (phoneOnFile === undefined) return null;
  const newPhone = form.values.phone.trim() !== phoneOnFile;

  const submit = form.onSubmit(async (data) => {
    const res = await resubmitRegistration(data);
    toast('success', res.msg);
    setPhoneOnFile(res.data.phone);
    setReason(null);
    await loadInfo({ quiet: true });
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="correction-title"
      className="rounded-lg bg-white p-6 shadow-sm"
      data-registration-correction
    >
      <h2 id="correction-title" className="mb-2 text-lg font-semibold text-brand-700">
        {t('registration.correct.title')}
      </h2>
      <p className="mb-4 text-sm text-gray-600">{t('registration.correct.intro')}</p>
      {reason && (
        <p className="mb-4 rounded bg-red-50 p-3 text-sm text-red-800" role="note">
          <strong>{t('auth.result.rejectReason')}</strong> {reason}
        </p>
      )}
      <fieldset disabled={!form.ready || form.busy} className="grid gap-x-6 md:grid-cols-2">
        <Field
          label={t('auth.register.unitName')}
          maxLength={200}
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
          required
          {...form.field('contactPerson')}
        />
        <Field
          label={t('auth.register.email')}
          type="email"
          maxLength={100}
          required
          {...form.field('email')}
        />
        <Field
          label={t('auth.register.phone')}
          type="tel"
          maxLength={11}
          required
          {...form.field('phone')}
        />
        {newPhone && <div>{phoneCode.fields}</div>}
      </fieldset>
      <Button type="submit" className="mt-2" disabled={!form.ready || form.busy}>
        {t('registration.correct.submit')}
      </Button>
    </form>
  );
}
