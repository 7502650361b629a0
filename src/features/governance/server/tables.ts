/**
 * Votes of the membership. A poll is one question put to an electorate: a motion, or an election
 * (which adds its candidates and reuses the roll, the voted list and the ballots). Who voted and
 * what was chosen live in separate tables: for a secret poll nothing links them.
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
  CONSENTS,
  ELECTORATES,
  MAJORITIES,
  POLL_KINDS,
  POLL_STATUSES,
  type PollResult,
} from '../contract/governance-rules.ts';

export const polls = pgTable(
  'gov_poll',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: POLL_KINDS }).notNull().default('motion'),
    title: text('title').notNull(),
    titleEn: text('title_en').notNull(),
    body: text('body').notNull(),
    bodyEn: text('body_en').notNull(),
    electorate: text('electorate', { enum: ELECTORATES }).notNull(),
    /** Units in good standing on this Beijing day make the roll, frozen when the poll opens. */
    recordDate: date('record_date', { mode: 'string' }).notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    /** Share of the roll that must vote (abstaining counts as voting), in percent. */
    quorumPercent: integer('quorum_percent').notNull(),
    majority: text('majority', { enum: MAJORITIES }).notNull(),
    secret: boolean('secret').notNull(),
    /** An election's seats; a ballot names at most this many candidates. Null for a motion. */
    seats: integer('seats'),
    /** An election's nominations close here, before voting opens. Null for a motion. */
    nominationClosesAt: timestamp('nomination_closes_at', { withTimezone: true }),
    status: text('status', { enum: POLL_STATUSES }).notNull().default('draft'),
    /** Counted when the poll closes: counts, turnout, quorum, outcome and the ballots' hash. */
    result: jsonb('result').$type<PollResult>(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gov_poll_status_idx').on(t.status)],
);

/** The units that may vote, fixed when the poll opens (later changes of standing do not move it). */
export const pollRoll = pgTable(
  'gov_roll',
  {
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
  },
  (t) => [primaryKey({ columns: [t.pollId, t.enterpriseId] })],
);

/**
 * An election's candidates: member units, each with the person who would sit for it. Nominated
 * by a unit (itself, consenting at once, or another, who must accept) or by the council; only
 * those who accepted are on the ballot.
 */
export const pollCandidates = pgTable(
  'gov_candidate',
  {
    id: serial('id').primaryKey(),
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    /** Kept as typed: a person's name. */
    representative: text('representative').notNull(),
    /** The unit that nominated; null when the council (its staff) did. */
    nominatedBy: integer('nominated_by').references(() => enterprises.id),
    consent: text('consent', { enum: CONSENTS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('gov_candidate_unit_uq').on(t.pollId, t.enterpriseId)],
);

/**
 * Who has voted: one row per unit and poll, so the database itself keeps a unit to one ballot
 * (two phones voting at once end as one), and only a unit on the roll can have a row.
 */
export const pollVoted = pgTable(
  'gov_voted',
  {
    pollId: integer('poll_id').notNull(),
    enterpriseId: integer('enterprise_id').notNull(),
    votedAt: timestamp('voted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.pollId, t.enterpriseId] }),
    foreignKey({
      columns: [t.pollId, t.enterpriseId],
      foreignColumns: [pollRoll.pollId, pollRoll.enterpriseId],
    }),
  ],
);

/**
 * The choices. A random id, no time and no order: for a secret poll the unit is left empty and
 * the rows are rewritten in a random order on every vote, so nothing ties a ballot to a voter.
 * The receipt's hash lets a voter find their own ballot among the published ones.
 */
export const pollBallots = pgTable(
  'gov_ballot',
  {
    id: uuid('id').primaryKey(),
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id),
    /** An election will put a candidate's id here; a motion for, against or abstain. */
    choice: text('choice').notNull(),
    receiptHash: text('receipt_hash').notNull().unique(),
    /** The voter, for an open poll only; always empty for a secret one. */
    enterpriseId: integer('enterprise_id').references(() => enterprises.id),
  },
  (t) => [
    index('gov_ballot_poll_idx').on(t.pollId),
    // An open poll's ballot is its voter's (empty units, the secret ones, never clash).
    unique('gov_ballot_voter_uq').on(t.pollId, t.enterpriseId),
  ],
);
