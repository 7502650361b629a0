/**
 * A list of rows, each a small form (a standard's revisions, a periodical's contents). The form
 * of one row is drawn by whoever uses this (`rowForm`), so the rows know nothing of forms.
 */
import type { ReactNode } from 'react';
import { Button } from '#ui/Button.tsx';
import { useConsole } from '#ui/console/context.ts';
import type { FormField } from './forms.ts';
import { blankRow } from './values.ts';

type Row = Record<string, unknown>;

interface Props {
  field: FormField;
  /** Where the rows sit in the form (`contents`); a row's fields are `contents.0.title`. */
  path: string;
  label: string;
  value: unknown;
  onChange: (value: unknown) => void;
  /** One row's form: its values, where its fields sit (`contents.0.`), and how they change. */
  rowForm: (
    row: Row,
    prefix: string,
    onChange: (name: string, value: unknown) => void,
  ) => ReactNode;
}

export function RowsInput({ field, path, label, value, onChange, rowForm }: Props) {
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
            {rowForm(row, `${path}.${i}.`, (name, v) => change(i, name, v))}
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
