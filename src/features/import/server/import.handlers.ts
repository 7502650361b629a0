import { newRouter, type Handler } from '#server/http/openapi.ts';
import { data, list } from '#server/http/reply.ts';
import * as routes from './import.routes.ts';
import { listOldLogs, listRuns, runOf } from './import-read.service.ts';
import * as memberList from './member-list.routes.ts';
import { importMemberList, memberListTemplate } from './member-list.handlers.ts';

export const runs: Handler<typeof routes.runs> = async (c) =>
  list(c, await listRuns(c.var.deps.db, c.req.valid('query')));

export const run: Handler<typeof routes.run> = async (c) =>
  data(c, await runOf(c.var.deps.db, c.req.valid('param').id));

export const oldLogs: Handler<typeof routes.oldLogs> = async (c) =>
  list(c, await listOldLogs(c.var.deps.db, c.req.valid('query')));

export const importRouter = newRouter()
  .openapi(routes.runs, runs)
  .openapi(routes.run, run)
  .openapi(routes.oldLogs, oldLogs)
  .openapi(memberList.memberListTemplate, memberListTemplate)
  .openapi(memberList.importMemberList, importMemberList);
