/** Tables of this part: the drizzle schema for its rows (migrations come from all of them). */
import {
  boolean,
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
