/** Chooses an item of another type (an alliance article's alliance) by its name. */
import { useEffect, useId, useState } from 'react';
import type { ContentTypeKey } from '#shared/content-types.ts';
import { listContent } from './content.calls.ts';
import { typedLang } from '#shared/lang.ts';
import { FieldLabel } from '#ui/FieldLabel.tsx';
import { useConsole } from '#ui/console/context.ts';
import { nameIn } from './values.ts';

interface Props {
  type: ContentTypeKey;
  label: string;
  name: string;
  value: unknown;
  error?: string | undefined;
  onChange: (value: unknown) => void;
}

export function RefSelect({ type, label, name, value, error, onChange }: Props) {
  const { locale, t } = useConsole();
  const id = useId();
  const [items, setItems] = useState<{ id: number; name: string }[]>([]);
  useEffect(() => {
    void listContent(type, { pageNum: 1, pageSize: 100 }).then(({ rows }) =>
      setItems(
        rows.map((r) => ({
          id: r.id,
          name: nameIn(r, 'name' in r ? 'name' : 'title', locale) || String(r.id),
        })),
      ),
    );
  }, [type, locale]);
  return (
    <div className="mb-3">
      <FieldLabel htmlFor={id} label={label} />
      <select
        id={id}
        name={name}
        value={value === null || value === undefined ? '' : String(value)}
        onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
        className="w-full rounded border border-gray-300 bg-white px-3 py-2 text-sm"
      >
        <option value="">{t('console.form.none')}</option>
        {items.map((i) => (
          <option key={i.id} value={i.id} lang={typedLang(i.name)}>
            {i.name}
          </option>
        ))}
      </select>
      <p className="mt-1 min-h-4 text-xs text-red-600">{error}</p>
    </div>
  );
}
