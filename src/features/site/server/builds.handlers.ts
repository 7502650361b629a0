import { newRouter, type Handler } from '#server/http/openapi.ts';
import { data, list } from '#server/http/reply.ts';
import * as routes from './builds.routes.ts';
import { buildById, listBuilds, retryBuild } from './builds.service.ts';

export const buildList: Handler<typeof routes.buildList> = async (c) =>
  list(c, await listBuilds(c.var.deps.db, c.req.valid('query'), c.var.t));

export const buildOne: Handler<typeof routes.buildOne> = async (c) =>
  data(c, await buildById(c.var.deps.db, c.req.valid('param').id, c.var.t));

/** Answers the build queued in its place, for the console to follow. */
export const buildRetry: Handler<typeof routes.buildRetry> = async (c) => {
  const buildId = await retryBuild(c.var.deps, c.req.valid('param').id);
  return data(c, { queued: true, buildId }, 'build.retried');
};

export const buildsRouter = newRouter()
  .openapi(routes.buildList, buildList)
  .openapi(routes.buildOne, buildOne)
  .openapi(routes.buildRetry, buildRetry);
