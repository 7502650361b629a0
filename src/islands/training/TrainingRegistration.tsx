/** Training / event registration: choose the training, the contact and the stay, list the attendees; below, the unit's registrations. */
import { useEffect, useState } from 'react';
import type { Locale } from '#shared/constants.ts';
import { trainingRegistration } from '#shared/schemas/training.ts';
import { useTranslations } from '#i18n/index.ts';
import {
  myTrainingRegistrations,
  openTrainings,
  registerForTraining,
} from '#client/calls/training.ts';
import { toast } from '#client/stores/feedback.ts';
import { ApiError } from '#client/errors.ts';
import { Button } from '#ui/Button.tsx';
import { Choice } from '#ui/Choice.tsx';
import { Field } from '#ui/Field.tsx';
import { firstIssues, type FieldErrors } from '#ui/useForm.ts';
import { useReady } from '../center/useReady.ts';
import { AttendeeTable, blankAttendee, type Attendee } from './AttendeeTable.tsx';
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
});
const TEXT = ['contact', 'phone', 'position', 'ethnicity'] as const;

export default function TrainingRegistration({ locale }: { locale: Locale }) {
  const t = useTranslations(locale);
  const ready = useReady();
  const [open, setOpen] = useState<Open>();
  const [values, setValues] = useState(() =>
    blank(
      typeof location === 'undefined'
        ? ''
        : (new URLSearchParams(location.search).get('trainingId') ?? ''),
    ),
  );
  const [attendees, setAttendees] = useState<Attendee[]>([blankAttendee()]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [mine, setMine] = useState<Awaited<ReturnType<typeof myTrainingRegistrations>>>();
  const reloadMine = () =>
    void myTrainingRegistrations()
      .then(setMine)
      .catch(() => setMine([]));
  useEffect(() => {
    if (ready) {
      void openTrainings()
        .then(setOpen)
        .catch(() => setOpen([]));
      reloadMine();
    }
  }, [ready]);
  const set = (k: keyof typeof values, v: string) => setValues({ ...values, [k]: v });

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const body = { ...values, attendees };
    const checked = trainingRegistration.safeParse(body);
    setErrors(checked.success ? {} : firstIssues(checked.error, t));
    if (!checked.success) return toast('warning', Object.values(firstIssues(checked.error, t))[0]!);
    setBusy(true);
    try {
      await registerForTraining(checked.data);
      toast('success', t('train.registered'));
      setValues(blank(''));
      setAttendees([blankAttendee()]);
      reloadMine();
      void openTrainings().then(setOpen);
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fieldErrors());
    } finally {
      setBusy(false);
    }
  };

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
            onChange={(e) => set('trainingId', e.target.value)}
            aria-invalid={errors.trainingId ? true : undefined}
            className="mb-3 w-full rounded border border-gray-300 px-2 py-2 text-sm"
          >
            <option value="">{t('trainreg.chooseTraining')}</option>
            {open.map((o) => (
              <option key={o.id} value={o.id}>
                {o.title} · {o.startDate} · {o.location}
                {o.seatsLeft === null
                  ? ''
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
                name={k}
                required={k === 'contact' || k === 'phone'}
                value={values[k]}
                error={errors[k]}
                onChange={(v) => set(k, v)}
              />
            ))}
            <Choice
              label={t('trainreg.gender')}
              name="gender"
              required
              value={values.gender}
              error={errors.gender}
              onChange={(v) => set('gender', v)}
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
              onChange={(v) => set('accommodation', v)}
              options={[
                { value: '1', label: t('common.yes') },
                { value: '0', label: t('common.no') },
              ]}
            />
            {values.accommodation === '1' && (
              <>
                <Field
                  label={t('trainreg.checkIn')}
                  name="checkIn"
                  type="date"
                  required
                  value={values.checkIn}
                  error={errors.checkIn}
                  onChange={(v) => set('checkIn', v)}
                />
                <Field
                  label={t('trainreg.checkOut')}
                  name="checkOut"
                  type="date"
                  required
                  value={values.checkOut}
                  error={errors.checkOut}
                  onChange={(v) => set('checkOut', v)}
                />
              </>
            )}
          </div>
          <AttendeeTable locale={locale} rows={attendees} errors={errors} onChange={setAttendees} />
          <Button type="submit" className="mt-4">
            {t('trainreg.submit')}
          </Button>
        </fieldset>
      </form>
      <MyRegistrations locale={locale} rows={mine} onChanged={reloadMine} />
    </div>
  );
}
