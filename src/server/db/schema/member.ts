/** What member enterprises send: complaints and suggestions (more workflows join this file later). */
import { integer, pgTable, serial, text, timestamp, index } from 'drizzle-orm/pg-core';
import { enterprises, users } from './accounts.ts';
import { files } from './content.ts';

export const complaints = pgTable(
  'complaint',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    enterpriseId: integer('enterprise_id').references(() => enterprises.id),
    /** The unit name as it was when sent (SPEC §3: the logged-in user's name). */
    unitName: text('unit_name').notNull(),
    name: text('name').notNull(),
    tel: text('tel').notNull(),
    content: text('content').notNull(),
    attachFileId: text('attach_file_id').references(() => files.id),
    /** 0 new, 1 handled. */
    status: text('status').notNull().default('0'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('complaint_user_idx').on(t.userId)],
);
