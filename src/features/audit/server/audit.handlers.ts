import { newRouter, type Handler } from '#server/http/openapi.ts';
import { list } from '#server/http/reply.ts';
import * as routes from './audit.routes.ts';
import { listAudit } from './audit.service.ts';

export const listTrail: Handler<typeof routes.list> = async (c) =>
  list(c, await listAudit(c.var.deps.db, c.req.valid('query'), c.var.t, c.var.locale));

export const auditRouter = newRouter().openapi(routes.list, listTrail);
