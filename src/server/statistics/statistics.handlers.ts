import { hasPermi } from '#shared/permissions.ts';
import { authOf } from '../auth/guard.ts';
import { newRouter, type Handler } from '../http/openapi.ts';
import { data } from '../http/reply.ts';
import * as routes from './statistics.routes.ts';
import { industryFor } from './statistics.service.ts';
import { dueReports } from './collection.ts';
import { enterpriseOf } from '../auth/caller.ts';
import { beijingToday } from '#shared/format.ts';

/** Only those who read every report see every figure; everyone else the published ones. */
export const industryFigures: Handler<typeof routes.industry> = async (c) => {
  const { year, view } = c.req.valid('query');
  const staff = hasPermi(authOf(c).permissions, 'report:statistics:view');
  const shown = staff ? (view ?? 'all') : 'published';
  return data(c, await industryFor(c.var.deps.db, year, shown));
};

export const reportsDue: Handler<typeof routes.due> = async (c) =>
  data(c, await dueReports(c.var.deps.db, enterpriseOf(c), beijingToday(c.var.deps.now())));

export const statisticsRouter = newRouter()
  .openapi(routes.industry, industryFigures)
  .openapi(routes.due, reportsDue);
