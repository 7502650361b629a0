import { newRouter, type Handler } from '#server/http/openapi.ts';
import { data, done, list } from '#server/http/reply.ts';
import { authOf } from '#server/auth/guard.ts';
import * as routes from './sessions.routes.ts';
import {
  endAllSessions,
  endSession,
  endSessionsOfUser,
  liveSessions,
  loginAttempts,
} from './sessions.service.ts';

export const listSessions: Handler<typeof routes.list> = async (c) =>
  list(c, await liveSessions(c.var.deps.db, c.req.valid('query'), c.var.deps.now()));

export const endOne: Handler<typeof routes.end> = async (c) => {
  await endSession(c.var.deps.db, c.req.valid('param').id);
  return done(c, 'console.sessions.ended');
};

export const endOfUser: Handler<typeof routes.endOfUser> = async (c) =>
  data(
    c,
    await endSessionsOfUser(c.var.deps.db, c.req.valid('param').userId),
    'console.sessions.endedUser',
  );

export const endAll: Handler<typeof routes.endAll> = async (c) =>
  data(c, await endAllSessions(c.var.deps.db, authOf(c).tokenHash), 'console.sessions.endedAll');

export const listLogins: Handler<typeof routes.logins> = async (c) => {
  const { total, rows } = await loginAttempts(c.var.deps.db, c.req.valid('query'));
  return list(c, { total, rows: rows.map((r) => ({ ...r, outcomeText: c.var.t(r.outcome) })) });
};

export const sessionsRouter = newRouter()
  .openapi(routes.list, listSessions)
  .openapi(routes.end, endOne)
  .openapi(routes.endOfUser, endOfUser)
  .openapi(routes.endAll, endAll)
  .openapi(routes.logins, listLogins);
