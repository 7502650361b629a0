/** The attendee list: add rows, select and delete them (deleting asks for a selection first). */
import type { Locale } from '#shared/constants.ts';
import { useTranslations } from '#i18n/index.ts';
import { useRowSelection } from '#ui/useRowSelection.ts';
import { Button } from '#ui/Button.tsx';
import type { FieldErrors } from '#ui/useForm.ts';

export type Attendee = {
  name: string;
  gender: string;
  position: string;
  phone: string;
  ethnicity: string;
};
export const blankAttendee = (): Attendee => ({
  name: '',
  gender: '1',
  position: '',
  phone: '',
  ethnicity: '',
});
const TEXT = ['name', 'position', 'phone', 'ethnicity'] as const;

interface Props {
  locale: Locale;
  rows: Attendee[];
  errors: FieldErrors;
  onChange: (rows: Attendee[]) => void;
}

export function AttendeeTable({ locale, rows, errors, onChange }: Props) {
  const t = useTranslations(locale);
  const selection = useRowSelection(t);
  const set = (i: number, key: keyof Attendee, value: string) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, [key]: value } : r)));
  const remove = async () => {
    const kept = await selection.remove(rows);
    if (kept) onChange(kept);
  };
  const box = (error?: string) =>
    `w-full min-w-24 rounded border px-2 py-1 text-sm ${error ? 'border-red-500 bg-red-50' : 'border-gray-300'}`;
  return (
    <section aria-label={t('trainreg.attendees')}>
      <div className="mb-2 flex items-center gap-2">
        <h2 className="mr-auto font-semibold">
          <span className="mr-0.5 text-red-600" aria-hidden="true">
            *
          </span>
          {t('trainreg.attendees')}
        </h2>
        <Button variant="secondary" onClick={() => onChange([...rows, blankAttendee()])}>
          {t('trainreg.addAttendee')}
        </Button>
        <Button variant="secondary" onClick={() => void remove()}>
          {t('common.delete')}
        </Button>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead className="bg-gray-50 text-left">
            <tr>
              <th className="w-8 p-2">
                <span className="sr-only">{t('common.select')}</span>
              </th>
              <th className="p-2">{t('trainreg.name')}</th>
              <th className="p-2">{t('trainreg.gender')}</th>
              <th className="p-2">{t('trainreg.position')}</th>
              <th className="p-2">{t('trainreg.phone')}</th>
              <th className="p-2">{t('trainreg.ethnicity')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={i} className="border-t border-gray-100" data-attendee={i}>
                <td className="p-2">
                  <input {...selection.checkbox(i)} />
                </td>
                {TEXT.slice(0, 1).map((k) => (
                  <Cell
                    key={k}
                    label={`${t(`trainreg.${k}`)} ${i + 1}`}
                    value={r[k]}
                    error={errors[`attendees.${i}.${k}`]}
                    className={box(errors[`attendees.${i}.${k}`])}
                    onChange={(v) => set(i, k, v)}
                  />
                ))}
                <td className="p-1">
                  <select
                    aria-label={`${t('trainreg.gender')} ${i + 1}`}
                    value={r.gender}
                    onChange={(e) => set(i, 'gender', e.target.value)}
                    className={box()}
                  >
                    <option value="1">{t('trainreg.male')}</option>
                    <option value="0">{t('trainreg.female')}</option>
                  </select>
                </td>
                {TEXT.slice(1).map((k) => (
                  <Cell
                    key={k}
                    label={`${t(`trainreg.${k}`)} ${i + 1}`}
                    value={r[k]}
                    error={errors[`attendees.${i}.${k}`]}
                    className={box(errors[`attendees.${i}.${k}`])}
                    onChange={(v) => set(i, k, v)}
                  />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {errors.attendees && (
        <p role="alert" className="mt-1 text-xs text-red-600">
          {errors.attendees}
        </p>
      )}
    </section>
  );
}

function Cell({
  label,
  value,
  error,
  className,
  onChange,
}: {
  label: string;
  value: string;
  error: string | undefined;
  className: string;
  onChange: (v: string) => void;
}) {
  return (
    <td className="p-1 align-top">
      <input
        aria-label={label}
        value={value}
        aria-invalid={error ? true : undefined}
        className={className}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && <span className="block text-xs text-red-600">{error}</span>}
    </td>
  );
}
