/**
 * A unit's side of a survey: what it is asked, and its answer. For an anonymous survey the unit
 * is written to the answered list and, apart from it, the answers to the responses, in one
 * transaction; the responses are then rewritten in a random order, as a secret ballot's are, so
 * neither their place in the table nor the transaction that wrote them points back at a unit.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { enterprises } from '#server/auth/tables.ts';
import { AppError, badRequest, conflict, notFound } from '#server/http/errors.ts';
import { CODE } from '#shared/constants.ts';
import { beijingToday } from '#shared/format.ts';
import { receiptHash } from '#features/governance/contract/governance-rules.ts';
import { rewriteInRandomOrder } from '#features/governance/server/public.ts';
import {
  type Answer,
  type AnswerProblem,
  answerProblem,
  normalAnswers,
  resultsForMembers,
  summarize,
  type SurveyRefusal,
} from '../contract/survey-rules.ts';
import type { MemberSurvey } from '../contract/surveys.contract.ts';
import { surveyRefusal } from './eligibility.ts';
import { surveyAnswered, surveyResponses, surveyRoll, surveys } from './tables.ts';
import { type Survey, surveyFields } from './surveys.service.ts';
import { responsesOf } from './results.service.ts';

/**
 * Why the unit may not answer: on the roll, only if erased since; off it, why it was not asked
 * (read as on the roll's day), or that it was not on the roll when the survey opened.
 */
async function refusalFor(db: Tx, s: Survey, enterpriseId: number, now: number) {
  const [onRoll] = await db
    .select({ id: surveyRoll.enterpriseId })
    .from(surveyRoll)
    .where(and(eq(surveyRoll.surveyId, s.id), eq(surveyRoll.enterpriseId, enterpriseId)));
  const [unit] = await db
    .select({ erasedAt: enterprises.erasedAt })
    .from(enterprises)
    .where(eq(enterprises.id, enterpriseId));
  if (onRoll) return unit?.erasedAt ? ('erased' as const) : null;
  const day = s.rollDate ?? beijingToday(now);
  return (await surveyRefusal(db, enterpriseId, s.audience, day)) ?? ('notOnRoll' as const);
}

/** A published survey's results, for a unit it was put to: counts and means, no unit named. */
async function publishedResults(db: Db, s: Survey) {
  const responses = await responsesOf(db, s.id);
  const [roll] = await db
    .select({ n: count() })
    .from(surveyRoll)
    .where(eq(surveyRoll.surveyId, s.id));
  return {
    eligible: roll?.n ?? 0,
    responded: responses.length,
    questions: resultsForMembers(s.anonymous, summarize(s.questions, responses)),
  };
}

async function memberView(db: Db, s: Survey, enterpriseId: number, now: number) {
  const refusal: SurveyRefusal | null = await refusalFor(db, s, enterpriseId, now);
  const [answered] = await db
    .select({ at: surveyAnswered.answeredAt })
    .from(surveyAnswered)
    .where(and(eq(surveyAnswered.surveyId, s.id), eq(surveyAnswered.enterpriseId, enterpriseId)));
  const [own] = s.anonymous
    ? []
    : await db
        .select({ answers: surveyResponses.answers })
        .from(surveyResponses)
        .where(
          and(eq(surveyResponses.surveyId, s.id), eq(surveyResponses.enterpriseId, enterpriseId)),
        );
  return {
    ...surveyFields(s),
    mine: {
      eligible: refusal === null,
      refusal,
      answered: answered !== undefined,
      answers: own?.answers ?? null,
    },
    // Only the units the survey was put to read its results.
    results: s.status === 'published' && refusal === null ? await publishedResults(db, s) : null,
  } satisfies MemberSurvey;
}

/** The surveys a unit sees: open, closed and published ones (never a draft or one still to open). */
export async function memberSurveys(db: Db, enterpriseId: number, now: number) {
  const rows = await db
    .select()
    .from(surveys)
    .where(inArray(surveys.status, ['open', 'closed', 'published']))
    .orderBy(asc(surveys.closesAt));
  return Promise.all(rows.map((s) => memberView(db, s, enterpriseId, now)));
}

const problemKey = (p: AnswerProblem) =>
  p.problem === 'count'
    ? 'error.survey.answerCount'
    : p.problem === 'required'
      ? 'error.survey.required'
      : `error.survey.invalid.${p.kind ?? 'text'}`;

interface AnswerSheet {
  surveyId: number;
  enterpriseId: number;
  answers: Answer[];
  /** Made by the unit's device and kept there; only its hash is stored. */
  receipt: string;
  now: number;
}

/**
 * Answers, or changes the answer. The answered list's key keeps a unit to one answer even when
 * two phones send at once: the second finds the first's row and changes that response instead.
 * An anonymous response is found again only by its receipt, which the server never stores.
 */
export async function answerSurvey(db: Db, a: AnswerSheet): Promise<{ changed: boolean }> {
  const hash = await receiptHash(a.surveyId, a.receipt);
  return db.transaction(async (tx) => {
    // Closing waits for the answers under way. A named survey's answers run side by side; an
    // anonymous one's take turns, since each rewrites all its responses.
    const [kind] = await tx
      .select({ anonymous: surveys.anonymous })
      .from(surveys)
      .where(eq(surveys.id, a.surveyId));
    const [s] = await tx
      .select()
      .from(surveys)
      .where(eq(surveys.id, a.surveyId))
      .for(kind?.anonymous ? 'update' : 'share');
    if (!s || s.status === 'draft' || s.status === 'scheduled') throw notFound();
    if (s.status !== 'open' || a.now < s.opensAt.getTime() || a.now >= s.closesAt.getTime())
      throw conflict('error.survey.notOpen');
    const refusal = await refusalFor(tx, s, a.enterpriseId, a.now);
    if (refusal) throw new AppError(403, CODE.forbidden, `error.survey.refused.${refusal}`);
    const problem = answerProblem(s.questions, a.answers);
    if (problem) throw badRequest(problemKey(problem), undefined, { question: problem.question });
    const answers = normalAnswers(a.answers);
    const first = await tx
      .insert(surveyAnswered)
      .values({ surveyId: s.id, enterpriseId: a.enterpriseId, answeredAt: new Date(a.now) })
      .onConflictDoNothing()
      .returning({ surveyId: surveyAnswered.surveyId });
    if (first.length > 0) {
      await tx.insert(surveyResponses).values({
        id: randomUUID(),
        surveyId: s.id,
        answers,
        receiptHash: hash,
        enterpriseId: s.anonymous ? null : a.enterpriseId,
      });
    } else {
      const own = s.anonymous
        ? and(eq(surveyResponses.receiptHash, hash), isNull(surveyResponses.enterpriseId))
        : eq(surveyResponses.enterpriseId, a.enterpriseId);
      const changed = await tx
        .update(surveyResponses)
        .set({ answers, receiptHash: hash })
        .where(and(eq(surveyResponses.surveyId, s.id), own))
        .returning({ id: surveyResponses.id });
      if (changed.length === 0)
        throw conflict(s.anonymous ? 'error.survey.receiptUnknown' : 'error.survey.notOpen');
    }
    // Nothing in the table then says which response this unit's is (as a secret ballot's).
    if (s.anonymous)
      await rewriteInRandomOrder(tx, surveyResponses, eq(surveyResponses.surveyId, s.id));
    return { changed: first.length === 0 };
  });
}
