/** A labelled multi-line input with its error wired like Field's. */
import { typedLang } from '#shared/lang.ts';
import { useId } from 'react';
import { FieldLabel } from './FieldLabel.tsx';

interface Props {
  label: string;
  name: string;
  value: string;
  error?: string | undefined;
  required?: boolean;
  rows?: number;
  onChange: (value: string) => void;
  onBlur?: () => void;
}

export function TextArea({
  label,
  name,
  value,
  error,
  required,
  rows = 4,
  onChange,
  onBlur,
}: Props) {
  const id = useId();
  return (
    <div className="mb-3">
      <FieldLabel htmlFor={id} label={label} required={required} />
      <textarea
        id={id}
        name={name}
        rows={rows}
        value={value}
        lang={typedLang(value)}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        className={`w-full rounded border px-3 py-2 text-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100 ${error ? 'border-red-500' : 'border-gray-300'}`}
      />
      <p
        id={`${id}-error`}
        className="mt-1 min-h-4 text-xs leading-4 text-red-600"
        data-field-error={error ? name : undefined}
      >
        {error}
      </p>
    </div>
  );
}
