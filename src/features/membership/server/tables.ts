/** Tables of this part: the drizzle schema for its rows (migrations come from all of them). */
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import * as V from '#shared/vocabulary.ts';
import { enterprises } from '#server/auth/tables.ts';

export const memberReminders = pgTable(
  'member_reminder',
  {
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    termEnd: date('term_end').notNull(),
    kind: text('kind', { enum: V.MEMBER_REMINDERS }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.termEnd, t.kind] })],
);

/**
 * Membership applications: submitted → secretariat review → council review → payment →
 * payment confirmed → member; or rejected at a review with a reason.
 */
export const applications = pgTable(
  'membership_application',
  {
    id: serial('id').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    status: text('status', { enum: V.APPLICATION_STATUS }).notNull(),
    payment: jsonb('payment').$type<Record<string, unknown> | null>(),
    rejectReason: text('reject_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('membership_application_enterprise_idx').on(t.enterpriseId)],
);
