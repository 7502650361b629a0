import { beijingToday } from '#shared/format.ts';
import { noteChange } from '#server/audit/audit-scope.ts';
import { authOf } from '#server/auth/guard.ts';
import { XLSX_TYPE, xlsxStream } from '#server/export/xlsx.ts';
import { sendFile } from '#server/http/send-file.ts';
import { newRouter, type Handler } from '#server/http/openapi.ts';
import { data, list } from '#server/http/reply.ts';
import { MEMBERS_TABLE } from '#server/site/content-version.ts';
import * as fees from './fees.service.ts';
import { receiptDownload } from './receipt.pdf.ts';
import { renewalSheet } from './renewals.export.ts';
import * as routes from './renewals.routes.ts';
import * as renewals from './renewals.service.ts';

export const listRenewals: Handler<typeof routes.list> = async (c) => {
  const { year, state, q, pageNum, pageSize } = c.req.valid('query');
  const all = await renewals.renewalsOf(c.var.deps.db, year, beijingToday(c.var.deps.now()));
  const rows = renewals.filterRenewals(all, { state, q });
  const from = (pageNum - 1) * pageSize;
  return list(c, { rows: rows.slice(from, from + pageSize), total: rows.length });
};

export const renewalTotals: Handler<typeof routes.totals> = async (c) => {
  const { db, now } = c.var.deps;
  const today = beijingToday(now());
  const year = c.req.valid('query').year ?? (await renewals.collectingYear(db, today));
  const rows = await renewals.renewalsOf(db, year, today);
  return data(c, { year, totals: renewals.totalsOf(rows) });
};

export const exportRenewals: Handler<typeof routes.exportRenewals> = async (c) => {
  const { year, ...filters } = c.req.valid('query');
  const today = beijingToday(c.var.deps.now());
  const rows = renewals.filterRenewals(
    await renewals.renewalsOf(c.var.deps.db, year, today),
    filters,
  );
  noteChange({ subject: 'renewals', id: String(year), after: { rows: rows.length, ...filters } });
  const name = `${c.var.t('console.renewals.sheet', { year })}-${today}.xlsx`;
  const sheet = renewalSheet(rows, year, c.var.t);
  return sendFile({ body: xlsxStream(sheet), type: XLSX_TYPE, name, rows: rows.length });
};

export const recordOfflinePayment: Handler<typeof routes.offline> = async (c) => {
  const { row, restored } = await fees.recordOfflinePayment(c.var.deps.db, {
    body: c.req.valid('json'),
    actor: authOf(c).userId,
    today: beijingToday(c.var.deps.now()),
  });
  if (restored) c.var.deps.onContentChanged(MEMBERS_TABLE);
  return data(c, row, 'console.renewals.recorded');
};

export const recordInvoice: Handler<typeof routes.invoice> = async (c) =>
  data(
    c,
    await fees.recordInvoice(c.var.deps.db, {
      id: c.req.valid('param').id,
      ...c.req.valid('json'),
    }),
    'console.renewals.invoiceRecorded',
  );

export const staffReceipt: Handler<typeof routes.receipt> = async (c) =>
  sendFile(
    await receiptDownload(c.var.deps, {
      paymentId: c.req.valid('param').id,
      enterpriseId: null,
      t: c.var.t,
    }),
  );

// The longer fixed paths are declared before the list they extend.
export const renewalsRouter = newRouter()
  .openapi(routes.totals, renewalTotals)
  .openapi(routes.exportRenewals, exportRenewals)
  .openapi(routes.list, listRenewals)
  .openapi(routes.offline, recordOfflinePayment)
  .openapi(routes.invoice, recordInvoice)
  .openapi(routes.receipt, staffReceipt);
