import { beijingToday } from '#shared/format.ts';
import { authOf } from '#server/auth/guard.ts';
import { badRequest } from '#server/http/errors.ts';
import { newRouter, type Handler as H } from '#server/http/openapi.ts';
import { data, list } from '#server/http/reply.ts';
import * as routes from './membership.routes.ts';
import { enterpriseOf, ownsFiles } from '#server/auth/caller.ts';
import * as service from './membership.service.ts';
import type { JoiningFees } from './membership.service.ts';
import { MEMBERS_TABLE } from '#server/site/content-version.ts';

export const getProfile: H<typeof routes.getProfile> = async (c) =>
  data(c, await service.profileOf(c.var.deps.db, enterpriseOf(c)));

export const saveProfile: H<typeof routes.saveProfile> = async (c) => {
  const { data: profile, version } = c.req.valid('json');
  if (!(await ownsFiles(c, profile.attachments)))
    throw badRequest('error.files.notYours', [
      { field: 'attachments', key: 'error.files.notYours' },
    ]);
  const saved = await service.saveProfile(c.var.deps.db, enterpriseOf(c), profile, version);
  return data(c, saved, 'editor.saved');
};

// The application's handlers are given the fee ledger's part (service.JoiningFees).

export const apply =
  (fees: JoiningFees): H<typeof routes.apply> =>
  async (c) =>
    data(
      c,
      await service.applyForMembership(c.var.deps.db, enterpriseOf(c), authOf(c).userId, fees),
      'apply.submitted',
    );

export const myApplications =
  (fees: JoiningFees): H<typeof routes.myApplications> =>
  async (c) =>
    list(c, { rows: await service.applicationsOf(c.var.deps.db, enterpriseOf(c), fees) });

export const pay =
  (fees: JoiningFees): H<typeof routes.pay> =>
  async (c) => {
    const payment = c.req.valid('json');
    if (!(await ownsFiles(c, [payment.receiptFileId])))
      throw badRequest('error.files.notYours', [
        { field: 'receiptFileId', key: 'error.files.notYours' },
      ]);
    const row = await service.reportPayment(
      c.var.deps.db,
      {
        id: c.req.valid('param').id,
        enterpriseId: enterpriseOf(c),
        actor: authOf(c).userId,
        today: beijingToday(c.var.deps.now()),
        payment,
      },
      fees,
    );
    return data(c, row, 'apply.paid');
  };

export const applicationQueue =
  (fees: JoiningFees): H<typeof routes.applicationQueue> =>
  async (c) =>
    list(c, await service.applicationQueue(c.var.deps.db, c.req.valid('query'), fees));

const review =
  (step: service.ReviewStep, fees: JoiningFees): H<typeof routes.secretariatReview> =>
  async (c) => {
    const { decision, opinion } = c.req.valid('json');
    const row = await service.reviewApplication(
      c.var.deps.db,
      {
        step,
        id: c.req.valid('param').id,
        decision,
        opinion,
        actor: authOf(c).userId,
        today: beijingToday(c.var.deps.now()),
      },
      fees,
    );
    // A new member appears in the public members table.
    if (row.status === 'member') c.var.deps.onContentChanged(MEMBERS_TABLE);
    return data(c, row, 'review.done');
  };

export const membershipRouter = (fees: JoiningFees) =>
  newRouter()
    .openapi(routes.getProfile, getProfile)
    .openapi(routes.saveProfile, saveProfile)
    .openapi(routes.apply, apply(fees))
    .openapi(routes.myApplications, myApplications(fees))
    .openapi(routes.pay, pay(fees))
    .openapi(routes.applicationQueue, applicationQueue(fees))
    .openapi(routes.secretariatReview, review('secretariat', fees))
    .openapi(routes.councilReview, review('council', fees))
    .openapi(routes.paymentReview, review('paymentReview', fees));
