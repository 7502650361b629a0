/** Membership change and transfer requests, the unit's and the reviewers'. */
import type { z } from 'zod';
import type {
  changeBody,
  RequestKind,
  RequestStatus,
  transferBody,
} from '../contract/requests.contract.ts';
import { api } from '#client/client.ts';
import { unwrap } from '#client/unwrap.ts';
import { type Decision, decide } from '#client/decision.calls.ts';

export const myRequests = async (kind: RequestKind) =>
  unwrap(await api().GET('/center/requests', { params: { query: { kind } } })).rows;

export const askChange = async (body: z.output<typeof changeBody>) =>
  unwrap(await api().POST('/center/requests/change', { body })).data;

export const askTransfer = async (body: z.output<typeof transferBody>) =>
  unwrap(await api().POST('/center/requests/transfer', { body })).data;

export const requestQueue = async (status: RequestStatus) =>
  unwrap(
    await api().GET('/review/requests', {
      params: { query: { status, pageNum: 1, pageSize: 100 } },
    }),
  ).rows;

/** The secretariat and the council decide a request each at their own address. */
const REQUEST_STEP = {
  secretariat: '/review/requests/{id}/secretariat',
  council: '/review/requests/{id}/council',
} as const;

export const reviewRequest = (
  step: keyof typeof REQUEST_STEP,
  id: number,
  decision: Decision,
  opinion: string,
) => decide(REQUEST_STEP[step], id, decision, opinion);
