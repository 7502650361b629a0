/**
 * One field of an editor's form, drawn for its kind: text, figures, dates, a choice, yes or no,
 * rich text (its editor loaded only when a form has one), a file, lines, or an item of another
 * type. Rows of sub-fields are the form's own (ItemForm.tsx draws them, each row a form).
 */
import { useId } from 'react';
import { Field } from '#ui/Field.tsx';
import { FieldLabel } from '#ui/FieldLabel.tsx';
import { TextArea } from '#ui/TextArea.tsx';
import { useConsole } from '#ui/console/context.ts';
import { RichTextField } from '#ui/rich-text/RichTextField.tsx';
import { ContentFile } from './ContentFile.tsx';
import type { FormField } from './forms.ts';
import { RefSelect } from './RefSelect.tsx';
import { localDateTime } from './values.ts';

export interface FieldInputProps {
  field: FormField;
  /** The value's path in the form (`contents.0.title`), which the server's errors name. */
  path: string;
  label: string;
  value: unknown;
  error?: string | undefined;
  onChange: (value: unknown) => void;
  /** English twins are optional whatever the Chinese is. */
  required?: boolean | undefined;
}

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

export function FieldInput({
  field,
  path,
  label,
  value,
  error,
  onChange,
  required,
}: FieldInputProps) {
  const { t } = useConsole();
  const id = useId();
  const common = { label, name: path, error, required: required ?? false };
  switch (field.kind) {
    case 'textarea':
      return <TextArea {...common} value={text(value)} onChange={onChange} />;
    case 'lines':
      return (
        <TextArea
          {...common}
          rows={6}
          value={Array.isArray(value) ? value.join('\n') : ''}
          onChange={(v) => onChange(v.split('\n'))}
        />
      );
    case 'rich':
      return <RichTextField {...common} value={text(value)} onChange={onChange} />;
    case 'choice':
      return (
        <div className="mb-3">
          <FieldLabel htmlFor={id} label={label} required={required} />
          <select
            id={id}
            name={path}
            value={text(value)}
            onChange={(e) => onChange(e.target.value)}
            aria-invalid={error ? true : undefined}
            className="w-full rounded border border-gray-300 bg-white px-3 py-2 text-sm"
          >
            {field.options?.map((o) => (
              <option key={o} value={o}>
                {t(field.optionLabel?.(o) ?? o)}
              </option>
            ))}
          </select>
          <p
            className="mt-1 min-h-4 text-xs text-red-600"
            data-field-error={error ? path : undefined}
          >
            {error}
          </p>
        </div>
      );
    case 'yesNo':
      return (
        <div className="mb-3 flex items-center gap-2 pt-6">
          <input
            id={id}
            type="checkbox"
            name={path}
            checked={value === true}
            onChange={(e) => onChange(e.target.checked)}
            className="h-4 w-4"
          />
          <label htmlFor={id} className="text-sm text-gray-700">
            {label}
          </label>
        </div>
      );
    case 'file':
    case 'image':
      return (
        <ContentFile
          {...common}
          image={field.kind === 'image'}
          value={typeof value === 'string' ? value : null}
          onChange={onChange}
        />
      );
    case 'ref':
      return field.ref ? (
        <RefSelect {...common} type={field.ref} value={value} onChange={onChange} />
      ) : null;
    default:
      return (
        <Field
          {...common}
          value={field.kind === 'datetime' ? localDateTime(value) || text(value) : text(value)}
          onChange={onChange}
          type={
            field.kind === 'date' ? 'date' : field.kind === 'datetime' ? 'datetime-local' : 'text'
          }
          inputMode={field.kind === 'number' ? 'decimal' : undefined}
          maxLength={field.kind === 'text' ? 500 : undefined}
        />
      );
  }
}
