/**
 * The rows of a report. Economic reports list the fixed indicators; product reports list products,
 * added and deleted by the user (deleting asks for a selection first). Numeric cells take '.' or
 * ',' and a cell whose figure was read other than typed ('1,234') says how; what cannot be read as
 * a figure ('abc', '-5') is kept as typed and the cell says why it is refused, never guessed.
 */
import { useId, useState } from 'react';
import type { Locale } from '#shared/constants.ts';
import { numericProblem, readNumeric } from '#shared/numeric.ts';
import {
  indicatorName,
  indicatorUnitKey,
  isEconomic,
  REPORT_COLUMNS,
  type ReportKind,
} from '../contract/reports.ts';
import { useTranslations } from '#i18n/index.ts';
import { confirm } from '#client/stores/feedback.ts';
import { useRowSelection } from '#ui/useRowSelection.ts';
import { Button } from '#ui/Button.tsx';
import type { FieldErrors } from '#ui/useForm.ts';

type Row = Record<string, unknown>;
interface Props {
  locale: Locale;
  kind: ReportKind;
  rows: Row[];
  errors: FieldErrors;
  onChange: (rows: Row[]) => void;
}

export function ReportTable({ locale, kind, rows, errors, onChange }: Props) {
  const t = useTranslations(locale);
  const selection = useRowSelection(t);
  const noteId = useId();
  // How each cell's figure was read, by "row.column", until the cell is typed in again.
  const [readAs, setReadAs] = useState<Record<string, string>>({});
  const note = (at: string, value?: string) =>
    setReadAs(({ [at]: _, ...rest }) => (value === undefined ? rest : { ...rest, [at]: value }));
  // Why a cell's text was not taken as a figure, by "row.column", until it is typed in again.
  const [refused, setRefused] = useState<Record<string, string>>({});
  const refuse = (at: string, key?: string) =>
    setRefused(({ [at]: _, ...rest }) => (key === undefined ? rest : { ...rest, [at]: key }));
  const economic = isEconomic(kind);
  const numeric = REPORT_COLUMNS[kind];
  const set = (i: number, key: string, value: string) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, [key]: value } : r)));
  const rowName = (r: Row, i: number) =>
    economic
      ? indicatorName(locale, String(r.code))
      : String(r.productCode || t('report.product.row', { n: i + 1 }));

  const remove = async () => {
    const ask = (count: number) =>
      confirm({
        title: t('common.delete'),
        message: t('report.product.deleteConfirm', { count }),
        confirmText: t('common.delete'),
        cancelText: t('common.cancel'),
      });
    const kept = await selection.remove(rows, ask);
    if (!kept) return;
    // the notes are kept by row number, which deleting shifts
    setReadAs({});
    setRefused({});
    onChange(kept);
  };
  const cell = (i: number, key: string, isNumber: boolean, r: Row) => {
    const at = `${i}.${key}`;
    const problem = refused[at];
    const error = errors[`rows.${at}`] ?? (problem && t(problem));
    const read = readAs[at];
    const settle = (typed: string) => {
      const why = numericProblem(typed);
      if (why) return refuse(at, why);
      const { value, changed } = readNumeric(typed, {
        min: 0,
        precision: r.code === 'employees' ? 0 : undefined,
      });
      if (changed) note(at, value); // until the cell is typed in again
      set(i, key, value);
    };
    return (
      <td key={key} className="p-1 align-top">
        <input
          aria-label={`${rowName(r, i)} ${t(`report.col.${key}`)}`}
          aria-describedby={read ? `${noteId}-${at}` : undefined}
          inputMode={isNumber ? 'decimal' : undefined}
          value={String(r[key] ?? '')}
          aria-invalid={error ? true : undefined}
          title={error}
          onChange={(e) => {
            if (!isNumber) return set(i, key, e.target.value);
            note(at);
            refuse(at);
            set(i, key, e.target.value);
          }}
          onBlur={(e) => isNumber && settle(e.target.value)}
          className={`w-full min-w-20 rounded border px-2 py-1 text-sm ${isNumber ? 'text-right' : 'text-left'} ${error ? 'border-red-500 bg-red-50' : 'border-gray-300'}`}
        />
        {read && (
          <span
            id={`${noteId}-${at}`}
            aria-live="polite"
            className="block text-right text-xs text-brand-700"
            data-cell-note={`rows.${at}`}
          >
            {t('numeric.readAs', { value: read })}
          </span>
        )}
        {error && (
          <span className="block text-xs text-red-600" data-field-error={`rows.${at}`}>
            {error}
          </span>
        )}
      </td>
    );
  };

  return (
    <div>
      {!economic && (
        <div className="mb-2 flex gap-2">
          <Button
            variant="secondary"
            onClick={() =>
              onChange([
                ...rows,
                {
                  productCode: '',
                  modelSpec: '',
                  ...Object.fromEntries(numeric.map((c) => [c, ''])),
                },
              ])
            }
          >
            {t('report.product.add')}
          </Button>
          <Button variant="secondary" onClick={() => void remove()}>
            {t('common.delete')}
          </Button>
        </div>
      )}
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead className="bg-gray-50 text-left text-gray-700">
            <tr>
              {economic ? (
                <>
                  <th className="p-2">{t('report.col.indicator')}</th>
                  <th className="p-2">{t('report.col.unit')}</th>
                </>
              ) : (
                <>
                  <th className="w-8 p-2">
                    <span className="sr-only">{t('common.select')}</span>
                  </th>
                  <th className="p-2">{t('report.col.productCode')}</th>
                  <th className="p-2">{t('report.col.modelSpec')}</th>
                </>
              )}
              {numeric.map((c) => (
                <th key={c} className="p-2">
                  {t(`report.col.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={i} className="border-t border-gray-100">
                {economic ? (
                  <>
                    <th scope="row" className="p-2 text-left font-normal">
                      {indicatorName(locale, String(r.code))}
                    </th>
                    <td className="p-2 text-gray-600">{t(indicatorUnitKey(r.code))}</td>
                  </>
                ) : (
                  <>
                    <td className="p-2">
                      <input {...selection.checkbox(i)} />
                    </td>
                    {cell(i, 'productCode', false, r)}
                    {cell(i, 'modelSpec', false, r)}
                  </>
                )}
                {numeric.map((c) => cell(i, c, true, r))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {errors.rows && (
        <p role="alert" className="mt-2 text-xs text-red-600">
          {errors.rows}
        </p>
      )}
    </div>
  );
}
