import { authOf } from '#server/auth/guard.ts';
import { newRouter, type Handler } from '#server/http/openapi.ts';
import { data, list } from '#server/http/reply.ts';
import { enterpriseOf, ownsFiles } from '#server/auth/caller.ts';
import * as routes from './manuscripts.routes.ts';
import * as service from './manuscripts.service.ts';

export const myManuscripts: Handler<typeof routes.mine> = async (c) =>
  list(c, await service.ownManuscripts(c.var.deps.db, enterpriseOf(c)));

export const contribute: Handler<typeof routes.contribute> = async (c) => {
  const body = c.req.valid('json');
  const row = await service.contribute(c.var.deps.db, {
    enterpriseId: enterpriseOf(c),
    actor: authOf(c).userId,
    ownsFile: await ownsFiles(c, [body.fileId]),
    body,
  });
  return data(c, row, 'contribute.sent');
};

export const manuscriptQueue: Handler<typeof routes.queue> = async (c) => {
  const q = c.req.valid('query');
  return list(c, await service.manuscriptQueue(c.var.deps.db, q));
};

export const decideManuscript: Handler<typeof routes.decide> = async (c) => {
  const { decision, note } = c.req.valid('json');
  const row = await service.decide(c.var.deps.db, {
    id: c.req.valid('param').id,
    decision,
    note,
    actor: authOf(c).userId,
  });
  return data(c, row, 'review.done');
};

export const manuscriptsRouter = newRouter()
  .openapi(routes.mine, myManuscripts)
  .openapi(routes.contribute, contribute)
  .openapi(routes.queue, manuscriptQueue)
  .openapi(routes.decide, decideManuscript);
