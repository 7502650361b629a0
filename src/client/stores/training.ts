/** Training registration: open trainings, the unit's registrations, and the secretariat's queue. */
import type { z } from 'zod';
import type { trainingRegistration } from '#shared/schemas/training.ts';
import { api } from '../client.ts';

export async function openTrainings() {
  return (await api.GET('/center/trainings/open')).data!.rows;
}
export async function myTrainingRegistrations() {
  return (await api.GET('/center/training-registrations')).data!.rows;
}
export async function registerForTraining(body: z.input<typeof trainingRegistration>) {
  return (
    await api.POST('/center/training-registrations', {
      body: body as z.output<typeof trainingRegistration>,
    })
  ).data!.data;
}
export async function cancelTrainingRegistration(id: number) {
  return (
    await api.POST('/center/training-registrations/{id}/cancel', { params: { path: { id } } })
  ).data!.data;
}
export async function trainingQueue(status = 'pending') {
  return (
    await api.GET('/review/training-registrations', {
      params: { query: { status: status as 'pending', pageNum: 1, pageSize: 100 } },
    })
  ).data!;
}
export async function reviewTrainingRegistration(
  id: number,
  decision: 'pass' | 'reject',
  opinion: string,
) {
  return (
    await api.POST('/review/training-registrations/{id}', {
      params: { path: { id } },
      body: { decision, opinion },
    })
  ).data!.data;
}
