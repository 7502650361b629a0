import { authOf } from '#server/auth/guard.ts';
import { badRequest } from '#server/http/errors.ts';
import { newRouter, type Handler } from '#server/http/openapi.ts';
import { data, list } from '#server/http/reply.ts';
import { enterpriseOf, ownsFiles } from '#server/auth/caller.ts';
import { type SetMembership, transferTarget } from './effects.ts';
import * as routes from './requests.routes.ts';
import * as service from './requests.service.ts';
import { MEMBERS_TABLE } from '#server/site/content-version.ts';

export const myRequests: Handler<typeof routes.mine> = async (c) =>
  list(c, {
    rows: await service.requestsOf(c.var.deps.db, enterpriseOf(c), c.req.valid('query').kind),
  });

export const askChange: Handler<typeof routes.askChange> = async (c) => {
  const body = c.req.valid('json');
  if (!(await ownsFiles(c, body.attachments)))
    throw badRequest('error.files.notYours', [
      { field: 'attachments', key: 'error.files.notYours' },
    ]);
  const row = await service.fileRequest(c.var.deps.db, {
    enterpriseId: enterpriseOf(c),
    actor: authOf(c).userId,
    kind: 'change',
    data: body,
  });
  return data(c, row, 'request.submitted');
};

export const askTransfer: Handler<typeof routes.askTransfer> = async (c) => {
  const body = c.req.valid('json');
  if (!(await ownsFiles(c, [body.invoiceFileId])))
    throw badRequest('error.files.notYours', [
      { field: 'invoiceFileId', key: 'error.files.notYours' },
    ]);
  const target = await transferTarget(c.var.deps.db, enterpriseOf(c), body.targetUnit);
  const row = await service.fileRequest(c.var.deps.db, {
    enterpriseId: enterpriseOf(c),
    actor: authOf(c).userId,
    kind: 'transfer',
    data: { ...body, targetUnit: target.unitName, targetEnterpriseId: target.id },
  });
  return data(c, row, 'request.submitted');
};

export const requestQueue: Handler<typeof routes.queue> = async (c) =>
  list(c, await service.requestQueue(c.var.deps.db, c.req.valid('query')));

const review =
  (
    step: 'secretariat' | 'council',
    setMembership: SetMembership,
  ): Handler<typeof routes.secretariat> =>
  async (c) => {
    const { decision, opinion } = c.req.valid('json');
    const auth = authOf(c);
    const row = await service.reviewRequest(
      c.var.deps.db,
      {
        step,
        id: c.req.valid('param').id,
        decision,
        opinion,
        actor: auth.userId,
        permissions: auth.permissions,
        now: c.var.deps.now(),
      },
      setMembership,
    );
    // A transfer or a new name changes the public members table.
    if (row.status === 'done' && (row.kind === 'transfer' || row.data.unitName))
      c.var.deps.onContentChanged(MEMBERS_TABLE);
    return data(c, row, 'review.done');
  };

/** An approved transfer moves a membership through `setMembership` (see effects.ts). */
export const requestsRouter = (setMembership: SetMembership) =>
  newRouter()
    .openapi(routes.mine, myRequests)
    .openapi(routes.askChange, askChange)
    .openapi(routes.askTransfer, askTransfer)
    .openapi(routes.queue, requestQueue)
    .openapi(routes.secretariat, review('secretariat', setMembership))
    .openapi(routes.council, review('council', setMembership));
