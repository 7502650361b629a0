/** Tables of this part: the drizzle schema for its rows (migrations come from all of them). */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import * as V from '#shared/vocabulary.ts';
import { users } from '../auth/tables.ts';

/** Every state change of a registration or application: who, when, the opinion. */
export const workflowLog = pgTable(
  'workflow_log',
  {
    id: serial('id').primaryKey(),
    subject: text('subject', { enum: V.WORKFLOW_SUBJECTS }).notNull(),
    subjectId: integer('subject_id').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorUserId: integer('actor_user_id')
      .notNull()
      .references(() => users.id),
    opinion: text('opinion'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('workflow_log_subject_idx').on(t.subject, t.subjectId)],
);
