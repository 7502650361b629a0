/** A list of rows, each a small form (a standard's revisions, a periodical's contents). */
import { Button } from '#ui/Button.tsx';
import { useConsole } from '#ui/console/context.ts';
import type { FieldInputProps } from './FieldInput.tsx';
import { ItemForm } from './ItemForm.tsx';
import { blankRow } from './values.ts';

type Row = Record<string, unknown>;

export function RowsInput({ field, path, label, value, errors, onChange }: FieldInputProps) {
  const { t } = useConsole();
  const rows: Row[] = Array.isArray(value) ? value : [];
  const change = (i: number, name: string, v: unknown) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, [name]: v } : r)));
  return (
    <fieldset className="mb-4 rounded border border-gray-200 p-3">
      <legend className="px-1 text-sm font-medium text-gray-700">{label}</legend>
      {rows.length === 0 && <p className="text-sm text-gray-500">{t('console.form.noRows')}</p>}
      <ol className="space-y-3">
        {rows.map((row, i) => (
          // Rows have no id of their own; their place is what the server's errors name too.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={i} className="rounded bg-gray-50 p-3">
            <div className="mb-2 flex items-center justify-between text-sm text-gray-600">
              <span>{t('console.form.row', { n: i + 1 })}</span>
              <Button
                variant="link"
                aria-label={t('console.form.removeRow', { n: i + 1 })}
                onClick={() => onChange(rows.filter((_, j) => j !== i))}
              >
                {t('common.delete')}
              </Button>
            </div>
            <ItemForm
              fields={field.row ?? []}
              values={row}
              errors={errors}
              prefix={`${path}.${i}.`}
              onChange={(name, v) => change(i, name, v)}
            />
          </li>
        ))}
      </ol>
      <Button
        variant="secondary"
        className="mt-3"
        onClick={() => onChange([...rows, blankRow(field)])}
      >
        {t('console.form.addRow')}
      </Button>
    </fieldset>
  );
}
