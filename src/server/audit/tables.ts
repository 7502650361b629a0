/** Tables of this part: the drizzle schema for its rows (migrations come from all of them). */
import {
  bigint,
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
    /** The entry's place in the chain: 1, 2, 3… with no gap (audit-chain.ts). */
    seq: bigint('seq', { mode: 'number' }).unique(),
    /** The hash of the entry before it (all zeros before the first). */
    prevHash: text('prev_hash'),
    /** sha256 of the fields that may be erased at a unit's request (actor, address, body, changes). */
    contentHash: text('content_hash'),
    /** sha256 over prevHash and this entry's fields with contentHash: the link of the chain. */
    hash: text('hash'),
    /** Set by the database when an erasure replaced names in it (the chain stays whole). */
    erased: boolean('erased').notNull().default(false),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_actor_idx').on(t.actorUserId, t.at)],
);

/**
 * The chain's head, one row: the last entry's place and hash, updated in the transaction that
 * appends, so parallel writers take turns; and where the archived part ends.
 */
export const auditChain = pgTable('audit_chain', {
  id: integer('id').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  hash: text('hash').notNull(),
  /** The last entry moved to an archive file (0: none yet), and its hash. */
  archivedSeq: bigint('archived_seq', { mode: 'number' }).notNull().default(0),
  archivedHash: text('archived_hash').notNull(),
});

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
