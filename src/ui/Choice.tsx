/** A labelled group of radio buttons (fieldset and legend), with its error wired like Field's. */
import { useId } from 'react';

interface Props {
  label: string;
  name: string;
  value: string;
  options: readonly { value: string; label: string }[];
  required?: boolean;
  error?: string | undefined;
  onChange: (value: string) => void;
}

export function Choice({ label, name, value, options, required, error, onChange }: Props) {
  const id = useId();
  return (
    <fieldset
      className="mb-3"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="mb-1 text-sm text-gray-700">
        {required && (
          <span className="mr-0.5 text-red-600" aria-hidden="true">
            *
          </span>
        )}
        {label}
      </legend>
      <div className="flex gap-4 py-2">
        {options.map((o) => (
          <label key={o.value} className="flex items-center gap-1 text-sm">
            <input
              type="radio"
              name={`${name}-${id}`}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
            />
            {o.label}
          </label>
        ))}
      </div>
      <p
        id={`${id}-error`}
        className="min-h-4 text-xs leading-4 text-red-600"
        data-field-error={error ? name : undefined}
      >
        {error}
      </p>
    </fieldset>
  );
}
