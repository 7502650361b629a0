/**
 * The training desk in the console: trainings with their counts, and one training's people with
 * who came. A mark is saved as it is clicked, the way a clerk checks people in at the door; the
 * list then shows what the server holds.
 */
import { atom } from 'nanostores';
import {
  type Attendee,
  type AttendeeList,
  attendeesOf,
  type DeskTraining,
  exportAttendees,
  listDeskTrainings,
  markAttendance,
  type TrainingQuery,
} from './training-desk.calls.ts';
import type { Received } from '#client/download.ts';
import { given, pagedList } from '#client/stores/paged-list.ts';

export type TrainingFilterValues = {
  q: string;
  when: '' | NonNullable<TrainingQuery['when']>;
};

export const trainingDesk = pagedList<TrainingFilterValues, DeskTraining>({
  noFilters: { q: '', when: '' },
  idOf: (row) => row.id,
  pageSize: 20,
  fetch: ({ filters, pageNum, pageSize }) =>
    listDeskTrainings({ pageNum, pageSize, ...given(filters) }),
});

export const $attendees = atom<AttendeeList | null>(null);
/** The open training could not be read (gone, or the server refused): the page says so. */
export const $attendeesFailed = atom(false);

// Answers can come back out of order (a training left for another, ticks in quick turn): only
// the answer to the last question is shown.
let asked = 0;
export async function openTraining(id: number): Promise<void> {
  const ticket = ++asked;
  if ($attendees.get()?.training.id !== id) $attendees.set(null);
  $attendeesFailed.set(false);
  try {
    const list = await attendeesOf(id);
    if (ticket === asked) $attendees.set(list);
  } catch (err) {
    if (ticket === asked) $attendeesFailed.set(true);
    throw err;
  }
}

/** Marks people of the open training; the list is read again whatever the answer. */
async function mark(people: Attendee[], attended: boolean, onlyUnmarked = false): Promise<void> {
  const open = $attendees.get();
  if (!open || people.length === 0) return;
  try {
    await markAttendance(
      open.training.id,
      people.map((p) => ({ registrationId: p.registrationId, attendee: p.attendee, attended })),
      onlyUnmarked,
    );
  } finally {
    await openTraining(open.training.id);
  }
}

export const setAttended = (person: Attendee, attended: boolean) => mark([person], attended);

/**
 * Everyone confirmed and not yet marked is marked present: the usual start of a day's roll. A
 * mark another clerk made in the meantime stays as it is.
 */
export const markRestPresent = () =>
  mark(
    ($attendees.get()?.attendees ?? []).filter(
      (p) => p.registrationStatus === 'passed' && p.attended === null,
    ),
    true,
    true,
  );

export const exportOpenTraining = (onProgress: (r: Received) => void) => {
  const open = $attendees.get();
  return open ? exportAttendees(open.training.id, onProgress) : Promise.resolve();
};
