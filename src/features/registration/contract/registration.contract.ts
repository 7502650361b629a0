/**
 * A unit's registration: what it corrects and sends again after a rejection, and what the
 * secretariat reads beside each decision.
 */
import { z } from 'zod';
import * as F from '#shared/schemas/fields.ts';
import { dataOf, listOf } from '#shared/schemas/envelope.ts';
import { AUDIT_STATUS } from '#shared/constants.ts';

const AUDIT_STATES = Object.values(AUDIT_STATUS);

/** The registration fields a unit may correct; a new phone is proved with a phone code. */
export const registrationCorrection = z.object({
  unitName: F.unitName,
  taxId: F.taxId,
  contactPerson: F.contactPerson,
  email: F.email,
  phone: F.mobile,
  /** Needed only when the phone changes. */
  smsCode: z.string().trim().max(12).optional().default(''),
});

export const registrationRow = z.object({
  id: z.number(),
  unitName: z.string(),
  taxId: z.string(),
  contactPerson: z.string(),
  phone: z.string(),
  email: z.string(),
  auditStatus: z.enum(AUDIT_STATES),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  /** Other registrations under review that claim the same name or tax ID. */
  sameClaims: z.number(),
});
export const registrationResponse = dataOf(registrationRow);
export const registrationListResponse = listOf(registrationRow);

/** Voiding closes a registration that is not the unit's; the reason is kept in the log. */
export const voidBody = z.object({
  opinion: z
    .string()
    .trim()
    .min(1, { error: 'validation.voidReason.required' })
    .max(1000, { error: 'validation.tooLong' }),
});
