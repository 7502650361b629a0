/**
 * The secretariat's side of a survey: draft it, open it now or have it open by itself at its
 * start time (the roll is fixed then, and each unit asked is told on its bell), close it (by
 * hand, or by itself at its end time), publish its results to the units asked (each is told).
 */
import { count, desc, eq, sql } from 'drizzle-orm';
import { beijingMinute, beijingToday } from '#shared/format.ts';
import type { Db, Transaction } from '#server/db/client.ts';
import { conflict, notFound } from '#server/http/errors.ts';
import { cancel, schedule } from '#server/jobs/jobs.ts';
import { notifyEnterprise } from '#server/notices/notices.ts';
import type { SurveyStatus } from '../contract/survey-rules.ts';
import type { SurveyInput, SurveyRow } from '../contract/surveys.contract.ts';
import { surveyRollOf } from './eligibility.ts';
import { surveyAnswered, surveyRoll, surveys } from './tables.ts';

export type Survey = typeof surveys.$inferSelect;
type Reader = Pick<Db, 'select'>;

export const SURVEY_OPEN_JOB = 'surveys.open';
export const SURVEY_CLOSE_JOB = 'surveys.close';
const openKey = (id: number) => `${SURVEY_OPEN_JOB}:${id}`;
const closeKey = (id: number) => `${SURVEY_CLOSE_JOB}:${id}`;

/** A survey as both the secretariat and the units read it: both languages, the window, the questions. */
export function surveyFields(s: Survey) {
  return {
    id: s.id,
    title: s.title,
    titleEn: s.titleEn,
    intro: s.intro,
    introEn: s.introEn,
    audience: s.audience,
    anonymous: s.anonymous,
    opensAt: s.opensAt.toISOString(),
    closesAt: s.closesAt.toISOString(),
    status: s.status,
    questions: s.questions,
  };
}

const surveyRow = (s: Survey, eligible: number | null, answered: number): SurveyRow => ({
  ...surveyFields(s),
  eligible,
  answered,
});

/** How many are asked (null before the roll is fixed) and how many have answered. */
async function turnout(db: Reader, s: Survey) {
  if (s.status === 'draft' || s.status === 'scheduled') return { eligible: null, answered: 0 };
  const [roll] = await db
    .select({ n: count() })
    .from(surveyRoll)
    .where(eq(surveyRoll.surveyId, s.id));
  const [answered] = await db
    .select({ n: count() })
    .from(surveyAnswered)
    .where(eq(surveyAnswered.surveyId, s.id));
  return { eligible: roll?.n ?? 0, answered: answered?.n ?? 0 };
}

export async function surveyOf(db: Reader, id: number): Promise<Survey> {
  const [s] = await db.select().from(surveys).where(eq(surveys.id, id));
  if (!s) throw notFound();
  return s;
}

export async function surveyDetail(db: Reader, id: number): Promise<SurveyRow> {
  const s = await surveyOf(db, id);
  const t = await turnout(db, s);
  return surveyRow(s, t.eligible, t.answered);
}

export async function surveyList(db: Db): Promise<SurveyRow[]> {
  const rows = await db.select().from(surveys).orderBy(desc(surveys.createdAt), desc(surveys.id));
  return Promise.all(
    rows.map(async (s) => {
      const t = await turnout(db, s);
      return surveyRow(s, t.eligible, t.answered);
    }),
  );
}

/** A question keeps only what its kind uses, whatever the form sent. */
const fields = (input: SurveyInput) => ({
  ...input,
  opensAt: new Date(input.opensAt),
  closesAt: new Date(input.closesAt),
  questions: input.questions.map((q) => ({
    ...q,
    options: q.kind === 'single' || q.kind === 'multiple' ? q.options : [],
    scaleMax: q.kind === 'scale' ? q.scaleMax : null,
  })),
});

export async function draftSurvey(db: Db, input: SurveyInput, userId: number) {
  const [s] = await db
    .insert(surveys)
    .values({ ...fields(input), createdBy: userId })
    .returning({ id: surveys.id });
  if (!s) throw notFound();
  return surveyDetail(db, s.id);
}

/** Only a draft changes: once units may answer, its questions stay as they were shown. */
export async function editSurvey(db: Db, id: number, input: SurveyInput) {
  const changed = await db
    .update(surveys)
    .set({ ...fields(input), updatedAt: sql`now()` })
    .where(sql`${surveys.id} = ${id} and ${surveys.status} = 'draft'`)
    .returning({ id: surveys.id });
  if (changed.length === 0) await refuseStep(db, id, 'draft');
  return surveyDetail(db, id);
}

async function refuseStep(db: Reader, id: number, needed: SurveyStatus): Promise<never> {
  await surveyOf(db, id);
  throw conflict(`error.survey.not.${needed}`);
}

/**
 * Opens a survey in the caller's transaction: the roll is read from today's standing, each unit
 * on it is told, and its closing is planned. The window starts now if it was set to start later.
 */
