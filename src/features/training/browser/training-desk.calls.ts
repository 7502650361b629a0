/** The secretariat's training desk: trainings, one training's people, attendance, the list as a file. */
import type { paths } from '#client/api.d.ts';
import { api } from '#client/client.ts';
import { saveStream, type Received } from '#client/download.ts';
import { unwrap } from '#client/unwrap.ts';

export type TrainingQuery = NonNullable<paths['/console/trainings']['get']['parameters']['query']>;
type Marks =
  paths['/console/trainings/{id}/attendance']['put']['requestBody']['content']['application/json']['marks'];
const at = (id: number) => ({ params: { path: { id } } });

export const listDeskTrainings = async (query: TrainingQuery) =>
  unwrap(await api().GET('/console/trainings', { params: { query } }));

export type DeskTraining = Awaited<ReturnType<typeof listDeskTrainings>>['rows'][number];

export const attendeesOf = async (id: number) =>
  unwrap(await api().GET('/console/trainings/{id}/attendees', at(id))).data;

export type AttendeeList = Awaited<ReturnType<typeof attendeesOf>>;
export type Attendee = AttendeeList['attendees'][number];

export const markAttendance = async (id: number, marks: Marks, onlyUnmarked = false) =>
  unwrap(
    await api().PUT('/console/trainings/{id}/attendance', {
      ...at(id),
      body: { marks, onlyUnmarked },
    }),
  );

export const exportAttendees = async (id: number, onProgress: (r: Received) => void) =>
  saveStream(
    await api().GET('/console/trainings/{id}/attendees/export', {
      ...at(id),
      parseAs: 'stream',
    }),
    onProgress,
  );

export const waitlistOf = async (id: number) =>
  unwrap(await api().GET('/console/trainings/{id}/waitlist', at(id))).rows;

export type WaitingRow = Awaited<ReturnType<typeof waitlistOf>>[number];

export const reorderWaitlist = async (id: number, order: number[]) =>
  unwrap(await api().PUT('/console/trainings/{id}/waitlist', { ...at(id), body: { order } })).rows;

export const downloadBadges = async (id: number) =>
  saveStream(
    await api().GET('/console/trainings/{id}/badges', { ...at(id), parseAs: 'stream' }),
    () => undefined,
  );

export const issueCertificates = async (id: number) =>
  unwrap(await api().POST('/console/trainings/{id}/certificates', at(id))).data;

export const downloadCertificates = async (id: number) =>
  saveStream(
    await api().GET('/console/trainings/{id}/certificates/pdf', { ...at(id), parseAs: 'stream' }),
    () => undefined,
  );

type SessionsBody =
  paths['/console/trainings/{id}/sessions']['put']['requestBody']['content']['application/json'];

export const sessionsOf = async (id: number) =>
  unwrap(await api().GET('/console/trainings/{id}/sessions', at(id))).rows;

export type SessionRow = Awaited<ReturnType<typeof sessionsOf>>[number];

export const saveSessions = async (id: number, sessions: SessionsBody['sessions']) =>
  unwrap(await api().PUT('/console/trainings/{id}/sessions', { ...at(id), body: { sessions } }))
    .rows;

export const setCapacity = async (id: number, capacity: number) =>
  unwrap(await api().PUT('/console/trainings/{id}/capacity', { ...at(id), body: { capacity } }))
    .data;
