/**
 * The secretariat's renewals desk: one membership year's fees unit by unit with totals, the list
 * as a spreadsheet, payments recorded by hand, invoices noted as issued, receipts.
 */
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { dataOf, listOf, pageQuery } from '#shared/schemas/envelope.ts';
import * as S from '../contract/fees.contract.ts';
import { idParams } from '#shared/schemas/params.ts';
import { requirePermission } from '#server/auth/guard.ts';
import { bearer, fileResponses, jsonBody, jsonResponses } from '#server/http/openapi.ts';
import { XLSX_TYPE } from '#server/export/xlsx.ts';
import { renewalQuery, renewalRow, renewalTotals } from './renewals.service.ts';

/** Fee collection is the work of those who confirm payments. */
const DESK = requirePermission('review:payment:confirm');
const tags = ['fees'];

export const list = createRoute({
  method: 'get',
  path: '/console/renewals',
  tags,
  security: bearer,
  middleware: [DESK] as const,
  summary: 'Staff: one year’s renewals unit by unit (overdue first), filtered by state and words',
  request: { query: pageQuery.extend(renewalQuery.shape) },
  responses: jsonResponses(listOf(renewalRow)),
});

export const totals = createRoute({
  method: 'get',
  path: '/console/renewals/totals',
  tags,
  security: bearer,
  middleware: [DESK] as const,
  summary:
    'Staff: units and yuan in each state of one year’s renewals (by default the year being collected)',
  request: { query: z.object({ year: renewalQuery.shape.year.optional() }) },
  responses: jsonResponses(dataOf(z.object({ year: z.number(), totals: renewalTotals }))),
});

export const exportRenewals = createRoute({
  method: 'get',
  path: '/console/renewals/export',
  tags,
  security: bearer,
  middleware: [DESK] as const,
  summary: 'Staff: the filtered renewals as an .xlsx spreadsheet, in the list’s order',
  request: { query: renewalQuery },
  responses: fileResponses(XLSX_TYPE, 'The spreadsheet; X-Row-Count tells how many rows follow'),
});

export const offline = createRoute({
  method: 'post',
  path: '/console/renewals/payments',
  tags,
  security: bearer,
  middleware: [DESK] as const,
  summary: 'Staff: record a payment made offline; confirmed at once, the receipt issued',
  request: { body: jsonBody(S.offlinePaymentBody) },
  responses: jsonResponses(S.feePaymentResponse),
});

export const invoice = createRoute({
  method: 'put',
  path: '/console/renewals/payments/{id}/invoice',
  tags,
  security: bearer,
  middleware: [DESK] as const,
  summary: 'Staff: note the invoice a unit asked for as issued (number and day)',
  request: { params: idParams, body: jsonBody(S.invoiceBody) },
  responses: jsonResponses(S.feePaymentResponse),
});

export const receipt = createRoute({
  method: 'get',
  path: '/console/renewals/payments/{id}/receipt',
  tags,
  security: bearer,
  middleware: [DESK] as const,
  summary: 'Staff: the receipt of a confirmed payment, as a PDF',
  request: { params: idParams },
  responses: fileResponses('application/pdf', 'The receipt'),
});
