/** Tables of this part: the drizzle schema for its rows (migrations come from all of them). */
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { AuditSubject } from '#shared/vocabulary.ts';

export interface AuditChange {
  subject: AuditSubject;
  id: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** No reference: the trail outlives the account, so the name is kept as it was then. */
    actorUserId: integer('actor_user_id').notNull(),
    actorName: text('actor_name').notNull(),
    ip: text('ip').notNull(),
    requestId: text('request_id').notNull(),
    method: text('method').notNull(),
    /** The route as declared, ids as parameters: `/review/applications/{id}/council`. */
    route: text('route').notNull(),
    /** The path as called, ids included. */
    path: text('path').notNull(),
    status: integer('status').notNull(),
    /** What was sent, secrets replaced; large bodies keep their field names only. */
    body: jsonb('body').$type<unknown>(),
    changes: jsonb('changes').$type<AuditChange[]>().notNull().default([]),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_actor_idx').on(t.actorUserId, t.at)],
);

/**
 * Every sign-in attempt: the name as typed, the account when one matched, the address and the
 * browser, and the outcome (a translation key). Kept for half a year.
 */
export const loginLog = pgTable(
  'login_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userName: text('user_name').notNull(),
    userId: integer('user_id'),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    ok: boolean('ok').notNull(),
    /** `auth.login.success`, or the refusal's message key. */
    outcome: text('outcome').notNull(),
  },
  (t) => [index('login_log_at_idx').on(t.at), index('login_log_user_idx').on(t.userName, t.at)],
);
