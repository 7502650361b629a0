/**
 * The door's state on one phone: the last answer (who, or why not), the counter, whether the
 * network is there and how many scans wait on the phone. A scan goes to the server at once; with
 * no network it is kept (IndexedDB) and sent, with its scan time, when the network is back.
 */
import { atom } from 'nanostores';
import { ApiError } from '#client/errors.ts';
import {
  checkInPerson,
  type Counts,
  countsOf,
  type ScanAnswer,
  scanTicket,
  sendBatch,
} from './checkin.calls.ts';
import { forgetScans, keepScan, queuedScans } from './checkin-queue.ts';
import { signal, type Tone } from './checkin-signal.ts';

export interface Shown {
  tone: Tone;
  message: string;
  at: number;
}

export const $shown = atom<Shown | null>(null);
export const $counts = atom<Counts | null>(null);
export const $online = atom(typeof navigator === 'undefined' ? true : navigator.onLine);
export const $waiting = atom(0);
/** The session staff picked on this phone; null: the server files each scan by its time. */
export const $session = atom<number | null>(null);

const toneOf = (outcome: ScanAnswer['outcome']): Tone =>
  outcome === 'checkedIn' ? 'ok' : outcome === 'already' ? 'warn' : 'bad';

function show(tone: Tone, message: string) {
  $shown.set({ tone, message, at: Date.now() });
  signal(tone);
}

const offline = (err: unknown) => err instanceof ApiError && err.code === 0;

async function countWaiting(trainingId: number) {
  $waiting.set((await queuedScans(trainingId)).length);
}

/** A code read by the camera or typed: checked in now, or kept for later when offline. */
export async function submitCode(trainingId: number, code: string, savedOffline: string) {
  const scannedAt = new Date().toISOString();
  if ($online.get()) {
    try {
      const answer = await scanTicket(trainingId, code, $session.get());
      $counts.set(answer.counts);
      show(toneOf(answer.outcome), answer.message);
      return;
    } catch (err) {
      if (!offline(err)) {
        show('bad', err instanceof Error ? err.message : String(err));
        return;
      }
      $online.set(false);
    }
  }
  await keepScan({ trainingId, code, scannedAt, sessionId: $session.get() });
  await countWaiting(trainingId);
  show('ok', savedOffline);
}

export async function checkInFound(trainingId: number, registrationId: number, attendee: number) {
  try {
    const answer = await checkInPerson(trainingId, { registrationId, attendee }, $session.get());
    $counts.set(answer.counts);
    show(toneOf(answer.outcome), answer.message);
  } catch (err) {
    show('bad', err instanceof Error ? err.message : String(err));
  }
}

/**
 * Sends the kept scans in one batch. Only what the server answered is forgotten: a send cut off
 * halfway is sent again whole, which the server takes (the earliest scan stands).
 */
export async function flush(trainingId: number, sent: (n: number) => string) {
  const queued = await queuedScans(trainingId);
  if (queued.length === 0) return;
  try {
    const result = await sendBatch(
      trainingId,
      queued.map(({ code, scannedAt, sessionId }) => ({
        code,
        scannedAt,
        sessionId: sessionId ?? null,
      })),
    );
    await forgetScans(queued.flatMap((q) => (q.id === undefined ? [] : [q.id])));
    // Counts of the session this phone shows: the picked one, or (none picked) the server's choice.
    const picked = $session.get();
    if (picked === null || result.counts.sessionId === picked) $counts.set(result.counts);
    const refused = result.answers.filter((a) => toneOf(a.outcome) === 'bad');
    show(
      refused.length ? 'bad' : 'ok',
      [sent(queued.length), ...refused.map((a) => a.message)].join('\n'),
    );
  } catch (err) {
    if (offline(err)) $online.set(false);
  } finally {
    await countWaiting(trainingId);
  }
}

/** Reads the counter; a failure to reach the server means the phone is offline. */
export async function refresh(trainingId: number, sent: (n: number) => string) {
  try {
    $counts.set(await countsOf(trainingId, $session.get()));
    $online.set(true);
    if ($waiting.get() > 0) await flush(trainingId, sent);
  } catch (err) {
    if (offline(err)) $online.set(false);
  }
}

/** Follows the browser's network state; answers the function that stops following it. */
export function watchNetwork(trainingId: number, sent: (n: number) => string): () => void {
  void countWaiting(trainingId);
  const online = () => {
    $online.set(true);
    void flush(trainingId, sent);
  };
  const offlineNow = () => $online.set(false);
  window.addEventListener('online', online);
  window.addEventListener('offline', offlineNow);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offlineNow);
  };
}
