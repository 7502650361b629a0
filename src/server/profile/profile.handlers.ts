import { authOf } from '../auth/guard.ts';
import { newRouter, type Handler } from '../http/openapi.ts';
import { list } from '../http/reply.ts';
import * as routes from './profile.routes.ts';
import { recentActionsOf } from './profile.service.ts';

export const recentActions: Handler<typeof routes.recentActions> = async (c) =>
  list(c, { rows: await recentActionsOf(c.var.deps.db, authOf(c).userId) });

export const profileRouter = newRouter().openapi(routes.recentActions, recentActions);
