/** The staff's audit trail: one row per action, never changed or removed (a trigger refuses it). */
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A record an action changed: which one, and its fields before and after. */
export interface AuditChange {
  subject: string;
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
