import { AUDIT_STATUS } from '#shared/constants.ts';
import { authOf } from '#server/auth/guard.ts';
import { badRequest } from '#server/http/errors.ts';
import { newRouter, type Handler } from '#server/http/openapi.ts';
import { data, list } from '#server/http/reply.ts';
import { enterpriseOf } from '#server/auth/caller.ts';
import { checkSmsCode } from '#server/auth/sms/codes.ts';
import { textEnterprise } from '#server/notices/notices.ts';
import * as routes from './registration.routes.ts';
import * as service from './registration.service.ts';

export const getOwnRegistration: Handler<typeof routes.mine> = async (c) =>
  data(c, await service.ownRegistration(c.var.deps.db, enterpriseOf(c)));

export const resubmitRegistration: Handler<typeof routes.resubmit> = async (c) => {
  const { smsCode, ...fields } = c.req.valid('json');
  const enterpriseId = enterpriseOf(c);
  const deps = c.var.deps;
  const current = await service.ownRegistration(deps.db, enterpriseId);
  // A new phone is proved like the first one was.
  if (fields.phone !== current.phone) {
    if (!smsCode)
      throw badRequest('validation.smsCode.required', [
        { field: 'smsCode', key: 'validation.smsCode.required' },
      ]);
    await checkSmsCode(deps, fields.phone, 'register', smsCode, { consume: true });
  }
  const saved = await service.resubmitRegistration(deps.db, {
    enterpriseId,
    actor: authOf(c).userId,
    fields,
  });
  return data(c, service.registrationRow(saved, 0), 'registration.resubmitted');
};

export const registrationQueue: Handler<typeof routes.queue> = async (c) =>
  list(c, await service.registrationQueue(c.var.deps.db, c.req.valid('query')));

export const decideRegistration: Handler<typeof routes.decide> = async (c) => {
  const { decision, opinion } = c.req.valid('json');
  const deps = c.var.deps;
  const e = await service.decideRegistration(deps.db, {
    id: c.req.valid('param').id,
    decision,
    opinion,
    actor: authOf(c).userId,
  });
  // The result page promises a text message as well as the notice.
  void textEnterprise(
    deps,
    e.id,
    e.auditStatus === AUDIT_STATUS.passed ? 'registrationPassed' : 'registrationRejected',
  );
  return data(c, service.registrationRow(e, 0), 'review.done');
};

export const voidRegistration: Handler<typeof routes.voidOne> = async (c) => {
  const e = await service.voidRegistration(c.var.deps.db, {
    id: c.req.valid('param').id,
    opinion: c.req.valid('json').opinion,
    actor: authOf(c).userId,
  });
  return data(c, service.registrationRow(e, 0), 'registration.voided');
};

export const registrationRouter = newRouter()
  .openapi(routes.mine, getOwnRegistration)
  .openapi(routes.resubmit, resubmitRegistration)
  .openapi(routes.queue, registrationQueue)
  .openapi(routes.decide, decideRegistration)
  .openapi(routes.voidOne, voidRegistration);
