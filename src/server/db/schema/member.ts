/** What member enterprises send: complaints and suggestions (more workflows join this file later). */
import * as V from '../../../shared/vocabulary.ts';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { enterprises, users } from './accounts.ts';
import { files } from './content.ts';

/**
 * Each reminder of a member's term, sent once: the key is the unit, the term's last day and the
 * kind, written in the same transaction as the notice, so a second run finds it and sends nothing.
 */
export const memberReminders = pgTable(
  'member_reminder',
  {
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    termEnd: date('term_end').notNull(),
    kind: text('kind', { enum: V.MEMBER_REMINDERS }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.termEnd, t.kind] })],
);

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

/** The enterprise information form, one row per enterprise; `version` refuses stale saves. */
export const enterpriseProfiles = pgTable('enterprise_profile', {
  enterpriseId: integer('enterprise_id')
    .primaryKey()
    .references(() => enterprises.id, { onDelete: 'cascade' }),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Membership applications: submitted → secretariat review → council review → payment →
 * payment confirmed → member; or rejected at a review with a reason.
 */
export const applications = pgTable(
  'membership_application',
  {
    id: serial('id').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    status: text('status', { enum: V.APPLICATION_STATUS }).notNull(),
    payment: jsonb('payment').$type<Record<string, unknown> | null>(),
    rejectReason: text('reject_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('membership_application_enterprise_idx').on(t.enterpriseId)],
);

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
