/** Members' centre calls: enterprise information, applications, payments, and their review queues. */
import type { ApplicationStatus } from '#shared/vocabulary.ts';
import type { z } from 'zod';
import type { enterpriseProfile, paymentBody } from '../contract/membership.contract.ts';
import type { AuditStatus } from '#shared/constants.ts';
import { api } from '#client/client.ts';
import { unwrap } from '#client/unwrap.ts';
import { type Decision, decide } from '#client/decision.calls.ts';

export const getProfile = async () => unwrap(await api().GET('/center/enterprise/profile')).data;

/** Carries the version the form started from: the server refuses a save over a newer one. */
export const saveProfile = async (data: z.output<typeof enterpriseProfile>, version: number) =>
  unwrap(await api().PUT('/center/enterprise/profile', { body: { data, version } }));

export const applyForMembership = async () =>
  unwrap(await api().POST('/center/applications', { body: { agreementAccepted: true } })).data;

export const myApplications = async () => unwrap(await api().GET('/center/applications')).rows;

export const payFee = async (id: number, body: z.output<typeof paymentBody>) =>
  unwrap(await api().POST('/center/applications/{id}/payment', { params: { path: { id } }, body }))
    .data;

export const registrationQueue = async (status: AuditStatus) =>
  unwrap(
    await api().GET('/review/registrations', {
      params: { query: { status, pageNum: 1, pageSize: 50 } },
    }),
  );

export const reviewRegistration = (id: number, decision: Decision, opinion: string) =>
  decide('/review/registrations/{id}', id, decision, opinion);

export const applicationQueue = async (status: ApplicationStatus) =>
  unwrap(
    await api().GET('/review/applications', {
      params: { query: { status, pageNum: 1, pageSize: 50 } },
    }),
  );

/** Each step of an application is decided at its own address. */
const APPLICATION_STEP = {
  secretariat: '/review/applications/{id}/secretariat',
  council: '/review/applications/{id}/council',
  payment: '/review/applications/{id}/payment',
} as const;
export type ReviewStep = keyof typeof APPLICATION_STEP;

export const reviewApplication = (
  step: ReviewStep,
  id: number,
  decision: Decision,
  opinion: string,
) => decide(APPLICATION_STEP[step], id, decision, opinion);
