/**
 * A labelled numeric field (SPEC §5). A text box with the decimal keypad rather than type="number",
 * which would refuse the ',' separator and hide half-typed values from the form. Letters are dropped
 * as they are typed; separators, clamping, sign and precision are settled when the field is left.
 */
import { useEffect, useRef, useState } from 'react';
import { Field, type FieldProps } from './Field.tsx';
import { normaliseNumeric, sanitiseWhileTyping, type NumericOptions } from '#shared/numeric.ts';

export type NumberInputProps = Omit<FieldProps, 'type' | 'inputMode' | 'min' | 'max' | 'step'> &
  NumericOptions;

export function NumberInput({
  min,
  max,
  precision,
  allowNegative,
  value,
  onChange,
  onBlur,
  ...field
}: NumberInputProps) {
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
      onChange={(v) => onChange(sanitiseWhileTyping(v))}
      onBlur={() => {
        const normal = normaliseNumeric(value, { min, max, precision, allowNegative });
        if (normal === value) return onBlur?.();
        onChange(normal);
        setSettled((n) => n + 1);
      }}
    />
  );
}