async function openIn(tx: Transaction, s: Survey, now: number) {
  const at = new Date(now);
  if (s.closesAt <= at) throw conflict('error.survey.windowPassed');
  const day = beijingToday(now);
  const moved = await tx
    .update(surveys)
    .set({
      status: 'open',
      opensAt: s.opensAt > at ? at : s.opensAt,
      rollDate: day,
      updatedAt: sql`now()`,
    })
    .where(sql`${surveys.id} = ${s.id} and ${surveys.status} in ('draft', 'scheduled')`)
    .returning({ id: surveys.id });
  if (moved.length === 0) throw conflict('error.survey.not.draft');
  const roll = await surveyRollOf(tx, s.audience, day);
  if (roll.length > 0)
    await tx
      .insert(surveyRoll)
      .values(roll.map((enterpriseId) => ({ surveyId: s.id, enterpriseId })));
  const params = (locale: string) => ({
    title: locale === 'en' ? s.titleEn : s.title,
    closes: beijingMinute(s.closesAt.toISOString()),
  });
  for (const enterpriseId of roll)
    await notifyEnterprise(tx, enterpriseId, {
      key: 'surveyOpened',
      params,
      linkTo: '/center/surveys',
      link: 'surveys',
    });
  await cancel(tx, openKey(s.id));
  await schedule(tx, {
    kind: SURVEY_CLOSE_JOB,
    key: closeKey(s.id),
    runAt: s.closesAt,
    payload: { id: s.id },
  });
}

/** The secretariat opens a draft (or a scheduled survey) now. */
export async function openSurvey(db: Db, id: number, now: number) {
  await db.transaction(async (tx) => {
    const [s] = await tx.select().from(surveys).where(eq(surveys.id, id)).for('update');
    if (!s) throw notFound();
    if (s.status !== 'draft' && s.status !== 'scheduled') throw conflict('error.survey.not.draft');
    await openIn(tx, s, now);
  });
  return surveyDetail(db, id);
}

/** The survey opens by itself at its start time (the scheduler's job); back to a draft: unplanned. */
export async function scheduleSurvey(db: Db, id: number, now: number) {
  await db.transaction(async (tx) => {
    const [s] = await tx.select().from(surveys).where(eq(surveys.id, id)).for('update');
    if (!s) throw notFound();
    if (s.status !== 'draft') throw conflict('error.survey.not.draft');
    if (s.closesAt.getTime() <= now) throw conflict('error.survey.windowPassed');
    await tx
      .update(surveys)
      .set({ status: 'scheduled', updatedAt: sql`now()` })
      .where(eq(surveys.id, id));
    // A start already past opens at the next run of the scheduler.
    await schedule(tx, {
      kind: SURVEY_OPEN_JOB,
      key: openKey(id),
      runAt: s.opensAt,
      payload: { id },
    });
  });
  return surveyDetail(db, id);
}

export async function unscheduleSurvey(db: Db, id: number) {
  await db.transaction(async (tx) => {
    const moved = await tx
      .update(surveys)
      .set({ status: 'draft', updatedAt: sql`now()` })
      .where(sql`${surveys.id} = ${id} and ${surveys.status} = 'scheduled'`)
      .returning({ id: surveys.id });
    if (moved.length === 0) await refuseStep(tx, id, 'scheduled');
    await cancel(tx, openKey(id));
  });
  return surveyDetail(db, id);
}

async function closeIn(tx: Transaction, id: number, now: number) {
  const [s] = await tx.select().from(surveys).where(eq(surveys.id, id)).for('update');
  if (!s) throw notFound();
  if (s.status !== 'open') return false;
  const at = new Date(now);
  await tx
    .update(surveys)
    .set({ status: 'closed', closesAt: s.closesAt > at ? at : s.closesAt, updatedAt: sql`now()` })
    .where(eq(surveys.id, id));
  await cancel(tx, closeKey(id));
  return true;
}

/** Closes a survey now (its window ends now if it was still running). */
export async function closeSurvey(db: Db, id: number, now: number) {
  const closed = await db.transaction((tx) => closeIn(tx, id, now));
  if (!closed) await refuseStep(db, id, 'open');
  return surveyDetail(db, id);
}

/**
 * Shows a closed survey's results to the units it was put to (on their surveys page), and tells
 * each on its bell, as a motion's result is published to those who could vote.
 */
export async function publishSurvey(db: Db, id: number) {
  await db.transaction(async (tx) => {
    const [s] = await tx
      .update(surveys)
      .set({ status: 'published', updatedAt: sql`now()` })
      .where(sql`${surveys.id} = ${id} and ${surveys.status} = 'closed'`)
      .returning();
    if (!s) return refuseStep(tx, id, 'closed');
    const roll = await tx
      .select({ enterpriseId: surveyRoll.enterpriseId })
      .from(surveyRoll)
      .where(eq(surveyRoll.surveyId, id));
    const params = (locale: string) => ({ title: locale === 'en' ? s.titleEn : s.title });
    for (const { enterpriseId } of roll)
      await notifyEnterprise(tx, enterpriseId, {
        key: 'surveyResults',
        params,
        linkTo: '/center/surveys',
        link: 'surveyResults',
      });
  });
  return surveyDetail(db, id);
}

/** Whether the survey's results may be read: once it is closed, and after they are published. */
export const counted = (status: SurveyStatus) => status === 'closed' || status === 'published';

const idOf = (payload: unknown) => Number((payload as { id?: unknown }).id);

/** The scheduler's jobs: a scheduled survey opens; an open one closes. Either, done already, is nothing. */
export async function openSurveyJob(tx: Transaction, payload: unknown, now: number) {
  const [s] = await tx
    .select()
    .from(surveys)
    .where(eq(surveys.id, idOf(payload)))
    .for('update');
  if (s?.status !== 'scheduled') return;
  // Its whole window passed unopened (the scheduler was stopped): back to a draft, to be re-dated.
  if (s.closesAt.getTime() <= now)
    await tx
      .update(surveys)
      .set({ status: 'draft', updatedAt: sql`now()` })
      .where(eq(surveys.id, s.id));
  else await openIn(tx, s, now);
}

export async function closeSurveyJob(tx: Transaction, payload: unknown, now: number) {
  await closeIn(tx, idOf(payload), now);
}
