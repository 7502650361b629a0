import { authOf } from '#server/auth/guard.ts';
import { newRouter, type Handler } from '#server/http/openapi.ts';
import { data, list } from '#server/http/reply.ts';
import * as routes from './broadcast.routes.ts';
import {
  addressableUnits,
  audienceSize,
  listBroadcasts,
  sendBroadcast,
  withdrawBroadcast,
} from './broadcast.service.ts';

export const listSent: Handler<typeof routes.list> = async (c) =>
  list(c, await listBroadcasts(c.var.deps.db, c.req.valid('query')));

export const audienceOf: Handler<typeof routes.audience> = async (c) =>
  data(c, await audienceSize(c.var.deps.db, c.req.valid('query')));

export const unitsToAddress: Handler<typeof routes.units> = async (c) =>
  data(c, await addressableUnits(c.var.deps.db, c.req.valid('query').q));

export const sendNotice: Handler<typeof routes.send> = async (c) =>
  data(
    c,
    await sendBroadcast(c.var.deps.db, c.req.valid('json'), authOf(c).userId),
    'console.notices.sent',
  );

export const withdrawNotice: Handler<typeof routes.withdraw> = async (c) => {
  const { id } = c.req.valid('param');
  await withdrawBroadcast(c.var.deps.db, id, new Date(c.var.deps.now()));
  return data(c, { id }, 'console.notices.withdrawn');
};

// The fixed path is declared before the one with an id.
export const broadcastRouter = newRouter()
  .openapi(routes.audience, audienceOf)
  .openapi(routes.units, unitsToAddress)
  .openapi(routes.list, listSent)
  .openapi(routes.send, sendNotice)
  .openapi(routes.withdraw, withdrawNotice);
