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
    version: integer('version').notNull().default(1),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stat_report_unique').on(t.enterpriseId, t.kind, t.period),
    index('stat_report_period_idx').on(t.kind, t.period),
  ],
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
    receiptFileId: text('receipt_file_id')
      .notNull()
      .references(() => files.id),
    invoiceTitle: text('invoice_title').notNull().default(''),
    invoiceTaxId: text('invoice_tax_id').notNull().default(''),
    status: text('status', { enum: V.FEE_PAYMENT_STATUS }).notNull().default('submitted'),
    rejectReason: text('reject_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('fee_payment_enterprise_idx').on(t.enterpriseId, t.year)],
);
