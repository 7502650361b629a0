import { authOf } from '#server/auth/guard.ts';
import { newRouter, type Handler } from '#server/http/openapi.ts';
import { data, list } from '#server/http/reply.ts';
import { enterpriseOf } from '#server/auth/caller.ts';
import { beijingToday } from '#shared/format.ts';
import * as routes from './training.routes.ts';
import * as service from './training.service.ts';
import { issueTickets } from './tickets.service.ts';
import { textPromoted } from './waitlist.service.ts';

export const openTrainings: Handler<typeof routes.openTrainings> = async (c) =>
  list(c, { rows: await service.openTrainings(c.var.deps.db, c.var.locale, c.var.deps.now()) });

export const myRegistrations: Handler<typeof routes.myRegistrations> = async (c) =>
  list(c, await service.ownRegistrations(c.var.deps.db, c.var.locale, enterpriseOf(c)));

export const registerAttendees: Handler<typeof routes.register> = async (c) => {
  const { db, now } = c.var.deps;
  const created = await service.register(db, {
    enterpriseId: enterpriseOf(c),
    actor: authOf(c).userId,
    now: now(),
    body: c.req.valid('json'),
  });
  const message = created.status === 'waitlisted' ? 'train.waitlisted' : 'train.registered';
  return data(c, await service.registrationById(db, c.var.locale, created.id), message);
};

export const cancelRegistration: Handler<typeof routes.cancel> = async (c) => {
  const { db } = c.var.deps;
  const { id } = c.req.valid('param');
  const { promoted } = await service.cancel(db, {
    id,
    enterpriseId: enterpriseOf(c),
    actor: authOf(c).userId,
    today: beijingToday(c.var.deps.now()),
  });
  textPromoted(c.var.deps, promoted);
  return data(c, await service.registrationById(db, c.var.locale, id), 'train.cancelled');
};

export const registrationQueue: Handler<typeof routes.queue> = async (c) => {
  const q = c.req.valid('query');
  return list(c, await service.registrationQueue(c.var.deps.db, c.var.locale, q));
};

export const decideRegistration: Handler<typeof routes.decide> = async (c) => {
  const { db } = c.var.deps;
  const { id } = c.req.valid('param');
  const { decision, opinion } = c.req.valid('json');
  const { promoted } = await service.decide(
    db,
    { id, decision, opinion, actor: authOf(c).userId },
    (tx, row) => issueTickets(tx, c.var.deps, row),
  );
  textPromoted(c.var.deps, promoted);
  return data(c, await service.registrationById(db, c.var.locale, id), 'review.done');
};

export const trainingRouter = newRouter()
  .openapi(routes.openTrainings, openTrainings)
  .openapi(routes.myRegistrations, myRegistrations)
  .openapi(routes.register, registerAttendees)
  .openapi(routes.cancel, cancelRegistration)
  .openapi(routes.queue, registrationQueue)
  .openapi(routes.decide, decideRegistration);
