/** The annual fee: a unit's statement and payments; the secretariat confirms them. */
import { createRoute } from '@hono/zod-openapi';
import * as S from '../contract/fees.contract.ts';
import { reviewBody } from '#features/membership/contract/membership.contract.ts';
import { idParams } from '#shared/schemas/params.ts';
import { bearer, fileResponses, jsonBody, jsonResponses } from '#server/http/openapi.ts';
import { requirePermission } from '#server/auth/guard.ts';

const CONFIRM = requirePermission('review:payment:confirm');

export const statement = createRoute({
  method: 'get',
  path: '/center/fees',
  tags: ['center'],
  security: bearer,
  // Applicants asked to pay the joining fee read it too.
  middleware: [requirePermission('member:fee:pay', 'member:application:apply')] as const,
  summary: 'What the unit owes for a year, the account to pay into, and its fee payments',
  responses: jsonResponses(S.feeStatementResponse),
});

export const report = createRoute({
  method: 'post',
  path: '/center/fees/payments',
  tags: ['center'],
  security: bearer,
  // A lapsed member has lost the member role but renews here: the service checks the unit.
  middleware: [requirePermission('member:fee:pay', 'member:application:apply')] as const,
  summary:
    'A member (or a lapsed one, renewing) reports its payment of a year’s fee with the remittance receipt',
  request: { body: jsonBody(S.feePaymentBody) },
  responses: jsonResponses(S.feePaymentResponse),
});

export const queue = createRoute({
  method: 'get',
  path: '/review/fee-payments',
  tags: ['review'],
  security: bearer,
  middleware: [CONFIRM] as const,
  summary: 'Secretariat: fee payments by state',
  request: { query: S.feePaymentQuery },
  responses: jsonResponses(S.feePaymentListResponse),
});

export const decide = createRoute({
  method: 'post',
  path: '/review/fee-payments/{id}',
  tags: ['review'],
  security: bearer,
  middleware: [CONFIRM] as const,
  summary: 'Secretariat: confirm a fee payment or send it back with the reason',
  request: { params: idParams, body: jsonBody(reviewBody) },
  responses: jsonResponses(S.feePaymentResponse),
});

export const receipt = createRoute({
  method: 'get',
  path: '/center/fees/payments/{id}/receipt',
  tags: ['center'],
  security: bearer,
  middleware: [requirePermission('member:fee:pay', 'member:application:apply')] as const,
  summary: 'The receipt of one of the unit’s confirmed payments, as a PDF in Chinese and English',
  request: { params: idParams },
  responses: fileResponses('application/pdf', 'The receipt'),
});
