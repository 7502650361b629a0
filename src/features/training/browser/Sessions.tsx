/**
 * A training's sessions on the desk: each with its names in both languages, its day and hours
 * (Beijing time, as the door and the export show them) and whether the certificate needs it.
 * Saved as one list; the server refuses a session outside the training's days, and removing one
 * that people were checked into (the client tells the refusal in the reader's language).
 */
import { useCallback, useEffect, useState } from 'react';
import { toast } from '#client/stores/feedback.ts';
import { Button } from '#ui/Button.tsx';
import { LoadFailed } from '#ui/LoadFailed.tsx';
import { useConsole } from '#ui/console/context.ts';
import { formatDate } from '#shared/format.ts';
import { saveSessions, type SessionRow, sessionsOf } from './training-desk.calls.ts';

interface Draft {
  key: string;
  id?: number;
  name: string;
  nameEn: string;
  day: string;
  from: string;
  to: string;
  required: boolean;
}

let made = 0;
const draftOf = (s: SessionRow): Draft => ({
  key: `s${s.id}`,
  id: s.id,
  name: s.name,
  nameEn: s.nameEn ?? '',
  day: formatDate(s.startsAt, 'YYYY-MM-DD'),
  from: formatDate(s.startsAt, 'HH:mm'),
  to: formatDate(s.endsAt, 'HH:mm'),
  required: s.required,
});
const beijing = (day: string, time: string) => `${day}T${time}:00+08:00`;

export function Sessions({ trainingId, firstDay }: { trainingId: number; firstDay: string }) {
  const { t } = useConsole();
  const [rows, setRows] = useState<Draft[]>();
  // Never an empty list after a failed read: saving it would remove every session there is.
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const load = useCallback(() => {
    setFailed(false);
    void sessionsOf(trainingId)
      .then((r) => setRows(r.map(draftOf)))
      .catch(() => setFailed(true));
  }, [trainingId]);
  useEffect(load, [load]);
  const change = (key: string, patch: Partial<Draft>) =>
    setRows((all) => all?.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const add = () =>
    setRows((all) => [
      ...(all ?? []),
      {
        key: `new${++made}`,
        name: '',
        nameEn: '',
        day: all?.at(-1)?.day ?? firstDay,
        from: '09:00',
        to: '12:00',
        required: true,
      },
    ]);
  const save = async () => {
    if (!rows) return;
    setBusy(true);
    try {
      const saved = await saveSessions(
        trainingId,
        rows.map((r) => ({
          ...(r.id ? { id: r.id } : {}),
          name: r.name,
          nameEn: r.nameEn,
          startsAt: beijing(r.day, r.from),
          endsAt: beijing(r.day, r.to),
          required: r.required,
        })),
      );
      setRows(saved.map(draftOf));
      toast('success', t('console.trainings.sessionsSaved'));
    } catch {
      // The refusal is told by the client, in the reader's language; the draft stays to fix.
    } finally {
      setBusy(false);
    }
  };
  const input = 'min-w-0 rounded border border-gray-300 px-2 py-1 text-sm';
  if (failed)
    return (
      <LoadFailed
        message={t('console.trainings.sessionsFailed')}
        retry={t('console.retry')}
        onRetry={load}
      />
    );
  return (
    <section aria-labelledby="sessions-title" className="space-y-2">
      <h3 id="sessions-title" className="font-semibold">
        {t('console.trainings.sessions')}
      </h3>
      {rows?.length === 0 && (
        <p className="text-sm text-gray-500">{t('console.trainings.noSessions')}</p>
      )}
      <ul className="space-y-2">
        {rows?.map((r, i) => (
          <li
            key={r.key}
            className="flex flex-wrap items-end gap-2 rounded border border-gray-200 bg-white p-2"
            data-session-row={i}
          >
            <label className="flex flex-col text-xs text-gray-600">
              {t('console.trainings.sessionName')}
              <input
                className={input}
                value={r.name}
                onChange={(e) => change(r.key, { name: e.target.value })}
              />
            </label>
            <label className="flex flex-col text-xs text-gray-600">
              {t('console.trainings.sessionNameEn')}
              <input
                className={input}
                lang="en"
                value={r.nameEn}
                onChange={(e) => change(r.key, { nameEn: e.target.value })}
              />
            </label>
            <label className="flex flex-col text-xs text-gray-600">
              {t('console.trainings.sessionDay')}
              <input
                type="date"
                className={input}
                value={r.day}
                onChange={(e) => change(r.key, { day: e.target.value })}
              />
            </label>
            <label className="flex flex-col text-xs text-gray-600">
              {t('console.trainings.sessionFrom')}
              <input
                type="time"
                className={input}
                value={r.from}
                onChange={(e) => change(r.key, { from: e.target.value })}
              />
            </label>
            <label className="flex flex-col text-xs text-gray-600">
              {t('console.trainings.sessionTo')}
              <input
                type="time"
                className={input}
                value={r.to}
                onChange={(e) => change(r.key, { to: e.target.value })}
              />
            </label>
            <label className="flex items-center gap-1 py-1 text-sm">
              <input
                type="checkbox"
                checked={r.required}
                onChange={(e) => change(r.key, { required: e.target.checked })}
              />
              {t('console.trainings.sessionRequired')}
            </label>
            <Button
              variant="secondary"
              aria-label={`${t('console.trainings.removeSession')} ${r.name}`}
              onClick={() => setRows((all) => all?.filter((x) => x.key !== r.key))}
            >
              {t('console.trainings.removeSession')}
            </Button>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={add} disabled={!rows}>
          {t('console.trainings.addSession')}
        </Button>
        <Button onClick={() => void save()} disabled={busy || !rows}>
          {t('console.trainings.saveSessions')}
        </Button>
      </div>
    </section>
  );
}
