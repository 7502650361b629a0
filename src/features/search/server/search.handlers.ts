/** The site search's handler and router. */
import { newRouter, type Handler } from '#server/http/openapi.ts';
import { data } from '#server/http/reply.ts';
import * as routes from './search.routes.ts';
import { search } from './search.service.ts';
import { staffSearch as findRecords } from './staff-search.service.ts';
import { authOf } from '#server/auth/guard.ts';

export const searchList: Handler<typeof routes.searchList> = async (c) =>
  data(c, await search(c.var.deps.db, c.req.valid('query'), c.var.locale, c.var.auth));

export const staffSearch: Handler<typeof routes.staffSearch> = async (c) =>
  data(c, { rows: await findRecords(c.var.deps.db, c.req.valid('query').q, authOf(c)) });

export const searchRouter = newRouter()
  .openapi(routes.searchList, searchList)
  .openapi(routes.staffSearch, staffSearch);
