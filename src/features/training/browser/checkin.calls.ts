/**
 * The door's calls. Quiet: the page itself says what went wrong (an offline scan is kept, not an
 * error); a staff member may scan the same code twice on purpose, so repeats are let through.
 */
import { api } from '#client/client.ts';
import { ALLOW_REPEAT_HEADER } from '#client/middleware/duplicate.ts';
import { QUIET_HEADER } from '#client/middleware/response.ts';
import { unwrap } from '#client/unwrap.ts';

const quiet = { [QUIET_HEADER]: '1', [ALLOW_REPEAT_HEADER]: '1' };
const at = (id: number) => ({ params: { path: { id } }, headers: quiet });

/** The session the phone is at (null: the training has none), sent only when there is one. */
const inSession = (sessionId: number | null) => (sessionId === null ? {} : { sessionId });

export const scanTicket = async (trainingId: number, code: string, sessionId: number | null) =>
  unwrap(
    await api().POST('/console/trainings/{id}/checkin', {
      ...at(trainingId),
      body: { code, ...inSession(sessionId) },
    }),
  ).data;

export type ScanAnswer = Awaited<ReturnType<typeof scanTicket>>;
export type Counts = ScanAnswer['counts'];

export const sendBatch = async (
  trainingId: number,
  scans: { code: string; scannedAt: string; sessionId: number | null }[],
) =>
  unwrap(
    await api().POST('/console/trainings/{id}/checkin/batch', {
      ...at(trainingId),
      body: {
        scans: scans.map(({ sessionId, ...s }) => ({ ...s, ...inSession(sessionId) })),
      },
    }),
  ).data;

export const checkInPerson = async (
  trainingId: number,
  person: { registrationId: number; attendee: number },
  sessionId: number | null,
) =>
  unwrap(
    await api().POST('/console/trainings/{id}/checkin/person', {
      ...at(trainingId),
      body: { ...person, ...inSession(sessionId) },
    }),
  ).data;

const sessionQuery = (sessionId: number | null) =>
  sessionId === null ? {} : { session: sessionId };

export const searchPeople = async (trainingId: number, q: string, sessionId: number | null) =>
  unwrap(
    await api().GET('/console/trainings/{id}/checkin/search', {
      params: { path: { id: trainingId }, query: { q, ...sessionQuery(sessionId) } },
      headers: quiet,
    }),
  ).rows;

export type FoundPerson = Awaited<ReturnType<typeof searchPeople>>[number];

export const countsOf = async (trainingId: number, sessionId: number | null) =>
  unwrap(
    await api().GET('/console/trainings/{id}/checkin/counts', {
      params: { path: { id: trainingId }, query: sessionQuery(sessionId) },
      headers: quiet,
    }),
  ).data;

export const sessionsAtDoor = async (trainingId: number) =>
  unwrap(await api().GET('/console/trainings/{id}/sessions', at(trainingId))).rows;

export type DoorSession = Awaited<ReturnType<typeof sessionsAtDoor>>[number];
