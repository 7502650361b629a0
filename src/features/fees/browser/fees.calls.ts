/** Calls about the annual fee: the unit's statement and payments; the secretariat's queue. */
import type { z } from 'zod';
import type { feePaymentBody } from '../contract/fees.contract.ts';
import { api } from '#client/client.ts';
import { saveStream } from '#client/download.ts';
import { unwrap } from '#client/unwrap.ts';
import { type Decision, decide } from '#client/decision.calls.ts';

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

/** A confirmed payment's receipt, saved as a PDF under the name the server gives. */
export const downloadReceipt = async (id: number) =>
  saveStream(
    await api().GET('/center/fees/payments/{id}/receipt', {
      params: { path: { id } },
      parseAs: 'stream',
    }),
    () => undefined,
  );

/** The member certificate of the current term, as a PDF. */
export const downloadCertificate = async () =>
  saveStream(await api().GET('/center/certificate', { parseAs: 'stream' }), () => undefined);
