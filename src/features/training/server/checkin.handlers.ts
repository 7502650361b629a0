import { authOf } from '#server/auth/guard.ts';
import { newRouter, type Handler } from '#server/http/openapi.ts';
import { data, list } from '#server/http/reply.ts';
import type { Translate } from '#i18n/index.ts';
import { addServerWords } from '#i18n/server.ts';
import { formatDate } from '#shared/format.ts';
import * as routes from './checkin.routes.ts';
import * as service from './checkin.service.ts';

// The door's messages are the server's own words.
addServerWords();

/** "Already checked in at 09:12 by Wang" (Beijing time), or who came in, or why not. */
function withMessage(t: Translate, a: service.CheckinAnswer) {
  const params = {
    name: a.person?.name ?? '',
    unit: a.person?.unitName ?? '',
    time: a.checkedInAt ? formatDate(a.checkedInAt, 'HH:mm') : '',
    by: a.checkedInBy ?? '',
  };
  return { ...a, message: t(`checkin.outcome.${a.outcome}`, params) };
}

export const scan: Handler<typeof routes.scan> = async (c) => {
  const { db, env, now } = c.var.deps;
  const trainingId = c.req.valid('param').id;
  await service.trainingExists(db, trainingId);
  const answer = await service.scan(db, {
    secret: env.APP_SECRET,
    trainingId,
    code: c.req.valid('json').code,
    at: new Date(now()),
    by: authOf(c).userId,
    via: 'scan',
  });
  return data(c, { ...withMessage(c.var.t, answer), counts: await service.counts(db, trainingId) });
};

export const batch: Handler<typeof routes.batch> = async (c) => {
  const { db, env, now } = c.var.deps;
  const trainingId = c.req.valid('param').id;
  await service.trainingExists(db, trainingId);
  const answers = await service.scanBatch(db, {
    secret: env.APP_SECRET,
    trainingId,
    by: authOf(c).userId,
    now: new Date(now()),
    scans: c.req.valid('json').scans,
  });
  return data(c, {
    answers: answers.map((a) => withMessage(c.var.t, a)),
    counts: await service.counts(db, trainingId),
  });
};

export const person: Handler<typeof routes.person> = async (c) => {
  const { db, now } = c.var.deps;
  const trainingId = c.req.valid('param').id;
  const answer = await service.checkInPerson(db, {
    trainingId,
    ...c.req.valid('json'),
    at: new Date(now()),
    by: authOf(c).userId,
  });
  return data(c, { ...withMessage(c.var.t, answer), counts: await service.counts(db, trainingId) });
};

export const search: Handler<typeof routes.search> = async (c) => {
  const trainingId = c.req.valid('param').id;
  await service.trainingExists(c.var.deps.db, trainingId);
  const { q } = c.req.valid('query');
  return list(c, { rows: q ? await service.search(c.var.deps.db, trainingId, q) : [] });
};

export const counter: Handler<typeof routes.counter> = async (c) => {
  const trainingId = c.req.valid('param').id;
  await service.trainingExists(c.var.deps.db, trainingId);
  return data(c, await service.counts(c.var.deps.db, trainingId));
};

// Longer fixed paths first, before the scan they extend.
export const checkinRouter = newRouter()
  .openapi(routes.batch, batch)
  .openapi(routes.person, person)
  .openapi(routes.search, search)
  .openapi(routes.counter, counter)
  .openapi(routes.scan, scan);
