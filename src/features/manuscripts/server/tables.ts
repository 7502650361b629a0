/** Tables of this part: the drizzle schema for its rows (migrations come from all of them). */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import * as V from '#shared/vocabulary.ts';
import { enterprises, users } from '#server/auth/tables.ts';
import { files } from '#server/files/tables.ts';

/** Manuscripts contributed to the association's periodicals; editors accept or decline them. */
export const manuscripts = pgTable(
  'manuscript',
  {
    id: serial('id').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    author: text('author').notNull(),
    abstract: text('abstract').notNull(),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id),
    status: text('status', { enum: V.MANUSCRIPT_STATUS }).notNull().default('received'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('manuscript_enterprise_idx').on(t.enterpriseId)],
);
