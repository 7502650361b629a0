/** Tables of this part: the drizzle schema for its rows (migrations come from all of them). */
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '#server/auth/tables.ts';

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
