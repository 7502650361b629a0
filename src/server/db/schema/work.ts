/** What member enterprises file in the centre besides the membership application. */
import * as V from '../../../shared/vocabulary.ts';
import {
  boolean,
  date,
  index,
  numeric,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { enterprises, users } from './accounts.ts';
import { files, trainings } from './content.ts';

/**
 * Statistics reports: one per enterprise, kind and period (YYYY-MM or YYYY). Drafts stay editable,
 * submitted ones are locked until the secretariat sends them back; `version` refuses stale saves.
 */
export const reports = pgTable(
  'stat_report',
  {
    id: serial('id').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: V.REPORT_KINDS }).notNull(),
    period: text('period').notNull(),
    header: jsonb('header').$type<Record<string, unknown>>().notNull(),
    rows: jsonb('rows').$type<Record<string, unknown>[]>().notNull(),
    status: text('status', { enum: V.REPORT_STATUS }).notNull().default('draft'),
    returnReason: text('return_reason'),
    /** Why unusual figures are right, as the unit wrote when it submitted them. */
    explanation: text('explanation'),
    version: integer('version').notNull().default(1),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /**
     * The rows as last handed in: each later submission's changes to them are kept
     * (`stat_report_change`), whatever drafts came between.
     */
    submittedRows: jsonb('submitted_rows').$type<Record<string, unknown>[]>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stat_report_unique').on(t.enterpriseId, t.kind, t.period),
    index('stat_report_period_idx').on(t.kind, t.period),
  ],
);

/**
 * Each reminder to file a period's reports, sent once: written in the transaction that writes the
 * notice, so a second run of the day's round, or a second process, finds it and sends nothing.
 */
export const statReminders = pgTable(
  'stat_reminder',
  {
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    /** `2026-05` for the month's reports, `2026` for the year's. */
    period: text('period').notNull(),
    reminder: text('reminder', { enum: V.STAT_REMINDERS }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.period, t.reminder] })],
);

/** A figure a submission changed from the one before: who, when, from what, to what, why. */
export const reportChanges = pgTable(
  'stat_report_change',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    /** The row (indicator or product code) and the column: `revenue.thisMonth`. */
    figure: text('figure').notNull(),
    before: numeric('before', { precision: 16, scale: 2, mode: 'number' }),
    after: numeric('after', { precision: 16, scale: 2, mode: 'number' }),
    actor: integer('actor')
      .notNull()
      .references(() => users.id),
    /** The person the report names as its filler (填表人) when the change was submitted. */
    filler: text('filler'),
    explanation: text('explanation'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stat_report_change_report_idx').on(t.reportId)],
);

/** Training and event registrations with their attendee list; the secretariat confirms them. */
export const trainingRegistrations = pgTable(
  'training_registration',
  {
    id: serial('id').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    trainingId: integer('training_id')
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: V.TRAINING_REGISTRATION_STATUS }).notNull().default('pending'),
    rejectReason: text('reject_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('training_registration_enterprise_idx').on(t.enterpriseId),
    index('training_registration_training_idx').on(t.trainingId),
  ],
);

/**
 * Who came: one mark per attendee of a confirmed registration (by the attendee's place in its
 * list), set by the secretariat once the training has begun. No mark means not yet checked.
 */
export const trainingAttendance = pgTable(
  'training_attendance',
  {
    registrationId: integer('registration_id')
      .notNull()
      .references(() => trainingRegistrations.id, { onDelete: 'cascade' }),
    attendee: integer('attendee').notNull(),
    attended: boolean('attended').notNull(),
    markedBy: integer('marked_by').references(() => users.id, { onDelete: 'set null' }),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.registrationId, t.attendee] })],
);

/**
 * Membership changes and transfers: the same review pattern as applications (secretariat, then
 * council); the council's pass applies the change.
 */
export const memberRequests = pgTable(
  'member_request',
  {
    id: serial('id').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: V.REQUEST_KINDS }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: V.REQUEST_STATUS }).notNull(),
    rejectReason: text('reject_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_request_enterprise_idx').on(t.enterpriseId, t.kind)],
);

/** Manuscripts contributed to the association's periodicals; editors accept or decline them. */
export const manuscripts = pgTable(
  'manuscript',
  {
    id: serial('id').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    author: text('author').notNull(),
    abstract: text('abstract').notNull(),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id),
    status: text('status', { enum: V.MANUSCRIPT_STATUS }).notNull().default('received'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('manuscript_enterprise_idx').on(t.enterpriseId)],
);

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

/**
 * A member's certificate for one term, found by its code; the public page asks whether it is
 * still good (the unit a member, the term not over).
 */
export const memberCertificates = pgTable(
  'member_certificate',
  {
    code: text('code').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    unitName: text('unit_name').notNull(),
    taxId: text('tax_id').notNull(),
    validUntil: date('valid_until').notNull(),
    issuedOn: date('issued_on').notNull(),
  },
  (t) => [uniqueIndex('member_certificate_term_idx').on(t.enterpriseId, t.validUntil)],
);

/**
 * A published period of industry figures (a month, or a year's annual figures), frozen: what
 * members and the public read, and what later periods are protected against. Each cell keeps its
 * units' parts (never shown) so later rules can see what a late report leaves over.
 */
export const statPublications = pgTable('stat_publication', {
  period: text('period').primaryKey(),
  year: integer('year').notNull(),
  cells: jsonb('cells')
    .$type<Record<string, { hidden: boolean; parts: Record<string, number> }>>()
    .notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
});
