/**
 * A list's filters as a search form: words, choices and dates, applied together when searched,
 * cleared by reset. The fields are data, so every console list asks the same way.
 */
import { useStore } from '@nanostores/react';
import { type FormEvent, useId, useState } from 'react';
import type { PagedList } from '#client/stores/paged-list.ts';
import type { Translate } from '#i18n/index.ts';
import { Button } from '#ui/Button.tsx';
import { useConsole } from './context.ts';

export type FilterField<F> = {
  name: keyof F & string;
  label: string;
} & (
  | { kind: 'text'; maxLength?: number; placeholder?: string }
  | { kind: 'date' }
  | { kind: 'choice'; options: { value: string; label: string }[] }
);

/** The "from" and "to" days most lists are narrowed by. */
export const dateRange = <F extends { from: string; to: string }>(
  t: Translate,
): FilterField<F>[] => [
  { name: 'from', kind: 'date', label: t('console.filters.from') },
  { name: 'to', kind: 'date', label: t('console.filters.to') },
];

interface Props<F extends { [K in keyof F]: string }, R, S extends string> {
  list: PagedList<F, R, S>;
  fields: FilterField<F>[];
}

export function FilterBar<F extends { [K in keyof F]: string }, R, S extends string>({
  list,
  fields,
}: Props<F, R, S>) {
  const { t } = useConsole();
  const id = useId();
  const applied = useStore(list.$filters);
  const [draft, setDraft] = useState<F>(applied);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void list.filter(draft);
  };
  const box = 'rounded border border-gray-300 bg-white px-2 py-1.5 text-sm';
  const input = (f: FilterField<F>) => {
    const common = {
      id: `${id}-${f.name}`,
      value: draft[f.name],
      className: box,
    };
    const set = (value: string) => setDraft({ ...draft, [f.name]: value });
    if (f.kind === 'choice')
      return (
        <select {...common} onChange={(e) => set(e.target.value)}>
          <option value="">{t('console.filters.all')}</option>
          {f.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      );
    return (
      <input
        {...common}
        type={f.kind === 'date' ? 'date' : 'search'}
        maxLength={f.kind === 'text' ? (f.maxLength ?? 100) : undefined}
        placeholder={f.kind === 'text' ? f.placeholder : undefined}
        onChange={(e) => set(e.target.value)}
      />
    );
  };
  return (
    <search aria-label={t('console.filters.label')}>
      <form
        onSubmit={submit}
        className="flex flex-wrap items-end gap-3 rounded bg-white p-3 shadow-sm"
      >
        {fields.map((f) => (
          <label
            key={f.name}
            className="flex min-w-0 flex-col text-sm text-gray-700"
            htmlFor={`${id}-${f.name}`}
          >
            {f.label}
            {input(f)}
          </label>
        ))}
        <Button type="submit">{t('console.filters.search')}</Button>
        <Button
          variant="secondary"
          onClick={() => {
            // The reset sets the list's own empty filters at once; the form shows them.
            const reloaded = list.reset();
            setDraft(list.$filters.get());
            void reloaded;
          }}
        >
          {t('console.filters.reset')}
        </Button>
      </form>
    </search>
  );
}
