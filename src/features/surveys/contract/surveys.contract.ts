/**
 * Surveys put to the units: what the secretariat drafts, what a unit sees and sends, the results.
 */
import { z } from 'zod';
import { dataOf, listOf } from '#shared/schemas/envelope.ts';
import { required } from '#shared/schemas/form.ts';
import {
  AUDIENCES,
  QUESTION_KINDS,
  SCALES,
  SURVEY_REFUSALS,
  SURVEY_STATUSES,
  TEXT_MAX,
} from './survey-rules.ts';

const instant = z
  .string({ error: 'validation.required' })
  .refine((v) => !Number.isNaN(Date.parse(v)), { error: 'validation.date' });

const option = z.object({ label: required(200), labelEn: required(200) });

const question = z
  .object({
    kind: z.enum(QUESTION_KINDS),
    title: required(500),
    titleEn: required(500),
    required: z.boolean().default(false),
    options: z.array(option).max(30).default([]),
    scaleMax: z
      .number()
      .int()
      .refine((n) => (SCALES as readonly number[]).includes(n), {
        error: 'validation.survey.scale',
      })
      .nullable()
      .default(null),
  })
  .refine((q) => (q.kind !== 'single' && q.kind !== 'multiple') || q.options.length >= 2, {
    path: ['options'],
    error: 'validation.survey.options',
  })
  .refine((q) => q.kind !== 'scale' || q.scaleMax !== null, {
    path: ['scaleMax'],
    error: 'validation.survey.scale',
  });

export const surveyInput = z
  .object({
    title: required(200),
    titleEn: required(200),
    intro: z.string().trim().max(5000, { error: 'validation.tooLong' }).default(''),
    introEn: z.string().trim().max(5000, { error: 'validation.tooLong' }).default(''),
    audience: z.enum(AUDIENCES),
    anonymous: z.boolean(),
    opensAt: instant,
    closesAt: instant,
    questions: z.array(question).min(1, { error: 'validation.survey.questions' }).max(50),
  })
  .refine((s) => Date.parse(s.closesAt) > Date.parse(s.opensAt), {
    path: ['closesAt'],
    error: 'validation.survey.window',
  });
export type SurveyInput = z.infer<typeof surveyInput>;

const questionOut = z.object({
  kind: z.enum(QUESTION_KINDS),
  title: z.string(),
  titleEn: z.string(),
  required: z.boolean(),
  options: z.array(z.object({ label: z.string(), labelEn: z.string() })),
  scaleMax: z.number().nullable(),
});

const surveyFields = {
  id: z.number(),
  audience: z.enum(AUDIENCES),
  anonymous: z.boolean(),
  opensAt: z.string(),
  closesAt: z.string(),
  status: z.enum(SURVEY_STATUSES),
  questions: z.array(questionOut),
};

/** The secretariat's view: both languages, the roll's size and how many have answered so far. */
export const surveyRow = z.object({
  ...surveyFields,
  title: z.string(),
  titleEn: z.string(),
  intro: z.string(),
  introEn: z.string(),
  /** Null until the survey opens and its roll is fixed. */
  eligible: z.number().nullable(),
  answered: z.number(),
});
export type SurveyRow = z.infer<typeof surveyRow>;

/** An answer: an option's index, options' indexes, a point of the scale, a text, or none. */
const answer = z.union([
  z.number().int().min(0).max(100),
  z.array(z.number().int().min(0).max(100)).max(30),
  z.string().max(TEXT_MAX * 2),
  z.null(),
]);

export const answerInput = z.object({
  answers: z.array(answer).max(50),
  /**
   * Made by the unit's device and kept there: only its hash is stored; an anonymous answer is
   * found again by it to be changed, never by the unit.
   */
  receipt: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{12,64}$/, { error: 'error.survey.receipt' }),
});

const questionResult = z.object({
  answered: z.number(),
  counts: z.array(z.number()),
  distribution: z.array(z.number()),
  average: z.number().nullable(),
  texts: z.array(z.object({ text: z.string(), unitName: z.string().nullable() })),
});

/** Counted once the survey closes (for the secretariat): per question, in the questions' order. */
export const surveyResults = z.object({
  survey: surveyRow,
  responded: z.number(),
  questions: z.array(questionResult),
});
export type SurveyResults = z.infer<typeof surveyResults>;

/** A unit's view, in both languages (the page picks): may it answer, has it, its named answers. */
export const memberSurvey = z.object({
  ...surveyFields,
  title: z.string(),
  titleEn: z.string(),
  intro: z.string(),
  introEn: z.string(),
  mine: z.object({
    eligible: z.boolean(),
    refusal: z.enum(SURVEY_REFUSALS).nullable(),
    answered: z.boolean(),
    /** A named survey's own answers; an anonymous one's are known only to the device. */
    answers: z.array(answer).nullable(),
  }),
  /** Once published, to the units asked: counts and means; a named survey's texts, unsigned. */
  results: z
    .object({ eligible: z.number(), responded: z.number(), questions: z.array(questionResult) })
    .nullable(),
});
export type MemberSurvey = z.infer<typeof memberSurvey>;

export const surveyResponse = dataOf(surveyRow);
export const surveyListResponse = listOf(surveyRow);
export const memberSurveyListResponse = listOf(memberSurvey);
export const answerResponse = dataOf(z.object({ changed: z.boolean() }));
export const resultsResponse = dataOf(surveyResults);
