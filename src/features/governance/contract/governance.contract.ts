/** Motions put to the members: what the secretariat drafts, what a unit sees and sends, the result. */
import { z } from 'zod';
import { dataOf, listOf } from '#shared/schemas/envelope.ts';
import { calendarDay } from '#shared/schemas/params.ts';
import { required } from '#shared/schemas/form.ts';
import {
  ELECTORATES,
  MAJORITIES,
  MOTION_CHOICES,
  POLL_STATUSES,
  REFUSALS,
} from './governance-rules.ts';

const instant = z
  .string({ error: 'validation.required' })
  .refine((v) => !Number.isNaN(Date.parse(v)), { error: 'validation.date' });

export const motionInput = z
  .object({
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
  })
  .refine((m) => Date.parse(m.closesAt) > Date.parse(m.opensAt), {
    path: ['closesAt'],
    error: 'error.governance.window',
  });
export type MotionInput = z.infer<typeof motionInput>;

const pollCounts = z.object({ for: z.number(), against: z.number(), abstain: z.number() });
const pollResult = z.object({
  eligible: z.number(),
  voted: z.number(),
  counts: pollCounts,
  turnoutPercent: z.number(),
  quorumMet: z.boolean(),
  majorityMet: z.boolean(),
  adopted: z.boolean(),
  hash: z.string(),
});

const motionFields = {
  id: z.number(),
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
    /** An open poll's own choice; a secret one's is known only by the receipt. */
    choice: z.enum(MOTION_CHOICES).nullable(),
  }),
  ballots: z.array(publishedBallot).nullable(),
});
export type MemberMotion = z.infer<typeof memberMotion>;

export const voteInput = z.object({
  choice: z.enum(MOTION_CHOICES),
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

export const motionResponse = dataOf(motionRow);
export const motionListResponse = listOf(motionRow);
export const memberMotionResponse = dataOf(memberMotion);
export const memberMotionListResponse = listOf(memberMotion);
export const voteResponse = dataOf(voteReceipt);
