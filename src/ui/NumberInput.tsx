/**
 * A labelled numeric field. A text box with the decimal keypad rather than type="number", which
 * would refuse the ',' separator and hide half-typed values from the form. Letters are dropped as
 * they are typed; separators, clamping, sign and precision are settled when the field is left, and
 * when that changed what the number means ('1,234' → 1234) the field says how it read it.
 */
import { useEffect, useRef, useState } from 'react';
import { Field, type FieldProps } from './Field.tsx';
import type { Locale } from '#shared/constants.ts';
import { readNumeric, sanitiseWhileTyping, type NumericOptions } from '#shared/numeric.ts';
import { useTranslations } from '#i18n/index.ts';

export type NumberInputProps = Omit<
  FieldProps,
  'type' | 'inputMode' | 'min' | 'max' | 'step' | 'note'
> &
  NumericOptions & { locale: Locale };

export function NumberInput({
  locale,
  min,
  max,
  precision,
  allowNegative,
  value,
  onChange,
  onBlur,
  ...field
}: NumberInputProps) {
  const t = useTranslations(locale);
  const [readAs, setReadAs] = useState<string>();
  // A caller's onBlur (useForm's) validates the values of the render it came from. When leaving the
  // field changed the value, it runs after the next render, so it checks the settled value.
  const [settled, setSettled] = useState(0);
  const latestOnBlur = useRef(onBlur);
  useEffect(() => {
    latestOnBlur.current = onBlur;
  });
  useEffect(() => {
    if (settled) latestOnBlur.current?.();
  }, [settled]);

  return (
    <Field
      {...field}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={value}
      note={readAs && t('numeric.readAs', { value: readAs })}
      onChange={(v) => {
        setReadAs(undefined);
        onChange(sanitiseWhileTyping(v));
      }}
      onBlur={() => {
        const read = readNumeric(value, { min, max, precision, allowNegative });
        // Kept until the user types again, so leaving the field a second time does not hide it.
        if (read.changed) setReadAs(read.value);
        if (read.value === value) return onBlur?.();
        onChange(read.value);
        setSettled((n) => n + 1);
      }}
    />
  );
}
