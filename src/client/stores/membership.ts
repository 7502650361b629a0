/** Members' centre actions: enterprise information, applications, payments, and the review queues. */
import type { z } from 'zod';
import type { enterpriseProfile, paymentBody } from '#shared/schemas/membership.ts';
import type { AuditStatus } from '#shared/constants.ts';
import type { ApplicationStatus } from '#shared/vocabulary.ts';
import { api } from '../client.ts';

export async function getProfile() {
  return (await api.GET('/center/enterprise/profile')).data!.data;
}
export async function saveProfile(data: z.input<typeof enterpriseProfile>, version: number) {
  return (
    await api.PUT('/center/enterprise/profile', {
      body: { data: data as z.output<typeof enterpriseProfile>, version },
    })
  ).data!;
}
export async function applyForMembership() {
  return (await api.POST('/center/applications', { body: { agreementAccepted: true } })).data!.data;
}
export async function myApplications() {
  return (await api.GET('/center/applications')).data!.rows;
}
export async function payFee(id: number, body: z.input<typeof paymentBody>) {
  return (
    await api.POST('/center/applications/{id}/payment', {
      params: { path: { id } },
      body: body as z.output<typeof paymentBody>,
    })
  ).data!.data;
}
export async function registrationQueue(status: AuditStatus) {
  return (
    await api.GET('/review/registrations', {
      params: { query: { status, pageNum: 1, pageSize: 50 } },
    })
  ).data!;
}
export async function reviewRegistration(id: number, decision: 'pass' | 'reject', opinion: string) {
  return (
    await api.POST('/review/registrations/{id}', {
      params: { path: { id } },
      body: { decision, opinion },
    })
  ).data!;
}
export async function applicationQueue(status: ApplicationStatus) {
  return (
    await api.GET('/review/applications', {
      params: { query: { status, pageNum: 1, pageSize: 50 } },
    })
  ).data!;
}
export type ReviewStep = 'secretariat' | 'council' | 'payment';
export async function reviewApplication(
  step: ReviewStep,
  id: number,
  decision: 'pass' | 'reject',
  opinion: string,
) {
  const path = `/review/applications/{id}/${step}` as '/review/applications/{id}/secretariat';
  return (await api.POST(path, { params: { path: { id } }, body: { decision, opinion } })).data!
    .data;
}
