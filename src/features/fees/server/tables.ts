/** Tables of this part: the drizzle schema for its rows (migrations come from all of them). */
import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import * as V from '#shared/vocabulary.ts';
import { sql } from 'drizzle-orm';
import { enterprises } from '#server/auth/tables.ts';
import { files } from '#server/files/tables.ts';

/**
 * A member's payment of an annual fee: reported with its remittance receipt, confirmed or sent
 * back by the secretariat. The invoice the unit asks for is recorded with it.
 */
export const feePayments = pgTable(
  'fee_payment',
  {
    id: serial('id').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    paidOn: date('paid_on').notNull(),
    companyName: text('company_name').notNull(),
    /** The remittance receipt; a payment the secretariat records by hand may have none. */
    receiptFileId: text('receipt_file_id').references(() => files.id),
    source: text('source', { enum: V.FEE_PAYMENT_SOURCES }).notNull().default('remittance'),
    invoiceTitle: text('invoice_title').notNull().default(''),
    invoiceTaxId: text('invoice_tax_id').notNull().default(''),
    /** The invoice as issued: its number and day, once the secretariat has sent it. */
    invoiceNo: text('invoice_no'),
    invoiceIssuedOn: date('invoice_issued_on'),
    status: text('status', { enum: V.FEE_PAYMENT_STATUS }).notNull().default('submitted'),
    rejectReason: text('reject_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('fee_payment_enterprise_idx').on(t.enterpriseId, t.year),
    // One year is paid once: two reports (or a report and a clerk's record) cannot both stand.
    uniqueIndex('fee_payment_open_year_idx')
      .on(t.enterpriseId, t.year)
      .where(sql`${t.status} in ('submitted', 'confirmed')`),
  ],
);

/**
 * The receipt of a confirmed payment, as issued: what it says is copied here, so it never changes
 * when the unit does, and it is kept when everything else about the unit is erased.
 */
export const feeReceipts = pgTable(
  'fee_receipt',
  {
    /** `2026-000001`: the year of issue and its sequence, from `receipt_counter`. */
    number: text('number').primaryKey(),
    // No foreign keys: a receipt outlives the payment and the unit it was issued to.
    paymentId: integer('payment_id').notNull(),
    enterpriseId: integer('enterprise_id').notNull(),
    unitName: text('unit_name').notNull(),
    taxId: text('tax_id').notNull(),
    year: integer('year').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'string' }).notNull(),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    paidOn: date('paid_on').notNull(),
    issuedOn: date('issued_on').notNull(),
  },
  (t) => [
    uniqueIndex('fee_receipt_payment_idx').on(t.paymentId),
    index('fee_receipt_enterprise_idx').on(t.enterpriseId),
  ],
);

/**
 * The last receipt number of each year. It moves in the transaction that confirms the payment, so
 * a confirmation that fails takes its number back with it: the numbers have no gaps.
 */
export const receiptCounters = pgTable('receipt_counter', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});
