/** Tables of this part: the drizzle schema for its rows (migrations come from all of them). */
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import * as V from '#shared/vocabulary.ts';
import { users } from '#server/auth/tables.ts';

/**
 * A notice the secretariat wrote to many units at once: whom it went to, how many accounts got
 * it (one sys_notice row each, so each one's reading is known), and whether it was withdrawn.
 */
export const noticeBroadcasts = pgTable(
  'notice_broadcast',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    titleEn: text('title_en'),
    /** Sanitized HTML. */
    content: text('content').notNull(),
    contentEn: text('content_en'),
    linkTo: text('link_to'),
    linkTitle: text('link_title'),
    linkTitleEn: text('link_title_en'),
    audience: text('audience', { enum: V.NOTICE_AUDIENCES }).notNull(),
    userType: text('user_type'),
    unitIds: jsonb('unit_ids').$type<number[]>(),
    recipients: integer('recipients').notNull(),
    sentBy: integer('sent_by')
      .notNull()
      .references(() => users.id),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [index('notice_broadcast_sent_idx').on(t.sentAt)],
);

/** System notices: to everyone (receiveType all) or to one user (receiverId). */
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
    sendUserEn: text('send_user_en'),
    sendTime: timestamp('send_time', { withTimezone: true }).notNull().defaultNow(),
    messageType: text('message_type').notNull().default('system'),
    /** all or user. */
    receiveType: text('receive_type').notNull().default('user'),
    receiverId: integer('receiver_id').references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('0'),
    linkTo: text('link_to'),
    linkTitle: text('link_title'),
    linkTitleEn: text('link_title_en'),
    /** The secretariat's notice this copy belongs to, when it was one. */
    broadcastId: integer('broadcast_id').references(() => noticeBroadcasts.id),
  },
  (t) => [
    index('sys_notice_receiver_idx').on(t.receiverId),
    index('sys_notice_broadcast_idx').on(t.broadcastId),
  ],
);

/** Who has read which notice. */
export const noticeReads = pgTable(
  'sys_notice_read',
  {
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.userId] })],
);
