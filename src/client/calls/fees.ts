/** Calls about the annual fee: the unit's statement and payments; the secretariat's queue. */
import type { z } from 'zod';
import type { feePaymentBody } from '#shared/schemas/fees.ts';
import { api } from '../client.ts';
import { unwrap } from '../unwrap.ts';
import { type Decision, decide } from './review.ts';

export const feeStatement = async () => unwrap(await api().GET('/center/fees')).data;

export const reportFeePayment = async (
  body: z.output<typeof feePaymentBody>,
  once: Record<string, string>,
) => unwrap(await api().POST('/center/fees/payments', { body, headers: once }));

export const feePaymentQueue = async () =>
  unwrap(
    await api().GET('/review/fee-payments', {
      params: { query: { status: 'submitted', pageNum: 1, pageSize: 100 } },
    }),
  ).rows;

export const decideFeePayment = (id: number, decision: Decision, opinion: string) =>
  decide('/review/fee-payments/{id}', id, decision, opinion);
