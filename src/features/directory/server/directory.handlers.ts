import { noteChange } from '#server/audit/audit-scope.ts';
import { XLSX_TYPE, xlsxStream } from '#server/export/xlsx.ts';
import { sendFile } from '#server/http/send-file.ts';
import { newRouter, type Handler } from '#server/http/openapi.ts';
import { data, list } from '#server/http/reply.ts';
import { directorySheet } from './directory.export.ts';
import * as routes from './directory.routes.ts';
import { countDirectory, directoryDetail, listDirectory } from './directory.service.ts';

export const listUnits: Handler<typeof routes.list> = async (c) =>
  list(c, await listDirectory(c.var.deps.db, c.req.valid('query')));

export const unitDetail: Handler<typeof routes.detail> = async (c) =>
  data(c, await directoryDetail(c.var.deps.db, c.req.valid('param').id));

/** The download itself is kept in the audit trail: a list of every unit is worth knowing about. */
export const exportUnits: Handler<typeof routes.exportList> = async (c) => {
  const filters = c.req.valid('query');
  const db = c.var.deps.db;
  const rows = await countDirectory(db, filters);
  noteChange({ subject: 'directory', id: 'export', after: { ...filters, rows } });
  const day = new Date(c.var.deps.now()).toISOString().slice(0, 10);
  const name = `${c.var.t('console.directory.sheet')}-${day}.xlsx`;
  const sheet = directorySheet(db, filters, c.var.t, c.var.locale);
  return sendFile({ body: xlsxStream(sheet), type: XLSX_TYPE, name, rows });
};

// The export's fixed path is declared before the one with an id, which would otherwise take it.
export const directoryRouter = newRouter()
  .openapi(routes.exportList, exportUnits)
  .openapi(routes.list, listUnits)
  .openapi(routes.detail, unitDetail);
