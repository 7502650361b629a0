/** Membership change and transfer requests, the unit's and the reviewers'. */
import type { z } from 'zod';
import type {
  changeBody,
  RequestKind,
  RequestStatus,
  transferBody,
} from '#shared/schemas/request.ts';
import { api } from '../client.ts';

export async function myRequests(kind: RequestKind) {
  return (await api.GET('/center/requests', { params: { query: { kind } } })).data!.rows;
}
export async function askChange(body: z.output<typeof changeBody>) {
  return (await api.POST('/center/requests/change', { body })).data!.data;
}
export async function askTransfer(body: z.output<typeof transferBody>) {
  return (await api.POST('/center/requests/transfer', { body })).data!.data;
}
export async function requestQueue(status: RequestStatus) {
  return (
    await api.GET('/review/requests', { params: { query: { status, pageNum: 1, pageSize: 100 } } })
  ).data!.rows;
}
export async function reviewRequest(
  step: 'secretariat' | 'council',
  id: number,
  decision: 'pass' | 'reject',
  opinion: string,
) {
  const path = `/review/requests/{id}/${step}` as '/review/requests/{id}/secretariat';
  return (await api.POST(path, { params: { path: { id } }, body: { decision, opinion } })).data!
    .data;
}
