/**
 * Motions and elections put to the members: what the secretariat drafts, what a unit sees and
 * sends (a vote, a nomination, a nominee's consent), the result.
 */
import { z } from 'zod';
import { dataOf, listOf } from '#shared/schemas/envelope.ts';
import { calendarDay } from '#shared/schemas/params.ts';
import { required } from '#shared/schemas/form.ts';
import {
  CONSENTS,
  ELECTORATES,
  MAJORITIES,
  MOTION_CHOICES,
  POLL_KINDS,
  POLL_STATUSES,
  REFUSALS,
} from './governance-rules.ts';

const instant = z
  .string({ error: 'validation.required' })
  .refine((v) => !Number.isNaN(Date.parse(v)), { error: 'validation.date' });

export const motionInput = z
  .object({
    kind: z.enum(POLL_KINDS).default('motion'),
    title: required(200),
    titleEn: required(200),
    body: required(20_000),
    bodyEn: required(20_000),
    electorate: z.enum(ELECTORATES),
    recordDate: calendarDay,
    opensAt: instant,
    closesAt: instant,
    quorumPercent: z.number().int().min(1).max(100),
    majority: z.enum(MAJORITIES),
    secret: z.boolean(),
    /** An election's seats and the end of its nominations; a motion has neither. */
    seats: z.number().int().min(1).max(99).nullable().default(null),
    nominationClosesAt: instant.nullable().default(null),
  })
  .refine((m) => Date.parse(m.closesAt) > Date.parse(m.opensAt), {
    path: ['closesAt'],
    error: 'validation.governance.window',
  })
  .refine((m) => m.kind === 'motion' || m.seats !== null, {
    path: ['seats'],
    error: 'validation.governance.seats',
  })
  .refine(
    (m) =>
      m.kind === 'motion' ||
      (m.nominationClosesAt !== null && Date.parse(m.nominationClosesAt) <= Date.parse(m.opensAt)),
    { path: ['nominationClosesAt'], error: 'validation.governance.nominationWindow' },
  );
export type MotionInput = z.infer<typeof motionInput>;

const pollCounts = z.object({ for: z.number(), against: z.number(), abstain: z.number() });
const rankedCandidate = z.object({
  candidateId: z.number(),
  unitName: z.string(),
  representative: z.string(),
  votes: z.number(),
  elected: z.boolean(),
  tied: z.boolean(),
});
const pollResult = z.object({
  eligible: z.number(),
  voted: z.number(),
  counts: pollCounts,
  turnoutPercent: z.number(),
  quorumMet: z.boolean(),
  majorityMet: z.boolean(),
  adopted: z.boolean(),
  hash: z.string(),
  ranking: z.array(rankedCandidate).optional(),
});

/** An election's candidate: a unit and the person who would sit for it. */
export const candidate = z.object({
  id: z.number(),
  enterpriseId: z.number(),
  unitName: z.string(),
  representative: z.string(),
  consent: z.enum(CONSENTS),
  /** Nominated by the council (its staff) rather than by a unit. */
  byCouncil: z.boolean(),
});
export type Candidate = z.infer<typeof candidate>;

const motionFields = {
  id: z.number(),
  kind: z.enum(POLL_KINDS),
  seats: z.number().nullable(),
  nominationClosesAt: z.string().nullable(),
  electorate: z.enum(ELECTORATES),
  recordDate: z.string(),
  opensAt: z.string(),
  closesAt: z.string(),
  quorumPercent: z.number(),
  majority: z.enum(MAJORITIES),
  secret: z.boolean(),
  status: z.enum(POLL_STATUSES),
  result: pollResult.nullable(),
};

/** The secretariat's view: both languages, the roll's size and how many have voted so far. */
export const motionRow = z.object({
  ...motionFields,
  title: z.string(),
  titleEn: z.string(),
  body: z.string(),
  bodyEn: z.string(),
  /** Null until the poll opens and its roll is fixed. */
  eligible: z.number().nullable(),
  voted: z.number(),
  /** An election's candidates, whatever their answer; empty for a motion. */
  candidates: z.array(candidate),
});
export type MotionRow = z.infer<typeof motionRow>;

/** One published ballot: the receipt's hash and the choice; an open poll names the unit too. */
const publishedBallot = z.object({
  receiptHash: z.string(),
  choice: z.string(),
  unitName: z.string().nullable(),
});

/** A unit's view, in its language: may it vote, has it, and the result once published. */
export const memberMotion = z.object({
  ...motionFields,
  title: z.string(),
  body: z.string(),
  mine: z.object({
    eligible: z.boolean(),
    refusal: z.enum(REFUSALS).nullable(),
    voted: z.boolean(),
    /** An open motion's own choice; a secret one's is known only by the receipt. */
    choice: z.enum(MOTION_CHOICES).nullable(),
    /** An open election's own ballot: the candidates it named. */
    choices: z.array(z.number()).nullable(),
    /** The unit's own nomination in an election, and its answer, if it was nominated. */
    nomination: z.enum(CONSENTS).nullable(),
  }),
  /** An election's candidates as members see them: those who accepted. */
  candidates: z.array(candidate),
  ballots: z.array(publishedBallot).nullable(),
});
export type MemberMotion = z.infer<typeof memberMotion>;

export const voteInput = z.object({
  /** A motion's answer. */
  choice: z.enum(MOTION_CHOICES).optional(),
  /** An election's ballot: up to the seats' number of candidates (none: a blank ballot). */
  candidates: z.array(z.number().int().positive()).max(99).optional(),
  /**
   * The receipt code, made by the voter's device and kept there: the server stores only its hash,
   * never answers it back (no stored answer can tie it to the unit), and finds a secret ballot
   * to change by it.
   */
  receipt: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{12,64}$/, { error: 'error.governance.receipt' }),
});
const voteReceipt = z.object({ changed: z.boolean() });

/** A nomination: by a unit during the nominations, or by the council's staff. */
export const nominationInput = z.object({
  enterpriseId: z.number().int().positive(),
  representative: required(50),
});
export type NominationInput = z.infer<typeof nominationInput>;
export const consentInput = z.object({ accept: z.boolean() });
/** A unit that may be nominated: a member in good standing on the record date. */
const nominee = z.object({ id: z.number(), unitName: z.string() });

export const motionResponse = dataOf(motionRow);
export const motionListResponse = listOf(motionRow);
export const memberMotionResponse = dataOf(memberMotion);
export const memberMotionListResponse = listOf(memberMotion);
export const voteResponse = dataOf(voteReceipt);
export const candidateResponse = dataOf(candidate);
export const nomineeListResponse = listOf(nominee);
