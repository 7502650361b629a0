/** Tables of this part: the drizzle schema for its rows (migrations come from all of them). */
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, AUDIT_STATES } from '../db/columns.ts';

export const enterprises = pgTable(
  'enterprise',
  {
    id: serial('id').primaryKey(),
    unitName: text('unit_name').notNull(),
    taxId: text('tax_id').notNull(),
    contactPerson: text('contact_person').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /** 0 under review, 1 passed, 2 rejected, 3 voided by staff (AUDIT_STATUS). */
    auditStatus: text('audit_status', { enum: AUDIT_STATES }).notNull().default('0'),
    rejectReason: text('reject_reason'),
    isMember: boolean('is_member').notNull().default(false),
    /** When the unit last became a member; kept after it stops, which tells a lapsed unit apart. */
    memberSince: timestamp('member_since', { withTimezone: true }),
    /** The end of the paid membership term, once terms are kept. */
    memberUntil: date('member_until'),
    /**
     * When staff erased the unit at its request: its people's data is gone, what the law keeps
     * (payments, receipts, certificates issued, submitted figures) stays, under a placeholder name.
     */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  // A name and a tax ID belong to a unit once the secretariat has passed it; until then several
  // registrations may claim them, so a stranger's registration can never lock a real company out.
  (t) => [
    uniqueIndex('enterprise_unit_name_key')
      .on(sql`lower(${t.unitName})`)
      .where(sql`${t.auditStatus} = '1'`),
    uniqueIndex('enterprise_tax_id_key').on(t.taxId).where(sql`${t.auditStatus} = '1'`),
    index('enterprise_unit_name_idx').on(sql`lower(${t.unitName})`),
  ],
);

export const users = pgTable(
  'sys_user',
  {
    id: serial('id').primaryKey(),
    /** Staff log in with a short name; an enterprise with its unit name (username 2–200). */
    userName: text('user_name').notNull(),
    nickName: text('nick_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    userType: text('user_type').notNull().default('01'),
    deptId: integer('dept_id'),
    enterpriseId: integer('enterprise_id').references(() => enterprises.id),
    phone: text('phone'),
    email: text('email'),
    avatar: text('avatar').notNull().default(''),
    /** The language the account registered in: SMS and mail go out in it. */
    locale: text('locale').notNull().default('zh'),
    /** 0 active, 1 disabled. */
    status: text('status').notNull().default('0'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    /**
     * Signs in only to set a new password: an account moved in with RuoYi's published default
     * password, or whose first sign-in here used a widely known one. Cleared when one is set.
     */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    createdAt: createdAt(),
  },
  // Staff names are unique; an enterprise signs in with its unit name, which is unique only once
  // passed (see enterprise), so login tries the few accounts that share a name.
  (t) => [
    uniqueIndex('sys_user_name_key')
      .on(sql`lower(${t.userName})`)
      .where(sql`${t.enterpriseId} is null`),
    index('sys_user_name_idx').on(sql`lower(${t.userName})`),
  ],
);

export const roles = pgTable('sys_role', {
  id: serial('id').primaryKey(),
  roleKey: text('role_key').notNull().unique(),
  roleName: text('role_name').notNull(),
  roleNameEn: text('role_name_en').notNull(),
});

export const userRoles = pgTable(
  'sys_user_role',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

export const rolePermissions = pgTable(
  'sys_role_permission',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permission] })],
);

/** Opaque bearer tokens, stored as SHA-256 so a database leak yields no usable token. */
export const sessions = pgTable(
  'auth_session',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /**
     * The absolute end, however active the session (sys.session.absoluteHours when it began).
     * Sessions from before this rule have none and end only when idle.
     */
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [index('auth_session_user_idx').on(t.userId)],
);

/**
 * The hashes (never the passwords) an account used before, so the policy can refuse a reuse of
 * the last N. The newest few are kept; older ones are removed as new ones come.
 */
export const passwordHistory = pgTable(
  'auth_password_history',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('auth_password_history_user_idx').on(t.userId, t.id)],
);

export const captchas = pgTable('auth_captcha', {
  uuid: text('uuid').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const smsCodes = pgTable(
  'auth_sms_code',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('auth_sms_code_phone_idx').on(t.phone, t.purpose)],
);

export const resetTickets = pgTable('auth_reset_ticket', {
  ticketHash: text('ticket_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
