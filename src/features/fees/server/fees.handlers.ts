import { beijingToday } from '#shared/format.ts';
import { MEMBERS_TABLE } from '#server/site/content-version.ts';
import { authOf } from '#server/auth/guard.ts';
import { badRequest } from '#server/http/errors.ts';
import { newRouter, type Handler } from '#server/http/openapi.ts';
import { sendFile } from '#server/http/send-file.ts';
import { data, list } from '#server/http/reply.ts';
import { enterpriseOf, ownsFiles } from '#server/auth/caller.ts';
import * as routes from './fees.routes.ts';
import * as service from './fees.service.ts';
import { receiptDownload } from './receipt.pdf.ts';

export const feeStatement: Handler<typeof routes.statement> = async (c) =>
  data(c, await service.statementOf(c.var.deps.db, enterpriseOf(c), c.var.deps.now()));

export const reportFeePayment: Handler<typeof routes.report> = async (c) => {
  const body = c.req.valid('json');
  if (!(await ownsFiles(c, [body.receiptFileId])))
    throw badRequest('error.files.notYours', [
      { field: 'receiptFileId', key: 'error.files.notYours' },
    ]);
  const row = await service.reportPayment(c.var.deps.db, {
    enterpriseId: enterpriseOf(c),
    actor: authOf(c).userId,
    today: beijingToday(c.var.deps.now()),
    body,
  });
  return data(c, row, 'fee.reported');
};

export const feePaymentQueue: Handler<typeof routes.queue> = async (c) =>
  list(c, await service.paymentQueue(c.var.deps.db, c.req.valid('query')));

export const decideFeePayment: Handler<typeof routes.decide> = async (c) => {
  const { decision, opinion } = c.req.valid('json');
  const { row, restored } = await service.decidePayment(c.var.deps.db, {
    id: c.req.valid('param').id,
    decision,
    opinion,
    actor: authOf(c).userId,
    today: beijingToday(c.var.deps.now()),
  });
  // A lapsed member renewed is in the public members table again.
  if (restored) c.var.deps.onContentChanged(MEMBERS_TABLE);
  return data(c, row, 'review.done');
};

export const memberReceipt: Handler<typeof routes.receipt> = async (c) =>
  sendFile(
    await receiptDownload(c.var.deps, {
      paymentId: c.req.valid('param').id,
      enterpriseId: enterpriseOf(c),
      t: c.var.t,
    }),
  );

export const feesRouter = newRouter()
  .openapi(routes.statement, feeStatement)
  .openapi(routes.report, reportFeePayment)
  .openapi(routes.queue, feePaymentQueue)
  .openapi(routes.decide, decideFeePayment)
  .openapi(routes.receipt, memberReceipt);
