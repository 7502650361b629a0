/** What member enterprises send: complaints and suggestions (more workflows join this file later). */
import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
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

/** System notices (SPEC §3): to everyone (receiveType all) or to one user (receiverId). */
export const notices = pgTable(
  'sys_notice',
  {
    id: serial('id').primaryKey(),
    noticeTitle: text('notice_title').notNull(),
    noticeTitleEn: text('notice_title_en'),
    /** Sanitized HTML. */
    noticeContent: text('notice_content').notNull(),
    noticeContentEn: text('notice_content_en'),
    sendUser: text('send_user').notNull(),
    sendTime: timestamp('send_time', { withTimezone: true }).notNull().defaultNow(),
    messageType: text('message_type').notNull().default('system'),
    /** all or user. */
    receiveType: text('receive_type').notNull().default('user'),
    receiverId: integer('receiver_id').references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('0'),
    linkTo: text('link_to'),
    linkTitle: text('link_title'),
  },
  (t) => [index('sys_notice_receiver_idx').on(t.receiverId)],
);

/** Who has read which notice. */
export const noticeReads = pgTable(
  'sys_notice_read',
  {
    noticeId: integer('notice_id').notNull().references(() => notices.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.userId] })],
);
