import { authOf } from '#server/auth/guard.ts';
import { newRouter, type Handler } from '#server/http/openapi.ts';
import { data, list } from '#server/http/reply.ts';
import * as routes from './profile.routes.ts';
import { recentActionsOf } from './profile.service.ts';
import { ownDetailsOf, saveOwnDetails } from './own-details.ts';

export const recentActions: Handler<typeof routes.recentActions> = async (c) =>
  list(c, { rows: await recentActionsOf(c.var.deps.db, authOf(c).userId) });

export const getOwnDetails: Handler<typeof routes.getOwnDetails> = async (c) =>
  data(c, await ownDetailsOf(c.var.deps.db, authOf(c).userId));

export const putOwnDetails: Handler<typeof routes.saveOwnDetails> = async (c) =>
  data(
    c,
    await saveOwnDetails(c.var.deps.db, authOf(c).userId, c.req.valid('json')),
    'profile.saved',
  );

export const profileRouter = newRouter()
  .openapi(routes.recentActions, recentActions)
  .openapi(routes.getOwnDetails, getOwnDetails)
  .openapi(routes.saveOwnDetails, putOwnDetails);
