/** The enterprise information form and the membership workflow. */
import { z } from 'zod';
import { APPLICATION_STATUS } from '#shared/vocabulary.ts';
import { dataOf, listOf } from '#shared/schemas/envelope.ts';
import { UPLOAD_DEFAULT_MAX_FILES } from '#shared/constants.ts';
import { amount, count, fileId, isoDate, optional, phone, required } from '#shared/schemas/form.ts';
import { version } from '#shared/schemas/params.ts';

export const product = z.object({
  name: required(100),
  modelSpec: optional(100),
  avgUnitPrice: amount,
  annualCapacity: amount,
});

export const enterpriseProfile = z
  .object({
    legalRepresentative: required(50),
    legalContact: required(50),
    enterpriseContact: required(50),
    phone,
    landline: optional(20),
    email: optional(100),
    qqWechat: optional(50),
    address: required(200),
    introduction: required(5000),
    industryCategories: z
      .array(z.string().max(4))
      .min(1, { error: 'validation.categories.required' })
      .max(8),
    foundingDate: isoDate,
    buildingArea: amount,
    landArea: amount,
    ownership: z.enum(['owned', 'leased'], { error: 'validation.required' }),
    staffTotal: count,
    technicalStaff: count,
    outputValue: amount,
    salesRevenue: amount,
    exportAmount: amount,
    honours: optional(2000),
    products: z.array(product).min(1, { error: 'validation.products.required' }).max(200),
    /** Ids of the enterprise's own uploads (jpg, jpeg, png, pdf ≤ 5 MB). */
    attachments: z
      .array(z.string().uuid())
      .min(1, { error: 'validation.attachments.required' })
      .max(UPLOAD_DEFAULT_MAX_FILES, { error: 'validation.attachments.tooMany' }),
  })
  .refine((p) => p.technicalStaff <= p.staffTotal, {
    path: ['technicalStaff'],
    error: 'validation.technicalStaff.tooMany',
  });

export type EnterpriseProfileData = z.infer<typeof enterpriseProfile>;
export const profileSave = z.object({ data: enterpriseProfile, version });
export const profileResponse = dataOf(
  z.object({ data: z.record(z.string(), z.unknown()).nullable(), version: z.number() }),
);

export { APPLICATION_STATUS, type ApplicationStatus } from '#shared/vocabulary.ts';

export const applicationRow = z.object({
  id: z.number(),
  enterpriseId: z.number(),
  unitName: z.string(),
  status: z.enum(APPLICATION_STATUS),
  rejectReason: z.string().nullable(),
  payment: z.record(z.string(), z.unknown()).nullable(),
  /** The joining fee the schedule asks of the unit, for the confirmer to compare; null if unset. */
  amountDue: z.string().nullable(),
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
export type ApplicationRow = z.infer<typeof applicationRow>;

/** Review labels pass / reject; a rejection needs its reason. */
export const reviewBody = z
  .object({
    decision: z.enum(['pass', 'reject']),
    opinion: z.string().trim().max(1000).optional().default(''),
  })
  .refine((r) => r.decision === 'pass' || r.opinion.length > 0, {
    path: ['opinion'],
    error: 'validation.rejectReason.required',
  });

/** Applying means accepting the membership agreement (入会协议). */
export const applyBody = z.object({
  agreementAccepted: z.literal(true, { error: 'validation.agreement.required' }),
});

export const paymentBody = z.object({
  companyName: required(200),
  paidOn: isoDate,
  amount: amount.refine((v) => v > 0, { error: 'validation.positive' }),
  receiptFileId: fileId('validation.receipt.required'),
  invoiceTitle: optional(200),
});

export const applicationResponse = dataOf(applicationRow);
export const applicationListResponse = listOf(applicationRow);
