/**
 * An editor's form from its fields, one field a row: its Chinese and English side by side (stacked
 * on a phone), a field in one language across the row, rows of sub-fields each a form of their
 * own, each error under its field as the server named it.
 */
import { useConsole } from '#ui/console/context.ts';
import { FieldInput } from './FieldInput.tsx';
import type { FormField } from './forms.ts';
import { RowsInput } from './RowsInput.tsx';

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
    <div>
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
            required={required}
            onChange={(v) => onChange(name, v)}
          />
        );
        if (field.kind === 'rows')
          return (
            <div key={path}>
              <RowsInput
                field={field}
                path={path}
                label={labelOf(field.name)}
                value={values[field.name]}
                onChange={(v) => onChange(field.name, v)}
                rowForm={(row, rowPrefix, change) => (
                  <ItemForm
                    fields={field.row ?? []}
                    values={row}
                    errors={errors}
                    prefix={rowPrefix}
                    onChange={change}
                  />
                )}
              />
            </div>
          );
        // A field's Chinese and its English share one row, so each English sits beside its twin.
        if (field.en)
          return (
            <div key={path} className="grid grid-cols-1 gap-x-4 md:grid-cols-2">
              {input(
                field.name,
                t('console.form.zh', { label: labelOf(field.name) }),
                field.required,
              )}
              {input(field.en, t('console.form.en', { label: labelOf(field.name) }))}
            </div>
          );
        return <div key={path}>{input(field.name, labelOf(field.name), field.required)}</div>;
      })}
    </div>
  );
}
