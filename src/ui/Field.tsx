/** A labelled input with its hint and error wired for assistive technology. */
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldLabel } from './FieldLabel.tsx';

export interface FieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'onBlur'> {
  label: string;
  name: string;
  value: string;
  error?: string | undefined;
  hint?: string;
  /** What the field made of the input ("Read as 1234"), told beside it rather than in a toast. */
  note?: string | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Something beside the input: a captcha picture, a send-code button. */
  addon?: ReactNode;
}

export function Field({
  label,
  name,
  value,
  error,
  hint,
  note,
  onChange,
  onBlur,
  addon,
  required,
  ...input
}: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const noteId = `${id}-note`;
  const describedBy =
    [note ? noteId : '', hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className="mb-3">
      <FieldLabel htmlFor={id} label={label} required={required} />
      <div className="flex gap-2">
        <input
          id={id}
          name={name}
          value={value}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          className={`w-full min-w-0 rounded border px-3 py-2 text-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100 ${
            error ? 'border-red-500' : 'border-gray-300'
          }`}
          {...input}
        />
        {addon}
      </div>
      {/* Polite: the user has usually moved on to the next field when it appears. */}
      {note && (
        <p
          id={noteId}
          aria-live="polite"
          className="mt-1 text-xs leading-4 text-brand-700"
          data-field-note={name}
        >
          {note}
        </p>
      )}
      {/* One line is always reserved, so a message appearing never moves the controls below it. */}
      {error ? (
        <p
          id={errorId}
          className="mt-1 min-h-4 text-xs leading-4 text-red-600"
          data-field-error={name}
        >
          {error}
        </p>
      ) : (
        <p id={hint ? hintId : undefined} className="mt-1 min-h-4 text-xs leading-4 text-gray-500">
          {hint}
        </p>
      )}
    </div>
  );
}
