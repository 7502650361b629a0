import { authOf } from '#server/auth/guard.ts';
import { noteChange } from '#server/audit/audit-scope.ts';
import { XLSX_TYPE, xlsxStream } from '#server/export/xlsx.ts';
import { sendFile } from '#server/http/send-file.ts';
import { newRouter, type Handler } from '#server/http/openapi.ts';
import { data, list } from '#server/http/reply.ts';
import { inboxSheet } from './inbox.export.ts';
import * as routes from './inbox.routes.ts';
import * as inbox from './inbox.service.ts';

export const listComplaints: Handler<typeof routes.list> = async (c) =>
  list(c, await inbox.listInbox(c.var.deps.db, c.req.valid('query'), authOf(c).userId));

export const exportComplaints: Handler<typeof routes.exportList> = async (c) => {
  const filters = c.req.valid('query');
  const me = authOf(c).userId;
  const db = c.var.deps.db;
  const rows = await inbox.countInbox(db, filters, me);
  noteChange({ subject: 'complaints', id: 'export', after: { ...filters, rows } });
  const day = new Date(c.var.deps.now()).toISOString().slice(0, 10);
  const name = `${c.var.t('console.complaints.sheet')}-${day}.xlsx`;
  return sendFile({
    body: xlsxStream(inboxSheet(db, filters, me, c.var.t)),
    type: XLSX_TYPE,
    name,
    rows,
  });
};

export const complaintStaff: Handler<typeof routes.staff> = async (c) =>
  data(c, await inbox.assignees(c.var.deps.db));

export const complaintDetail: Handler<typeof routes.detail> = async (c) =>
  data(c, await inbox.complaintDetail(c.var.deps.db, c.req.valid('param').id));

export const assignComplaint: Handler<typeof routes.assign> = async (c) => {
  const { id } = c.req.valid('param');
  await inbox.assign(c.var.deps.db, id, c.req.valid('json').assigneeUserId, authOf(c).userId);
  return data(c, { id }, 'console.complaints.assigned');
};

export const replyComplaint: Handler<typeof routes.reply> = async (c) => {
  const { id } = c.req.valid('param');
  const { db, now } = c.var.deps;
  await inbox.reply(db, id, c.req.valid('json').reply, authOf(c).userId, new Date(now()));
  return data(c, { id }, 'console.complaints.replied');
};

export const closeComplaint: Handler<typeof routes.close> = async (c) => {
  const { id } = c.req.valid('param');
  await inbox.close(c.var.deps.db, id, authOf(c).userId, c.req.valid('json').opinion);
  return data(c, { id }, 'console.complaints.closed');
};

// Fixed paths first: `/export` and `/assignees` would otherwise be read as ids.
export const inboxRouter = newRouter()
  .openapi(routes.exportList, exportComplaints)
  .openapi(routes.staff, complaintStaff)
  .openapi(routes.list, listComplaints)
  .openapi(routes.detail, complaintDetail)
  .openapi(routes.assign, assignComplaint)
  .openapi(routes.reply, replyComplaint)
  .openapi(routes.close, closeComplaint);
