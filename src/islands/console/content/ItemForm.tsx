/**
 * An editor's form from its fields: Chinese and English side by side (stacked on a phone), each
 * field's error under it as the server named it.
 */
import { useConsole } from '../context.ts';
import { FieldInput } from './FieldInput.tsx';
import type { FormField } from './forms.ts';

interface Props {
  fields: readonly FormField[];
  values: Record<string, unknown>;
  errors: Record<string, string>;
  onChange: (name: string, value: unknown) => void;
  /** Where these fields sit in the form, for rows: `contents.0.`. */
  prefix?: string;
}

export function ItemForm({ fields, values, errors, onChange, prefix = '' }: Props) {
  const { t } = useConsole();
  const labelOf = (name: string) => t(`console.field.${name}`);
  return (
    <div className="grid grid-cols-1 gap-x-4 md:grid-cols-2">
      {fields.map((field) => {
        const path = `${prefix}${field.name}`;
        const input = (name: string, label: string, required?: boolean) => (
          <FieldInput
            key={name}
            field={field}
            path={`${prefix}${name}`}
            label={label}
            value={values[name]}
            error={errors[`${prefix}${name}`]}
            errors={errors}
            required={required}
            onChange={(v) => onChange(name, v)}
          />
        );
        if (field.en)
          return [
            input(field.name, t('console.form.zh', { label: labelOf(field.name) }), field.required),
            input(field.en, t('console.form.en', { label: labelOf(field.name) })),
          ];
        const wide = field.kind === 'rows' || field.kind === 'lines' || field.kind === 'rich';
        return (
          <div key={path} className={wide ? 'md:col-span-2' : undefined}>
            {input(field.name, labelOf(field.name), field.required)}
          </div>
        );
      })}
    </div>
  );
}
