/**
 * A training's waitlist on the desk: next first, each moved up or down by a button (a keyboard
 * and a phone can do it; no dragging). Each move is saved at once; the server promotes a new
 * head that fits the free seats, so the list is read again after it. More seats promote the head
 * of the line the same way (and the units promoted are told).
 */
import { useCallback, useEffect, useState } from 'react';
import { toast } from '#client/stores/feedback.ts';
import { Button } from '#ui/Button.tsx';
import { Typed } from '#ui/Typed.tsx';
import { useConsole } from '#ui/console/context.ts';
import {
  reorderWaitlist,
  setCapacity,
  type WaitingRow,
  waitlistOf,
} from './training-desk.calls.ts';

export function Waitlist({
  trainingId,
  capacity,
  onChanged,
}: {
  trainingId: number;
  capacity: number;
  onChanged: () => void;
}) {
  const { t } = useConsole();
  const [rows, setRows] = useState<WaitingRow[]>();
  const [busy, setBusy] = useState(false);
  const [seats, setSeats] = useState(String(capacity));
  useEffect(() => setSeats(String(capacity)), [capacity]);
  const load = useCallback(
    () =>
      void waitlistOf(trainingId)
        .then(setRows)
        .catch(() => setRows([])),
    [trainingId],
  );
  useEffect(load, [load]);
  const move = async (from: number, to: number) => {
    if (!rows || to < 0 || to >= rows.length) return;
    const order = rows.map((r) => r.registrationId);
    const [moved] = order.splice(from, 1);
    if (moved === undefined) return;
    order.splice(to, 0, moved);
    setBusy(true);
    try {
      setRows(await reorderWaitlist(trainingId, order));
      toast('success', t('console.trainings.waitlistSaved'));
      onChanged();
    } catch {
      load();
    } finally {
      setBusy(false);
    }
  };
  const saveSeats = async () => {
    setBusy(true);
    try {
      const done = await setCapacity(trainingId, Number(seats));
      toast('success', t('console.trainings.seatsSaved', { n: done.promoted }));
      onChanged();
    } catch {
      // Told by the client in the reader's language (fewer seats than people holding them).
    } finally {
      setBusy(false);
      load();
    }
  };
  return (
    <section aria-labelledby="waitlist-title" className="space-y-2">
      <h3 id="waitlist-title" className="font-semibold">
        {t('console.trainings.waitlist')}
      </h3>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void saveSeats();
        }}
      >
        <label className="flex flex-col text-xs text-gray-600">
          {t('console.trainings.seats')}
          <input
            type="number"
            min={0}
            inputMode="numeric"
            value={seats}
            onChange={(e) => setSeats(e.target.value)}
            className="w-28 rounded border border-gray-300 px-2 py-1 text-sm"
          />
        </label>
        <Button type="submit" variant="secondary" disabled={busy || !/^\d+$/.test(seats)}>
          {t('console.trainings.saveSeats')}
        </Button>
      </form>
      {rows && rows.length === 0 && (
        <p className="text-sm text-gray-500">{t('console.trainings.waitlistEmpty')}</p>
      )}
      <ol className="divide-y divide-gray-100 rounded border border-gray-200 bg-white text-sm">
        {rows?.map((r, i) => (
          <li key={r.registrationId} className="flex flex-wrap items-center gap-2 px-3 py-2">
            <span className="min-w-0 flex-1">
              <Typed
                text={t('console.trainings.waitlistEntry', {
                  place: r.place,
                  unit: r.unitName,
                  people: r.people,
                })}
              />
              <span className="block text-gray-500">
                <Typed text={r.names.join(t('common.listSeparator'))} />
              </span>
            </span>
            <Button
              variant="secondary"
              disabled={busy || i === 0}
              onClick={() => void move(i, i - 1)}
              aria-label={`${t('console.trainings.moveUp')} ${r.unitName}`}
            >
              {t('console.trainings.moveUp')}
            </Button>
            <Button
              variant="secondary"
              disabled={busy || i === rows.length - 1}
              onClick={() => void move(i, i + 1)}
              aria-label={`${t('console.trainings.moveDown')} ${r.unitName}`}
            >
              {t('console.trainings.moveDown')}
            </Button>
          </li>
        ))}
      </ol>
    </section>
  );
}
