/**
 * Surveys of the units. As with a secret ballot, who answered and what was answered live in
 * separate tables: for an anonymous survey nothing links them.
 */
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { enterprises, users } from '#server/auth/tables.ts';
import {
  type Answer,
  AUDIENCES,
  type Question,
  SURVEY_STATUSES,
} from '../contract/survey-rules.ts';

export const surveys = pgTable(
  'survey',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    titleEn: text('title_en').notNull(),
    intro: text('intro').notNull().default(''),
    introEn: text('intro_en').notNull().default(''),
    audience: text('audience', { enum: AUDIENCES }).notNull(),
    anonymous: boolean('anonymous').notNull(),
    /** The questions, in order; fixed once the survey opens (answers name options by place). */
    questions: jsonb('questions').$type<Question[]>().notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    /** The Beijing day the roll was read on: members' standing is taken then. */
    rollDate: date('roll_date', { mode: 'string' }),
    status: text('status', { enum: SURVEY_STATUSES }).notNull().default('draft'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('survey_status_idx').on(t.status)],
);

/** The units asked, fixed when the survey opens. */
export const surveyRoll = pgTable(
  'survey_roll',
  {
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
  },
  (t) => [primaryKey({ columns: [t.surveyId, t.enterpriseId] })],
);

/**
 * Who has answered: one row per unit and survey, so the database itself keeps a unit to one
 * answer (two phones at once end as one), and only a unit on the roll can have a row.
 */
export const surveyAnswered = pgTable(
  'survey_answered',
  {
    surveyId: integer('survey_id').notNull(),
    enterpriseId: integer('enterprise_id').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.surveyId, t.enterpriseId] }),
    foreignKey({
      columns: [t.surveyId, t.enterpriseId],
      foreignColumns: [surveyRoll.surveyId, surveyRoll.enterpriseId],
    }),
  ],
);

/**
 * The answers. A random id, no time and no order: for an anonymous survey the unit is left
 * empty and the rows are rewritten in a random order on every answer, so nothing ties a
 * response to a unit. The receipt's hash finds an anonymous response again to change it.
 */
export const surveyResponses = pgTable(
  'survey_response',
  {
    id: uuid('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id),
    answers: jsonb('answers').$type<Answer[]>().notNull(),
    receiptHash: text('receipt_hash').notNull().unique(),
    /** The unit, for a named survey only; always empty for an anonymous one. */
    enterpriseId: integer('enterprise_id').references(() => enterprises.id),
  },
  (t) => [
    index('survey_response_survey_idx').on(t.surveyId),
    unique('survey_response_unit_uq').on(t.surveyId, t.enterpriseId),
  ],
);
