import { authOf } from '#server/auth/guard.ts';
import { newRouter, type Handler } from '#server/http/openapi.ts';
import { data, list } from '#server/http/reply.ts';
import type { Translate } from '#i18n/index.ts';
import { addServerWords } from '#i18n/server.ts';
import { formatDate } from '#shared/format.ts';
import * as routes from './checkin.routes.ts';
import * as service from './checkin.service.ts';
import * as sessionRoutes from './sessions.routes.ts';
import { saveSessions, sessionForCheckin, sessionPicker, sessionRows } from './sessions.service.ts';

// The door's messages are the server's own words.
addServerWords();

/** "Already checked in at 09:12 by Wang" (Beijing time), or who came in, or why not. */
function withMessage(t: Translate, a: service.CheckinAnswer, sessionId: number | null) {
  const params = {
    name: a.person?.name ?? '',
    unit: a.person?.unitName ?? '',
    time: a.checkedInAt ? formatDate(a.checkedInAt, 'HH:mm') : '',
    by: a.checkedInBy ?? '',
  };
  return { ...a, sessionId, message: t(`checkin.outcome.${a.outcome}`, params) };
}

export const scan: Handler<typeof routes.scan> = async (c) => {
  const { db, env, now } = c.var.deps;
  const trainingId = c.req.valid('param').id;
  await service.trainingExists(db, trainingId);
  const body = c.req.valid('json');
  const sessionId = await sessionForCheckin(db, trainingId, body.sessionId, now());
  const answer = await service.scan(db, {
    secret: env.APP_SECRET,
    trainingId,
    sessionId,
    code: body.code,
    at: new Date(now()),
    by: authOf(c).userId,
    via: 'scan',
  });
  return data(c, {
    ...withMessage(c.var.t, answer, sessionId),
    counts: await countsOf(db, trainingId, sessionId),
  });
};

export const batch: Handler<typeof routes.batch> = async (c) => {
  const { db, env, now } = c.var.deps;
  const trainingId = c.req.valid('param').id;
  await service.trainingExists(db, trainingId);
  // Each scan goes to the session the phone was at when it was made (then, not now).
  const sessionAt = await sessionPicker(db, trainingId);
  const scans = c.req.valid('json').scans.map((s) => ({
    ...s,
    sessionId: sessionAt(s.sessionId, Math.min(Date.parse(s.scannedAt), now()), true),
  }));
  const answers = await service.scanBatch(db, {
    secret: env.APP_SECRET,
    trainingId,
    by: authOf(c).userId,
    now: new Date(now()),
    scans,
  });
  const last = scans.at(-1)?.sessionId ?? null;
  return data(c, {
    answers: answers.map((a, i) => withMessage(c.var.t, a, scans[i]?.sessionId ?? null)),
    counts: await countsOf(db, trainingId, last),
  });
};

export const person: Handler<typeof routes.person> = async (c) => {
  const { db, now } = c.var.deps;
  const trainingId = c.req.valid('param').id;
  const body = c.req.valid('json');
  const sessionId = await sessionForCheckin(db, trainingId, body.sessionId, now());
  const answer = await service.checkInPerson(db, {
    trainingId,
    registrationId: body.registrationId,
    attendee: body.attendee,
    sessionId,
    at: new Date(now()),
    by: authOf(c).userId,
  });
  return data(c, {
    ...withMessage(c.var.t, answer, sessionId),
    counts: await countsOf(db, trainingId, sessionId),
  });
};

export const search: Handler<typeof routes.search> = async (c) => {
  const { db, now } = c.var.deps;
  const trainingId = c.req.valid('param').id;
  await service.trainingExists(db, trainingId);
  const { q, session } = c.req.valid('query');
  const sessionId = await sessionForCheckin(db, trainingId, session, now());
  return list(c, { rows: q ? await service.search(db, trainingId, sessionId, q) : [] });
};

export const counter: Handler<typeof routes.counter> = async (c) => {
  const { db, now } = c.var.deps;
  const trainingId = c.req.valid('param').id;
  await service.trainingExists(db, trainingId);
  const sessionId = await sessionForCheckin(db, trainingId, c.req.valid('query').session, now());
  return data(c, await countsOf(db, trainingId, sessionId));
};

const countsOf = async (
  db: Parameters<typeof service.counts>[0],
  id: number,
  s: number | null,
) => ({
  sessionId: s,
  ...(await service.counts(db, id, s)),
});

export const sessions: Handler<typeof sessionRoutes.list> = async (c) =>
  list(c, { rows: await sessionRows(c.var.deps.db, c.var.locale, c.req.valid('param').id) });

export const setSessions: Handler<typeof sessionRoutes.save> = async (c) => {
  const rows = await saveSessions(
    c.var.deps.db,
    c.var.locale,
    c.req.valid('param').id,
    c.req.valid('json'),
  );
  return list(c, { rows }, 'console.trainings.sessionsSaved');
};

// Longer fixed paths first, before the scan they extend.
export const checkinRouter = newRouter()
  .openapi(routes.batch, batch)
  .openapi(routes.person, person)
  .openapi(routes.search, search)
  .openapi(routes.counter, counter)
  .openapi(sessionRoutes.list, sessions)
  .openapi(sessionRoutes.save, setSessions)
  .openapi(routes.scan, scan);
