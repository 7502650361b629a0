/** Tables of this part: the drizzle schema for its rows (migrations come from all of them). */
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import * as V from '#shared/vocabulary.ts';
import { enterprises } from '#server/auth/tables.ts';

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
