/** Tables of this part: the drizzle schema for its rows (migrations come from all of them). */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import * as V from '#shared/vocabulary.ts';
import { enterprises, users } from '#server/auth/tables.ts';
import { files } from '#server/files/tables.ts';

export const complaints = pgTable(
  'complaint',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    enterpriseId: integer('enterprise_id').references(() => enterprises.id),
    /** The unit name as it was when sent (the signed-in user's name). */
    unitName: text('unit_name').notNull(),
    name: text('name').notNull(),
    tel: text('tel').notNull(),
    content: text('content').notNull(),
    attachFileId: text('attach_file_id').references(() => files.id),
    status: text('status', { enum: V.COMPLAINT_STATUS }).notNull().default('new'),
    /** The staff member who looks after it. */
    assigneeUserId: integer('assignee_user_id').references(() => users.id),
    /** The answer the sender was sent as a notice. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('complaint_user_idx').on(t.userId), index('complaint_status_idx').on(t.status)],
);
