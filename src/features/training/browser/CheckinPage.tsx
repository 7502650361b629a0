/**
 * Check-in at the door, on a staff phone: choose the training, then scan tickets with the camera
 * (or type a code, or find the person by name, unit or phone). Each answer shows in words with a
 * symbol and a colour and sounds; the counter refreshes every few seconds; offline, scans are
 * kept on the phone and the page says how many wait. A training held in sessions checks people
 * into the session under way; staff may pick another, and the counter follows it.
 */
import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Panel } from '#ui/console/Panel.tsx';
import type { ConsolePageProps } from '#ui/console/page.ts';
import { useAddressParam } from '#ui/console/useAddressParam.ts';
import { useConsole } from '#ui/console/context.ts';
import { Button } from '#ui/Button.tsx';
import { Typed } from '#ui/Typed.tsx';
import { formatDate } from '#shared/format.ts';
import { type DeskTraining, listDeskTrainings } from './training-desk.calls.ts';
import {
  type DoorSession,
  type FoundPerson,
  searchPeople,
  sessionsAtDoor,
} from './checkin.calls.ts';
import { currentSession } from '../contract/sessions.contract.ts';
import {
  $counts,
  $online,
  $session,
  $shown,
  $waiting,
  checkInFound,
  refresh,
  submitCode,
  watchNetwork,
} from './checkin.store.ts';

const COUNTER_EVERY_MS = 4000;
/** The same code read again within this time is the same scan (the camera reads many frames). */
const SAME_SCAN_MS = 3000;

const TONES = {
  ok: {
    box: 'border-green-700 bg-green-50 text-green-900',
    symbol: '✓',
    label: 'console.checkin.ok',
  },
  warn: {
    box: 'border-amber-600 bg-amber-50 text-amber-900',
    symbol: '!',
    label: 'console.checkin.warn',
  },
  bad: {
    box: 'border-red-700 bg-red-50 text-red-900',
    symbol: '✕',
    label: 'console.checkin.refused',
  },
} as const;

