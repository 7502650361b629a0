/**
 * A nomination: one of the units that may stand, and the person who would sit for it. The same
 * form for the council's staff in the console and for a unit in its centre; each passes its words.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '#ui/Button.tsx';
import { nominate, nominees } from './governance.calls.ts';

export function NominationForm({
  pollId,
  by,
  words,
  onDone,
}: {
  pollId: number;
  by: 'council' | 'unit';
  words: { unit: string; representative: string; submit: string };
  onDone: () => void;
}) {
  const [units, setUnits] = useState<{ id: number; unitName: string }[]>([]);
  const [unit, setUnit] = useState('');
  const [person, setPerson] = useState('');
  useEffect(() => {
    void nominees(pollId)
      .then(setUnits)
      .catch(() => setUnits([]));
  }, [pollId]);
  const send = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await nominate(pollId, { enterpriseId: Number(unit), representative: person }, by);
      setUnit('');
      setPerson('');
      onDone();
    } catch {
      // Told by the client already (a refusal says why); the form stays as typed.
    }
  };
  return (
    <form className="mt-2 flex flex-wrap items-end gap-2" onSubmit={send}>
      <label className="block min-w-0 text-sm">
        {words.unit}
        <select
          name="nominee"
          required
          className="mt-1 block w-full max-w-xs rounded border border-gray-300 px-2 py-1"
          value={unit}
          onChange={(e) => setUnit(e.target.value)}
        >
          <option value="" />
          {units.map((u) => (
            <option key={u.id} value={u.id} lang="zh-CN">
              {u.unitName}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm">
        {words.representative}
        <input
          name="representative"
          required
          maxLength={50}
          className="mt-1 block w-40 rounded border border-gray-300 px-2 py-1"
          value={person}
          onChange={(e) => setPerson(e.target.value)}
        />
      </label>
      <Button type="submit">{words.submit}</Button>
    </form>
  );
}
