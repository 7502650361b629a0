/**
 * The annual membership fee: what a unit owes and where to send it (association configuration),
 * and the payments it reports with their remittance receipts.
 */
import { z } from 'zod';
import { dataOf, listOf, pageQuery } from '#shared/schemas/envelope.ts';
import { amount, fileId, isoDate, optional, required } from '#shared/schemas/form.ts';
import { id } from '#shared/schemas/params.ts';
import { isValidUscc } from '#shared/uscc.ts';

import { FEE_PAYMENT_SOURCES, FEE_PAYMENT_STATUS, MEMBER_STANDINGS } from '#shared/vocabulary.ts';

export type { FeePaymentStatus } from '#shared/vocabulary.ts';

/** The account members remit to, in both languages. */
export const feeAccount = z.object({
  name: z.string(),
  nameEn: z.string().optional(),
  bank: z.string(),
  bankEn: z.string().optional(),
  number: z.string(),
});
export type FeeAccount = z.infer<typeof feeAccount>;

/** Yuan with two decimals, by user type, with a default for the other types. */
export const feeSchedule = z.record(z.string(), z.string().regex(/^\d{1,9}(\.\d{1,2})?$/));

export const feePaymentRow = z.object({
  id: z.number(),
  enterpriseId: z.number(),
  unitName: z.string(),
  year: z.number(),
  amount: z.number(),
  paidOn: z.string(),
  companyName: z.string(),
  /** The remittance receipt; none for a payment the secretariat recorded by hand. */
  receiptFileId: z.string().nullable(),
  source: z.enum(FEE_PAYMENT_SOURCES),
  invoiceTitle: z.string(),
  invoiceTaxId: z.string(),
  /** The invoice once issued: its number and day. */
  invoiceNo: z.string().nullable(),
  invoiceIssuedOn: z.string().nullable(),
  /** The association's receipt, once the payment is confirmed. */
  receiptNo: z.string().nullable(),
  /** The membership the payment buys, first and last day (a joining fee from the day of joining). */
  periodStart: z.string(),
  periodEnd: z.string(),
  /** What the fee schedule asks of the unit now, for the confirmer to compare; null if unset. */
  amountDue: z.string().nullable(),
  status: z.enum(FEE_PAYMENT_STATUS),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
});
export type FeePaymentRow = z.infer<typeof feePaymentRow>;

export const feeStatement = z.object({
  /** The year a payment now counts for. */
  year: z.number(),
  /** The membership paying now buys: from the day of joining for a new member, else the year's. */
  period: z.object({ start: z.string(), end: z.string() }),
  /**
   * The day the next bill opens (its payment notice), while it is not open yet: a member whose
   * term runs on pays nothing before then. Null when paying is open.
   */
  opensOn: z.string().nullable(),
  /** What the unit owes for a year, in yuan; null until the association sets its fees. */
  amount: z.string().nullable(),
  account: feeAccount.nullable(),
  payments: z.array(feePaymentRow),
  /** The unit's term: where it stands, the last day, and the last day of its grace. */
  term: z.object({
    standing: z.enum(MEMBER_STANDINGS).nullable(),
    until: z.string().nullable(),
    graceEnd: z.string().nullable(),
  }),
});
export const feeStatementResponse = dataOf(feeStatement);

export const feePaymentBody = z.object({
  year: z.coerce.number().int().min(2000).max(2100),
  companyName: required(200),
  paidOn: isoDate,
  amount: amount.refine((v) => v > 0, { error: 'validation.positive' }),
  receiptFileId: fileId('validation.receipt.required'),
  invoiceTitle: optional(200),
  /** The tax ID printed on the invoice: a valid unified social credit code, when given. */
  invoiceTaxId: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => v === '' || isValidUscc(v), { error: 'validation.taxId.invalid' })
    .optional()
    .default(''),
});

/** A payment the secretariat records itself (cash, cheque, a transfer seen on the statement). */
export const offlinePaymentBody = feePaymentBody
  .omit({ receiptFileId: true, companyName: true })
  .extend({
    enterpriseId: id,
    /** How it came in, for the record and the unit's notice. */
    note: required(500),
  });

/** The invoice a unit asked for, as issued. */
export const invoiceBody = z.object({ invoiceNo: required(40), issuedOn: isoDate });

export const feePaymentResponse = dataOf(feePaymentRow);
export const feePaymentListResponse = listOf(feePaymentRow);
export const feePaymentQuery = pageQuery.extend({ status: z.enum(FEE_PAYMENT_STATUS).optional() });
