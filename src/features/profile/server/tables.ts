/** Tables of this part: the drizzle schema for its rows (migrations come from all of them). */
import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { enterprises } from '#server/auth/tables.ts';

/** The enterprise information form, one row per enterprise; `version` refuses stale saves. */
export const enterpriseProfiles = pgTable('enterprise_profile', {
  enterpriseId: integer('enterprise_id')
    .primaryKey()
    .references(() => enterprises.id, { onDelete: 'cascade' }),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
