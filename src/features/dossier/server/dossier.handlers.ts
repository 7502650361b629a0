import { newRouter, type Handler } from '#server/http/openapi.ts';
import { data } from '#server/http/reply.ts';
import * as routes from './dossier.routes.ts';
import { dossierOf } from './dossier.service.ts';

export const getDossier: Handler<typeof routes.dossier> = async (c) =>
  data(c, await dossierOf(c.var.deps.db, c.req.valid('param').id));

export const dossierRouter = newRouter().openapi(routes.dossier, getDossier);