function ChooseTraining({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useConsole();
  const [rows, setRows] = useState<DeskTraining[]>();
  useEffect(() => {
    void listDeskTrainings({ pageNum: 1, pageSize: 20, when: 'upcoming' })
      .then((r) => setRows(r.rows))
      .catch(() => setRows([]));
  }, []);
  if (!rows) return <p className="text-sm text-gray-500">{t('common.loading')}</p>;
  if (rows.length === 0)
    return <p className="text-sm text-gray-500">{t('console.checkin.none')}</p>;
  return (
    <nav aria-label={t('console.checkin.choose')}>
      <ul className="space-y-2">
        {rows.map((r) => (
          <li key={r.id}>
            <button
              type="button"
              onClick={() => onOpen(r.id)}
              className="w-full rounded border border-gray-200 bg-white px-3 py-3 text-left hover:border-brand-600"
            >
              <span className="block break-words font-medium">
                <Typed text={r.title} />
              </span>
              <span className="text-sm text-gray-600">{r.startDate}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Camera({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useConsole();
  const video = useRef<HTMLVideoElement>(null);
  const stop = useRef<(() => void) | null>(null);
  const [on, setOn] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => () => stop.current?.(), []);
  const toggle = async () => {
    if (stop.current) {
      stop.current();
      stop.current = null;
      setOn(false);
      return;
    }
    setFailed(false);
    try {
      const { startScanner } = await import('./qr-scanner.ts');
      if (!video.current) return;
      stop.current = await startScanner(video.current, onCode);
      setOn(true);
    } catch {
      setFailed(true);
    }
  };
  return (
    <div className="space-y-2">
      <Button onClick={() => void toggle()} className="w-full">
        {t(on ? 'console.checkin.stopCamera' : 'console.checkin.startCamera')}
      </Button>
      {failed && <p className="text-sm text-red-800">{t('console.checkin.cameraFailed')}</p>}
      {/* biome-ignore lint/a11y/useMediaCaption: the live camera view has no sound to caption */}
      <video
        ref={video}
        aria-label={t('console.checkin.camera')}
        hidden={!on}
        className="aspect-square w-full max-w-full rounded bg-black object-cover"
      />
    </div>
  );
}

function Search({ trainingId }: { trainingId: number }) {
  const { t } = useConsole();
  const session = useStore($session);
  const [q, setQ] = useState('');
  const [found, setFound] = useState<FoundPerson[]>();
  const find = async (e?: FormEvent) => {
    e?.preventDefault();
    if (!q.trim()) return;
    try {
      setFound(await searchPeople(trainingId, q.trim(), session));
    } catch {
      setFound([]);
    }
  };
  return (
    <section className="space-y-2" aria-labelledby="checkin-search">
      <form onSubmit={(e) => void find(e)} className="flex gap-2">
        <label htmlFor="checkin-q" id="checkin-search" className="sr-only">
          {t('console.checkin.search')}
        </label>
        <input
          id="checkin-q"
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder={t('console.checkin.search')}
          className="min-w-0 flex-1 rounded border border-gray-300 px-2 py-2 text-base"
        />
        <Button type="submit" variant="secondary">
          {t('console.checkin.searchButton')}
        </Button>
      </form>
      {found?.length === 0 && (
        <p className="text-sm text-gray-500">{t('console.checkin.nobody')}</p>
      )}
      <ul className="divide-y divide-gray-100 rounded border border-gray-200 bg-white">
        {found?.map((p) => (
          <li
            key={`${p.registrationId}/${p.attendee}`}
            className="flex items-center gap-2 px-3 py-2"
          >
            <span className="min-w-0 flex-1 break-words">
              <span className="font-medium">
                <Typed text={p.name} />
              </span>
              <span className="block text-sm text-gray-600">
                <Typed text={p.unitName} /> {p.phone}
              </span>
            </span>
            {p.checkedInAt ? (
              <span className="text-sm text-green-900">
                ✓ {t('console.checkin.checkedInAt', { time: formatDate(p.checkedInAt, 'HH:mm') })}
              </span>
            ) : (
              <Button
                aria-label={`${t('console.checkin.checkIn')} ${p.name}`}
                onClick={() =>
                  void checkInFound(trainingId, p.registrationId, p.attendee).then(() => find())
                }
              >
                {t('console.checkin.checkIn')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The session picker. Until staff pick one it shows the session under way by the clock, and the
 * scans carry none, so the server files each by its time: a phone left open over lunch checks the
 * afternoon's arrivals into the afternoon. A session picked by hand stays picked.
 */
function SessionPicker({ sessions, onPicked }: { sessions: DoorSession[]; onPicked: () => void }) {
  const { t } = useConsole();
  const picked = useStore($session);
  const shown = picked ?? currentSession(sessions, Date.now())?.id;
  return (
    <label className="flex flex-col gap-1 text-sm font-medium">
      {t('console.checkin.session')}
      <select
        value={shown ?? ''}
        onChange={(e) => {
          $session.set(Number(e.target.value));
          $counts.set(null);
          onPicked();
        }}
        className="w-full rounded border border-gray-300 bg-white px-2 py-2 text-base"
        data-checkin-session
      >
        {sessions.map((s) => (
          <option key={s.id} value={s.id}>
            {`${s.label} · ${formatDate(s.startsAt, 'MM-DD HH:mm')}–${formatDate(s.endsAt, 'HH:mm')}`}
          </option>
        ))}
      </select>
    </label>
  );
}

function Door({ trainingId, onBack }: { trainingId: number; onBack: () => void }) {
  const { t } = useConsole();
  const shown = useStore($shown);
  const counts = useStore($counts);
  const online = useStore($online);
  const waiting = useStore($waiting);
  const session = useStore($session);
  const [sessions, setSessions] = useState<DoorSession[]>([]);
  const counter = () => void refresh(trainingId, (n) => t('console.checkin.sent', { n }));
  const [typed, setTyped] = useState('');
  const last = useRef({ code: '', at: 0 });
  useEffect(() => {
    $session.set(null);
    void sessionsAtDoor(trainingId)
      .then((found) => {
        setSessions(found);
        if (found.length) void refresh(trainingId, (n) => t('console.checkin.sent', { n }));
      })
      .catch(() => setSessions([]));
  }, [trainingId, t]);
  useEffect(() => {
    const sent = (n: number) => t('console.checkin.sent', { n });
    $shown.set(null);
    const stop = watchNetwork(trainingId, sent);
    void refresh(trainingId, sent);
    const timer = setInterval(() => void refresh(trainingId, sent), COUNTER_EVERY_MS);
    return () => {
      stop();
      clearInterval(timer);
    };
  }, [trainingId, t]);
  const submit = (code: string) =>
    void submitCode(trainingId, code, t('console.checkin.savedOffline'));
  // The camera reads the same code in many frames: one scan until another code or a pause.
  const scanned = (code: string) => {
    const now = Date.now();
    if (code === last.current.code && now - last.current.at < SAME_SCAN_MS) return;
    last.current = { code, at: now };
    submit(code);
  };
  const tone = shown ? TONES[shown.tone] : null;
  return (
    <div className="mx-auto w-full max-w-md space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-base font-semibold" aria-live="polite" data-checkin-counter>
          {counts ? t('console.checkin.counter', counts) : t('common.loading')}
        </p>
        <Button variant="link" onClick={onBack}>
          {t('console.checkin.back')}
        </Button>
      </div>
      {sessions.length > 0 && <SessionPicker sessions={sessions} onPicked={counter} />}
      {(!online || waiting > 0) && (
        <div
          role="status"
          className="rounded border border-gray-500 bg-gray-100 p-3 text-sm"
          data-checkin-offline
        >
          {!online && <p>⚠ {t('console.checkin.offline')}</p>}
          {waiting > 0 && (
            <p className="font-semibold">{t('console.checkin.waiting', { n: waiting })}</p>
          )}
        </div>
      )}
      <div aria-live="assertive" className="min-h-16">
        {shown && tone && (
          <div
            className={`flex gap-3 rounded border-2 p-3 ${tone.box}`}
            data-checkin-result={shown.tone}
          >
            <span aria-hidden="true" className="text-3xl font-bold leading-none">
              {tone.symbol}
            </span>
            <p className="min-w-0 whitespace-pre-line break-words text-lg">
              <strong>{t(tone.label)}</strong> {shown.message}
            </p>
          </div>
        )}
      </div>
      <Camera onCode={scanned} />
      <form
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (typed.trim()) submit(typed.trim());
          setTyped('');
        }}
      >
        <label htmlFor="checkin-code" className="sr-only">
          {t('console.checkin.enterCode')}
        </label>
        <input
          id="checkin-code"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          placeholder={t('console.checkin.enterCode')}
          autoComplete="off"
          className="min-w-0 flex-1 rounded border border-gray-300 px-2 py-2 text-base"
        />
        <Button type="submit" variant="secondary">
          {t('console.checkin.submitCode')}
        </Button>
      </form>
      {/* Another session, another search: whether each person is in is the session's. */}
      <Search key={session ?? 'whole'} trainingId={trainingId} />
    </div>
  );
}

export default function CheckinPage({ page }: ConsolePageProps) {
  const [param, show] = useAddressParam('training');
  const id = Number(param);
  return (
    <Panel title={page.title}>
      {Number.isInteger(id) && id > 0 ? (
        <Door trainingId={id} onBack={() => show(undefined)} />
      ) : (
        <ChooseTraining onOpen={(n) => show(String(n))} />
      )}
    </Panel>
  );
}
