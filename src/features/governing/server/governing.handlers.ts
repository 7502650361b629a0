import { data, list } from '#server/http/reply.ts';
import { newRouter, type Handler } from '#server/http/openapi.ts';
import * as routes from './governing.routes.ts';
import { governingRoster, governingUnit } from './governing.service.ts';

export const roster: Handler<typeof routes.list> = async (c) =>
  list(c, { rows: await governingRoster(c.var.deps.db, c.var.locale) });

export const unit: Handler<typeof routes.detail> = async (c) =>
  data(c, await governingUnit(c.var.deps.db, c.var.locale, c.req.valid('param').id));

export const governingRouter = newRouter()
  .openapi(routes.list, roster)
  .openapi(routes.detail, unit);
