import { authOf } from '#server/auth/guard.ts';
import { noteChange } from '#server/audit/audit-scope.ts';
import { beijingToday } from '#shared/format.ts';
import { XLSX_TYPE, xlsxStream } from '#server/export/xlsx.ts';
import { sendFile } from '#server/http/send-file.ts';
import { newRouter, type Handler } from '#server/http/openapi.ts';
import { data, list } from '#server/http/reply.ts';
import { attendeeSheet } from './attendance.export.ts';
import * as routes from './attendance.routes.ts';
import * as desk from './attendance.service.ts';
import { reorderWaitlist, setCapacity, textPromoted, waitlistOf } from './waitlist.service.ts';
import { bumpContentVersion } from '#server/site/content-version.ts';
import { detailKey, listKey } from '#shared/page-keys.ts';

export const listTrainings: Handler<typeof routes.list> = async (c) => {
  const today = beijingToday(c.var.deps.now());
  return list(
    c,
    await desk.listTrainings(c.var.deps.db, c.var.locale, c.req.valid('query'), today),
  );
};

export const trainingAttendees: Handler<typeof routes.attendees> = async (c) => {
  const today = beijingToday(c.var.deps.now());
  const { id } = c.req.valid('param');
  return data(c, await desk.attendeeList(c.var.deps.db, c.var.locale, id, today));
};

export const markAttendance: Handler<typeof routes.mark> = async (c) => {
  const { db, now } = c.var.deps;
  const counts = await desk.markAttendance(db, {
    trainingId: c.req.valid('param').id,
    ...c.req.valid('json'),
    actor: authOf(c).userId,
    today: beijingToday(now()),
  });
  return data(c, counts, 'console.trainings.marked');
};

/** A list of people with their phones leaving the house is kept in the audit trail. */
export const exportAttendees: Handler<typeof routes.exportAttendees> = async (c) => {
  const { db, now } = c.var.deps;
  const today = beijingToday(now());
  const { id } = c.req.valid('param');
  const { training, attendees } = await desk.attendeeList(db, c.var.locale, id, today);
  noteChange({ subject: 'trainingAttendees', id: String(id), after: { rows: attendees.length } });
  // Whole characters only (half an emoji cannot be encoded), no control or direction marks.
  const title = Array.from(training.title.replace(/[\\/:*?"<>|\p{Cc}\p{Cf}]/gu, ' '))
    .slice(0, 60)
    .join('');
  const name = `${title}-${c.var.t('console.trainings.sheet')}-${today}.xlsx`;
  const sheet = attendeeSheet(attendees, c.var.t, training.sessions);
  return sendFile({ body: xlsxStream(sheet), type: XLSX_TYPE, name, rows: attendees.length });
};

export const waitlist: Handler<typeof routes.waitlist> = async (c) =>
  list(c, { rows: await waitlistOf(c.var.deps.db, c.req.valid('param').id) });

export const reorder: Handler<typeof routes.reorder> = async (c) => {
  const { db } = c.var.deps;
  const trainingId = c.req.valid('param').id;
  const promoted = await reorderWaitlist(db, {
    trainingId,
    order: c.req.valid('json').order,
    actor: authOf(c).userId,
  });
  textPromoted(c.var.deps, promoted);
  return list(c, { rows: await waitlistOf(db, trainingId) }, 'console.trainings.waitlistSaved');
};

export const capacity: Handler<typeof routes.capacity> = async (c) => {
  const { db, now } = c.var.deps;
  const trainingId = c.req.valid('param').id;
  const seats = c.req.valid('json').capacity;
  const promoted = await setCapacity(db, {
    trainingId,
    capacity: seats,
    actor: authOf(c).userId,
    now: now(),
  });
  textPromoted(c.var.deps, promoted);
  // The training's page and the list show the seats.
  await bumpContentVersion(c.var.deps, {
    keys: [listKey('train'), detailKey('training', trainingId)],
    removed: [],
  });
  const waiting = (await waitlistOf(db, trainingId)).length;
  return data(
    c,
    { capacity: seats, promoted: promoted.length, waiting },
    'console.trainings.capacitySaved',
  );
};

// The export's longer fixed path is declared before the list it extends.
export const attendanceRouter = newRouter()
  .openapi(routes.exportAttendees, exportAttendees)
  .openapi(routes.attendees, trainingAttendees)
  .openapi(routes.mark, markAttendance)
  .openapi(routes.waitlist, waitlist)
  .openapi(routes.reorder, reorder)
  .openapi(routes.capacity, capacity)
  .openapi(routes.list, listTrainings);
