/** The list's filters: words of the title, the type's own choice, the status and a date range. */
import { useStore } from '@nanostores/react';
import { type FormEvent, useId, useState } from 'react';
import type { ContentTypeKey } from '#shared/content-types.ts';
import type { ContentList, ListFilters as Filters } from './content-list.store.ts';
import { Button } from '#ui/Button.tsx';
import { useConsole } from '#ui/console/context.ts';
import { CONTENT_FORMS } from './forms.ts';
import { CONTENT_LISTS } from './lists.ts';

export function ListFilters({ type, list }: { type: ContentTypeKey; list: ContentList }) {
  const { t } = useConsole();
  const id = useId();
  const applied = useStore(list.$filters);
  const [draft, setDraft] = useState<Filters>(applied);
  const spec = CONTENT_LISTS[type];
  const choice = CONTENT_FORMS[type].find((f) => f.name === spec.filter);
  const set = (changes: Partial<Filters>) => setDraft({ ...draft, ...changes });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void list.filter(draft);
  };
  const box = 'rounded border border-gray-300 bg-white px-2 py-1.5 text-sm';
  return (
    <search aria-label={t('console.filters.label')}>
      <form
        onSubmit={submit}
        className="flex flex-wrap items-end gap-3 rounded bg-white p-3 shadow-sm"
      >
        <label className="flex flex-col text-sm text-gray-700" htmlFor={`${id}-title`}>
          {t('console.filters.title')}
          <input
            id={`${id}-title`}
            value={draft.title}
            maxLength={100}
            onChange={(e) => set({ title: e.target.value })}
            className={box}
          />
        </label>
        {choice && (
          <label className="flex flex-col text-sm text-gray-700" htmlFor={`${id}-choice`}>
            {t(`console.field.${choice.name}`)}
            <select
              id={`${id}-choice`}
              value={draft.choice}
              onChange={(e) => set({ choice: e.target.value })}
              className={box}
            >
              <option value="">{t('console.filters.all')}</option>
              {choice.options?.map((o) => (
                <option key={o} value={o}>
                  {t(choice.optionLabel?.(o) ?? o)}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="flex flex-col text-sm text-gray-700" htmlFor={`${id}-status`}>
          {t('console.list.status')}
          <select
            id={`${id}-status`}
            value={draft.status}
            onChange={(e) => set({ status: e.target.value as Filters['status'] })}
            className={box}
          >
            <option value="">{t('console.filters.all')}</option>
            <option value="draft">{t('console.status.draft')}</option>
            <option value="published">{t('console.status.published')}</option>
          </select>
        </label>
        {spec.dated && (
          <>
            <label className="flex flex-col text-sm text-gray-700" htmlFor={`${id}-from`}>
              {t('console.filters.from')}
              <input
                id={`${id}-from`}
                type="date"
                value={draft.from}
                onChange={(e) => set({ from: e.target.value })}
                className={box}
              />
            </label>
            <label className="flex flex-col text-sm text-gray-700" htmlFor={`${id}-to`}>
              {t('console.filters.to')}
              <input
                id={`${id}-to`}
                type="date"
                value={draft.to}
                onChange={(e) => set({ to: e.target.value })}
                className={box}
              />
            </label>
          </>
        )}
        <Button type="submit">{t('console.filters.search')}</Button>
        <Button
          variant="secondary"
          onClick={() => {
            setDraft({ title: '', status: '', from: '', to: '', choice: '' });
            void list.reset();
          }}
        >
          {t('console.filters.reset')}
        </Button>
      </form>
    </search>
  );
}
