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

export const scanTicket = async (trainingId: number, code: string) =>
  unwrap(await api().POST('/console/trainings/{id}/checkin', { ...at(trainingId), body: { code } }))
    .data;

export type ScanAnswer = Awaited<ReturnType<typeof scanTicket>>;
export type Counts = ScanAnswer['counts'];

export const sendBatch = async (trainingId: number, scans: { code: string; scannedAt: string }[]) =>
  unwrap(
    await api().POST('/console/trainings/{id}/checkin/batch', {
      ...at(trainingId),
      body: { scans },
    }),
  ).data;

export const checkInPerson = async (trainingId: number, registrationId: number, attendee: number) =>
  unwrap(
    await api().POST('/console/trainings/{id}/checkin/person', {
      ...at(trainingId),
      body: { registrationId, attendee },
    }),
  ).data;

export const searchPeople = async (trainingId: number, q: string) =>
  unwrap(
    await api().GET('/console/trainings/{id}/checkin/search', {
      params: { path: { id: trainingId }, query: { q } },
      headers: quiet,
    }),
  ).rows;

export type FoundPerson = Awaited<ReturnType<typeof searchPeople>>[number];

export const countsOf = async (trainingId: number) =>
  unwrap(await api().GET('/console/trainings/{id}/checkin/counts', at(trainingId))).data;
