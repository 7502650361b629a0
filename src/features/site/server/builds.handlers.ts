import { newRouter, type Handler } from '#server/http/openapi.ts';
import { data, list } from '#server/http/reply.ts';
import * as routes from './builds.routes.ts';
import { listBuilds, retryBuild } from './builds.service.ts';

export const buildList: Handler<typeof routes.buildList> = async (c) =>
  list(c, await listBuilds(c.var.deps.db, c.req.valid('query'), c.var.t));

export const buildRetry: Handler<typeof routes.buildRetry> = async (c) => {
  await retryBuild(c.var.deps, c.req.valid('param').id);
  return data(c, { queued: true }, 'build.retried');
};

export const buildsRouter = newRouter()
  .openapi(routes.buildList, buildList)
  .openapi(routes.buildRetry, buildRetry);
