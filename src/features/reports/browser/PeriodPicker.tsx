/** The reporting period: a month (YYYY-MM) or a year, never in the future. */
import { useId } from 'react';
import type { Locale } from '#shared/constants.ts';
import { useTranslations } from '#i18n/index.ts';

interface Props {
  locale: Locale;
  monthly: boolean;
  value: string;
  today: string;
  onChange: (period: string) => void;
}

export function PeriodPicker({ locale, monthly, value, today, onChange }: Props) {
  const t = useTranslations(locale);
  const id = useId();
  const thisYear = Number(today.slice(0, 4));
  const years = Array.from({ length: 10 }, (_, i) => String(thisYear - i));
  const box = 'rounded border border-gray-300 px-3 py-2 text-sm';
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm text-gray-700">
        {t('report.period')}
      </label>
      {monthly ? (
        <input
          id={id}
          type="month"
          className={box}
          value={value}
          max={today.slice(0, 7)}
          min="2000-01"
          onChange={(e) => e.target.value && onChange(e.target.value)}
        />
      ) : (
        <select id={id} className={box} value={value} onChange={(e) => onChange(e.target.value)}>
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      )}
    </div>
  );
}
