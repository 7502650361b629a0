/**
 * Membership change and transfer requests: both follow the application's review
 * pattern, secretariat then council, and the council's pass applies them.
 */
import { z } from 'zod';
import { dataOf, listOf, pageQuery } from '#shared/schemas/envelope.ts';
import { amount, fileId, isoDate, optional, required } from '#shared/schemas/form.ts';
import { LANDLINE_PATTERN, MOBILE_PATTERN } from '#shared/schemas/fields.ts';
import { UNIT_NAME_MAX, UNIT_NAME_MIN, UPLOAD_DEFAULT_MAX_FILES } from '#shared/constants.ts';
import { normaliseName } from '#shared/text.ts';

import { CHANGE_FIELDS, REQUEST_KINDS, REQUEST_STATUS } from '#shared/vocabulary.ts';

export type { RequestKind, RequestStatus } from '#shared/vocabulary.ts';

export const changeBody = z
  .object({
    unitName: optional(UNIT_NAME_MAX)
      .overwrite(normaliseName)
      .refine((v) => v === '' || v.length >= UNIT_NAME_MIN, {
        error: 'validation.unitName.length',
      }),
    legalRepresentative: optional(50),
    enterpriseContact: optional(50),
    phone: optional(20).refine(
      (v) => v === '' || MOBILE_PATTERN.test(v) || LANDLINE_PATTERN.test(v),
      { error: 'validation.phone.invalid' },
    ),
    address: optional(200),
    reason: required(1000),
    attachments: z
      .array(z.string().uuid())
      .max(UPLOAD_DEFAULT_MAX_FILES, { error: 'validation.attachments.tooMany' })
      .default([]),
  })
  .refine((c) => CHANGE_FIELDS.some((f) => c[f] !== ''), {
    path: ['unitName'],
    error: 'validation.change.nothing',
  });

/**
 * A transfer names the unit taking the membership over and the payment between the two. No dates:
 * the target takes over the source's term as it stands, to its last day.
 */
export const transferBody = z.object({
  targetUnit: required(UNIT_NAME_MAX).overwrite(normaliseName),
  invoiceFileId: fileId('validation.invoice.required'),
  paymentAmount: amount.refine((v) => v > 0, { error: 'validation.positive' }),
  paidAt: isoDate,
  reason: optional(1000),
});

export const requestRow = z.object({
  id: z.number(),
  kind: z.enum(REQUEST_KINDS),
  enterpriseId: z.number(),
  unitName: z.string(),
  status: z.enum(REQUEST_STATUS),
  data: z.record(z.string(), z.unknown()),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  history: z.array(
    z.object({
      fromStatus: z.string().nullable(),
      toStatus: z.string(),
      actor: z.string(),
      opinion: z.string().nullable(),
      at: z.string(),
    }),
  ),
});
export type RequestRow = z.infer<typeof requestRow>;
export const requestResponse = dataOf(requestRow);
export const requestListResponse = listOf(requestRow);
export const requestQuery = pageQuery.extend({
  kind: z.enum(REQUEST_KINDS).optional(),
  status: z.enum(REQUEST_STATUS).optional(),
});
export const ownRequestQuery = z.object({ kind: z.enum(REQUEST_KINDS).optional() });
