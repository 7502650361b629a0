/** Tables of this part: the drizzle schema for its rows (migrations come from all of them). */
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import * as V from '#shared/vocabulary.ts';

/**
 * Work that waits for its time: a scheduled publication, a reminder. A job runs once: it is
 * claimed, done and marked done in one transaction, so a crash leaves it due, never half done.
 */
export const jobs = pgTable(
  'job',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    /** Names the job's purpose: scheduling the same thing again replaces the job, never adds one. */
    key: text('key').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: V.JOB_STATUS }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('job_key').on(t.key), index('job_due_idx').on(t.status, t.runAt)],
);
