/** Tables of this part: the drizzle schema for its rows (migrations come from all of them). */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import * as V from '#shared/vocabulary.ts';
import { enterprises, users } from '#server/auth/tables.ts';
import { trainings } from '#features/content/server/tables.ts';

/** Training and event registrations with their attendee list; the secretariat confirms them. */
export const trainingRegistrations = pgTable(
  'training_registration',
  {
    id: serial('id').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    trainingId: integer('training_id')
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: V.TRAINING_REGISTRATION_STATUS }).notNull().default('pending'),
    rejectReason: text('reject_reason'),
    /** Place on the waitlist (smaller goes first) while waitlisted; the secretariat reorders it. */
    waitlistRank: integer('waitlist_rank'),
    /** When the reminder of the day before went out (once per confirmed registration). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('training_registration_enterprise_idx').on(t.enterpriseId),
    index('training_registration_training_idx').on(t.trainingId),
  ],
);

/**
 * Who came: one mark per attendee of a confirmed registration (by the attendee's place in its
 * list), set by the secretariat once the training has begun. No mark means not yet checked.
 */
export const trainingAttendance = pgTable(
  'training_attendance',
  {
    registrationId: integer('registration_id')
      .notNull()
      .references(() => trainingRegistrations.id, { onDelete: 'cascade' }),
    attendee: integer('attendee').notNull(),
    attended: boolean('attended').notNull(),
    markedBy: integer('marked_by').references(() => users.id, { onDelete: 'set null' }),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.registrationId, t.attendee] })],
);

/**
 * One ticket per attendee of a confirmed registration. The QR code carries the random `nonce` and
 * its HMAC under the server's secret (tickets.ts): it names nobody, and a forged one is refused
 * before the database is asked.
 */
export const trainingTickets = pgTable(
  'training_ticket',
  {
    registrationId: integer('registration_id')
      .notNull()
      .references(() => trainingRegistrations.id, { onDelete: 'cascade' }),
    attendee: integer('attendee').notNull(),
    nonce: text('nonce').notNull().unique(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.registrationId, t.attendee] })],
);

/**
 * The parts of a training held at different times (two days, a morning and an afternoon). A
 * training without sessions is one whole; with sessions, check-in is per session and the
 * certificate needs every `required` one.
 */
export const trainingSessions = pgTable(
  'training_session',
  {
    id: serial('id').primaryKey(),
    trainingId: integer('training_id')
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    required: boolean('required').notNull().default(true),
  },
  (t) => [index('training_session_training_idx').on(t.trainingId)],
);

/**
 * One check-in per attendee (per session, when the training has sessions). Scans reach the
 * server late and twice (two phones offline): the insert keeps the earliest scan time and its
 * staff member (checkin.service.ts), so the row says when the person really arrived.
 */
export const trainingCheckins = pgTable(
  'training_checkin',
  {
    registrationId: integer('registration_id')
      .notNull()
      .references(() => trainingRegistrations.id, { onDelete: 'cascade' }),
    attendee: integer('attendee').notNull(),
    trainingId: integer('training_id')
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
    /** The session checked into; null for a training without sessions. */
    sessionId: integer('session_id').references(() => trainingSessions.id, {
      onDelete: 'cascade',
    }),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }).notNull(),
    checkedInBy: integer('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
    /** How: a scan at once, a scan sent later from a phone that was offline, or the name search. */
    via: text('via', { enum: ['scan', 'offline', 'search'] }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One row per person and session; "no session" (null) counts as one session of its own.
    uniqueIndex('training_checkin_person_session_idx').on(
      t.registrationId,
      t.attendee,
      sql`coalesce(${t.sessionId}, 0)`,
    ),
    index('training_checkin_training_idx').on(t.trainingId),
  ],
);

/** A training certificate for one attendee who came, found by its code (/verify checks it). */
export const trainingCertificates = pgTable(
  'training_certificate',
  {
    code: text('code').primaryKey(),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => trainingRegistrations.id, { onDelete: 'cascade' }),
    attendee: integer('attendee').notNull(),
    trainingId: integer('training_id')
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    unitName: text('unit_name').notNull(),
    issuedOn: date('issued_on').notNull(),
  },
  (t) => [uniqueIndex('training_certificate_attendee_idx').on(t.registrationId, t.attendee)],
);
