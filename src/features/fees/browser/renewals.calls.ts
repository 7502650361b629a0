/** The secretariat's renewals desk: a year's fees unit by unit, totals, payments recorded by hand. */
import type { z } from 'zod';
import type { invoiceBody, offlinePaymentBody } from '../contract/fees.contract.ts';
import type { paths } from '#client/api.d.ts';
import { api } from '#client/client.ts';
import { saveStream, type Received } from '#client/download.ts';
import { unwrap } from '#client/unwrap.ts';

export type RenewalQuery = NonNullable<paths['/console/renewals']['get']['parameters']['query']>;
export type RenewalFilters = NonNullable<
  paths['/console/renewals/export']['get']['parameters']['query']
>;

export const listRenewals = async (query: RenewalQuery) =>
  unwrap(await api().GET('/console/renewals', { params: { query } }));

export type RenewalRow = Awaited<ReturnType<typeof listRenewals>>['rows'][number];

/** Totals of a year; without one, of the year being collected (the answer names it). */
export const renewalTotals = async (year?: number) =>
  unwrap(await api().GET('/console/renewals/totals', { params: { query: { year } } })).data;

export type RenewalTotals = Awaited<ReturnType<typeof renewalTotals>>;

export const exportRenewalList = async (query: RenewalFilters, onProgress: (r: Received) => void) =>
  saveStream(
    await api().GET('/console/renewals/export', { params: { query }, parseAs: 'stream' }),
    onProgress,
  );

export const recordOfflinePayment = async (
  body: z.output<typeof offlinePaymentBody>,
  once: Record<string, string>,
) => unwrap(await api().POST('/console/renewals/payments', { body, headers: once }));

export const recordInvoice = async (id: number, body: z.output<typeof invoiceBody>) =>
  unwrap(
    await api().PUT('/console/renewals/payments/{id}/invoice', {
      params: { path: { id } },
      body,
    }),
  );

export const staffReceipt = async (id: number) =>
  saveStream(
    await api().GET('/console/renewals/payments/{id}/receipt', {
      params: { path: { id } },
      parseAs: 'stream',
    }),
    () => undefined,
  );
