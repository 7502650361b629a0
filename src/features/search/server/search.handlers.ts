/** The site search's handler and router. */
import { newRouter, type Handler } from '#server/http/openapi.ts';
import { data } from '#server/http/reply.ts';
import * as routes from './search.routes.ts';
import { search } from './search.service.ts';

export const searchList: Handler<typeof routes.searchList> = async (c) =>
  data(c, await search(c.var.deps.db, c.req.valid('query'), c.var.locale, c.var.auth));

export const searchRouter = newRouter().openapi(routes.searchList, searchList);
