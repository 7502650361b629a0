/** The economic indicator a table or chart shows, chosen by its name in the reader's language. */
import type { Locale } from '#shared/constants.ts';
import { ECONOMIC_INDICATORS, type IndicatorCode, indicatorName } from '../contract/reports.ts';

export function IndicatorSelect(props: {
  locale: Locale;
  label: string;
  value: IndicatorCode;
  onChange: (code: IndicatorCode) => void;
  className?: string;
  selectClassName?: string;
}) {
  return (
    <label className={props.className}>
      {props.label}{' '}
      <select
        className={props.selectClassName}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value as IndicatorCode)}
      >
        {ECONOMIC_INDICATORS.map((i) => (
          <option key={i.code} value={i.code}>
            {indicatorName(props.locale, i.code)}
          </option>
        ))}
      </select>
    </label>
  );
}
