/** Tables of this part: the drizzle schema for its rows (migrations come from all of them). */
import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import * as V from '#shared/vocabulary.ts';
import { enterprises, users } from '#server/auth/tables.ts';

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
