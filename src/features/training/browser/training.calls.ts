/** Training registration: open trainings, the unit's registrations, and the secretariat's queue. */
import type { z } from 'zod';
import type { trainingRegistration } from '../contract/training.contract.ts';
import { api } from '#client/client.ts';
import { unwrap } from '#client/unwrap.ts';
import { saveStream } from '#client/download.ts';
import { QUIET_HEADER } from '#client/middleware/response.ts';
import { type Decision, decide } from '#client/decision.calls.ts';

export const openTrainings = async () => unwrap(await api().GET('/center/trainings/open')).rows;

export const myTrainingRegistrations = async () =>
  unwrap(await api().GET('/center/training-registrations')).rows;

export const registerForTraining = async (body: z.output<typeof trainingRegistration>) =>
  unwrap(await api().POST('/center/training-registrations', { body })).data;

export const cancelTrainingRegistration = async (id: number) =>
  unwrap(
    await api().POST('/center/training-registrations/{id}/cancel', { params: { path: { id } } }),
  ).data;

export const trainingQueue = async () =>
  unwrap(
    await api().GET('/review/training-registrations', {
      params: { query: { status: 'pending', pageNum: 1, pageSize: 100 } },
    }),
  );

export const reviewTrainingRegistration = (id: number, decision: Decision, opinion: string) =>
  decide('/review/training-registrations/{id}', id, decision, opinion);

export const ticketsOf = async (id: number) =>
  unwrap(
    await api().GET('/center/training-registrations/{id}/tickets', { params: { path: { id } } }),
  ).rows;

export type TicketView = Awaited<ReturnType<typeof ticketsOf>>[number];

export const downloadTickets = async (id: number) =>
  saveStream(
    await api().GET('/center/training-registrations/{id}/tickets/pdf', {
      params: { path: { id } },
      parseAs: 'stream',
    }),
    () => undefined,
  );

export const downloadCertificates = async (id: number) =>
  saveStream(
    await api().GET('/center/training-registrations/{id}/certificates/pdf', {
      params: { path: { id } },
      parseAs: 'stream',
    }),
    () => undefined,
  );

/** Quiet: the /verify page says itself what an unknown code means. */
export const verifyTrainingCertificate = async (code: string) =>
  unwrap(
    await api().GET('/web/verify-training/{code}', {
      params: { path: { code } },
      headers: { [QUIET_HEADER]: '1' },
    }),
  ).data;
