/** Training registration: open trainings, the unit's registrations, and the secretariat's queue. */
import type { z } from 'zod';
import type { trainingRegistration } from '../contract/training.contract.ts';
import { api } from '#client/client.ts';
import { unwrap } from '#client/unwrap.ts';
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
