/** Training / event registration: choose the training, the contact and the stay, list the attendees; below, the unit's registrations. */
import { useCallback, useEffect, useState } from 'react';
import type { Locale } from '#shared/constants.ts';
import { useTranslations } from '#i18n/index.ts';
import { myTrainingRegistrations, openTrainings, registerForTraining } from './training.calls.ts';
import { toast } from '#client/stores/feedback.ts';
import { Button } from '#ui/Button.tsx';
import { Choice } from '#ui/Choice.tsx';
import { Field } from '#ui/Field.tsx';
import { useForm } from '#ui/useForm.ts';
import { useReady } from '#ui/useReady.ts';
import { AttendeeTable, blankAttendee } from './AttendeeTable.tsx';
import { MyRegistrations } from './MyRegistrations.tsx';

type Open = Awaited<ReturnType<typeof openTrainings>>;
const blank = (trainingId: string) => ({
  trainingId,
  contact: '',
  phone: '',
  position: '',
  ethnicity: '',
  gender: '',
  accommodation: '',
  checkIn: '',
  checkOut: '',
  attendees: [blankAttendee()],
});
const TEXT = ['contact', 'phone', 'position', 'ethnicity'] as const;
/** Checked on submission, so the rules load as the reader starts to type (see useForm's Rules). */
const rules = () => import('../contract/training.contract.ts').then((m) => m.trainingRegistration);

export default function TrainingRegistration({ locale }: { locale: Locale }) {
  const t = useTranslations(locale);
  const ready = useReady();
  const [open, setOpen] = useState<Open>();
  const form = useForm(rules, blank(askedTraining()), t, {
    check: 'submit',
    onInvalid: (errors) => toast('warning', Object.values(errors)[0] ?? ''),
  });
  const { values, errors, busy } = form;
  const [mine, setMine] = useState<Awaited<ReturnType<typeof myTrainingRegistrations>>>();
  const reloadMine = useCallback(
    () =>
      void myTrainingRegistrations()
        .then(setMine)
        .catch(() => setMine([])),
    [],
  );
  useEffect(() => {
    if (ready) {
      void openTrainings()
        .then(setOpen)
        .catch(() => setOpen([]));
      reloadMine();
    }
  }, [ready, reloadMine]);
  const submit = form.onSubmit(async (data) => {
    await registerForTraining(data);
    toast('success', t('train.registered'));
    form.reset(blank(''));
    reloadMine();
    void openTrainings().then(setOpen);
  });

  if (!ready || !open) return <p className="text-gray-500">{t('common.loading')}</p>;
  return (
    <div className="space-y-6">
      <form
        onSubmit={(e) => void submit(e)}
        noValidate
        aria-label={t('center.menu.trainreg')}
        className="rounded-lg bg-white p-6 shadow-sm"
      >
        <fieldset disabled={busy} className="space-y-2">
          <label className="block text-sm text-gray-700" htmlFor="training">
            <span className="mr-0.5 text-red-600" aria-hidden="true">
              *
            </span>
            {t('trainreg.training')}
          </label>
          <select
            id="training"
            value={values.trainingId}
            onChange={(e) => form.setValue('trainingId', e.target.value)}
            aria-invalid={errors.trainingId ? true : undefined}
            className="mb-3 w-full rounded border border-gray-300 px-2 py-2 text-sm"
          >
            <option value="">{t('trainreg.chooseTraining')}</option>
            {open.map((o) => (
              <option key={o.id} value={o.id}>
                {o.title} · {o.startDate} · {o.location}
                {o.seatsLeft === null
                  ? ''
                  : o.seatsLeft === 0
                    ? ` · ${t('trainreg.fullWaitlist')}`
                    : ` · ${t('trainreg.seatsLeft', { count: o.seatsLeft })}`}
              </option>
            ))}
          </select>
          {open.length === 0 && <p className="text-sm text-gray-500">{t('trainreg.noneOpen')}</p>}
          <div className="grid grid-cols-1 gap-x-6 md:grid-cols-2">
            {TEXT.map((k) => (
              <Field
                key={k}
                label={t(`trainreg.${k}`)}
                required={k === 'contact' || k === 'phone'}
                {...form.field(k)}
              />
            ))}
            <Choice
              label={t('trainreg.gender')}
              name="gender"
              required
              value={values.gender}
              error={errors.gender}
              onChange={(v) => form.setValue('gender', v)}
              options={[
                { value: '1', label: t('trainreg.male') },
                { value: '0', label: t('trainreg.female') },
              ]}
            />
            <Choice
              label={t('trainreg.accommodation')}
              name="accommodation"
              required
              value={values.accommodation}
              error={errors.accommodation}
              onChange={(v) => form.setValue('accommodation', v)}
              options={[
                { value: '1', label: t('common.yes') },
                { value: '0', label: t('common.no') },
              ]}
            />
            {values.accommodation === '1' && (
              <>
                <Field
                  label={t('trainreg.checkIn')}
                  type="date"
                  required
                  {...form.field('checkIn')}
                />
                <Field
                  label={t('trainreg.checkOut')}
                  type="date"
                  required
                  {...form.field('checkOut')}
                />
              </>
            )}
          </div>
          <AttendeeTable
            locale={locale}
            rows={values.attendees}
            errors={errors}
            onChange={(rows) => form.setValue('attendees', rows)}
          />
          <Button type="submit" className="mt-4">
            {t('trainreg.submit')}
          </Button>
        </fieldset>
      </form>
      <MyRegistrations locale={locale} rows={mine} onChanged={reloadMine} />
    </div>
  );
}

/** ?trainingId= from a training's page: that training is chosen already. */
function askedTraining(): string {
  if (typeof location === 'undefined') return '';
  return new URLSearchParams(location.search).get('trainingId') ?? '';
}
