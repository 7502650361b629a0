/** Tables of this part: the drizzle schema for its rows (migrations come from all of them). */
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { OPTIONAL_MAIL_TOPICS } from '#shared/mail-topics.ts';
import { users } from '../auth/tables.ts';

/**
 * The optional mail an account has turned off, one row a topic. No row: it gets all of it, so a
 * new account and a new topic start on. Essential mail has no row to turn it off with.
 */
export const mailOptOuts = pgTable(
  'mail_opt_out',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topic: text('topic', { enum: OPTIONAL_MAIL_TOPICS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.topic] })],
);
