/** Tables of this part: the drizzle schema for its rows (migrations come from all of them). */
import { bigint, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns.ts';

/** Fixed-window counters for rate limits and lockouts, shared by every API process. */
export const rateLimits = pgTable('rate_limit', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * A form's idempotency key: the first request with it runs, a retry gets the stored answer (or is
 * told the first is still running), so a double click or a lost connection files nothing twice.
 */
export const idempotencyKeys = pgTable('idempotency_key', {
  key: text('key').primaryKey(),
  status: integer('status'),
  response: jsonb('response'),
  createdAt: createdAt(),
});

/**
 * Server half of the duplicate-submit guard: one row per identical write inside the window.
 * Unlogged (migration 0025, drizzle has no word for it): a migration that recreates the table
 * must say so again.
 */
export const submitGuards = pgTable('submit_guard', {
  key: text('key').primaryKey(),
  at: bigint('at', { mode: 'number' }).notNull(),
});
