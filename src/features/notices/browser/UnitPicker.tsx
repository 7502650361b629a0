/**
 * Choosing units for a notice: words of a name or the start of a tax ID find them, a click adds
 * one, and the chosen ones are listed with a way to take each off again.
 */
import { useId, useState } from 'react';
import { type AddressableUnit, unitsToAddress } from './broadcasts.calls.ts';
import { toast } from '#client/stores/feedback.ts';
import { Button } from '#ui/Button.tsx';
import { Typed } from '#ui/Typed.tsx';
import { useConsole } from '#ui/console/context.ts';

export interface Chosen {
  id: number;
  unitName: string;
}

interface Props {
  chosen: Chosen[];
  onChange: (next: Chosen[]) => void;
  error?: string | undefined;
}

export function UnitPicker({ chosen, onChange, error }: Props) {
  const { t } = useConsole();
  const id = useId();
  const [words, setWords] = useState('');
  const [found, setFound] = useState<AddressableUnit[]>([]);
  const search = async (e: { preventDefault: () => void }) => {
    e.preventDefault();
    if (words.trim().length < 2) return toast('warning', t('console.notices.unitsMinWords'));
    setFound(await unitsToAddress(words.trim()));
  };
  const has = (unit: { id: number }) => chosen.some((c) => c.id === unit.id);
  return (
    <div className="space-y-2 rounded border border-gray-200 p-3">
      {/* A form of its own would nest in the notice's form: the search runs on Enter or the button. */}
      <div className="flex flex-wrap items-end gap-2">
        <label htmlFor={`${id}-q`} className="flex flex-col text-sm text-gray-700">
          {t('console.directory.search')}
          <input
            id={`${id}-q`}
            type="search"
            value={words}
            maxLength={100}
            onChange={(e) => setWords(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && void search(e)}
            className="rounded border border-gray-300 px-2 py-1.5 text-sm"
          />
        </label>
        <Button variant="secondary" onClick={(e) => void search(e)}>
          {t('console.filters.search')}
        </Button>
      </div>
      {found.length > 0 && (
        <ul
          aria-label={t('console.notices.found')}
          className="relative divide-y divide-gray-100 text-sm"
        >
          {found.map((u) => (
            <li key={u.id} className="flex items-center justify-between gap-2 py-1">
              <span className="min-w-0 break-words">
                <Typed text={u.unitName} /> <span className="text-xs text-gray-500">{u.taxId}</span>
              </span>
              <Button
                variant="secondary"
                disabled={has(u)}
                onClick={() => onChange([...chosen, { id: u.id, unitName: u.unitName }])}
              >
                {has(u) ? t('console.notices.added') : t('console.notices.add')}
                <span className="sr-only">
                  {' '}
                  <Typed text={u.unitName} />
                </span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm text-gray-700" aria-live="polite">
        {t('console.notices.chosen', { n: chosen.length })}
      </p>
      <ul className="relative flex flex-wrap gap-2">
        {chosen.map((c) => (
          <li key={c.id} className="flex items-center gap-1 rounded bg-gray-100 px-2 py-1 text-sm">
            <Typed text={c.unitName} />
            <button
              type="button"
              className="text-gray-500 hover:text-red-700"
              onClick={() => onChange(chosen.filter((x) => x.id !== c.id))}
            >
              <span aria-hidden="true">×</span>
              <span className="sr-only">
                {t('console.notices.remove')} <Typed text={c.unitName} />
              </span>
            </button>
          </li>
        ))}
      </ul>
      {error && <p className="text-xs text-red-600">{error}</p>}
    </div>
  );
}
