/**
 * A survey's rules, pure so the server checks and counts and the pages explain with the same
 * code: the kinds of question, who is asked, what a complete answer is, and how answers add up.
 */
import { REFUSALS } from '#features/governance/contract/governance-rules.ts';

export const QUESTION_KINDS = ['single', 'multiple', 'scale', 'text'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];
/** Member units in good standing, the council's units, or every unit whose registration was approved. */
export const AUDIENCES = ['members', 'council', 'units'] as const;
export type Audience = (typeof AUDIENCES)[number];
/** `scheduled`: opens by itself at its start time; `published`: its results shown to the units asked. */
export const SURVEY_STATUSES = ['draft', 'scheduled', 'open', 'closed', 'published'] as const;
export type SurveyStatus = (typeof SURVEY_STATUSES)[number];
export const SCALES = [5, 10] as const;
/** A text answer's length, in characters. */
export const TEXT_MAX = 500;

/** Why a unit may not answer: the motions' reasons, a registration not approved, not on the roll. */
export const SURVEY_REFUSALS = [...REFUSALS, 'notApproved', 'notOnRoll'] as const;
export type SurveyRefusal = (typeof SURVEY_REFUSALS)[number];

export interface Question {
  kind: QuestionKind;
  title: string;
  titleEn: string;
  required: boolean;
  /** A choice question's options, in both languages; empty for the others. */
  options: { label: string; labelEn: string }[];
  /** A scale's top (1 to this); null for the others. */
  scaleMax: number | null;
}

/** One answer per question, in the questions' order: an option, options, a point, a text, or none. */
export type Answer = number | number[] | string | null;

/**
 * What is wrong with an answer sheet: not one answer per question, a required one left out, or
 * one that does not fit its question (of this kind); the question is counted from 1.
 */
export interface AnswerProblem {
  problem: 'count' | 'required' | 'invalid';
  kind: QuestionKind | null;
  question: number;
}

const isIndex = (v: unknown, length: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < length;

/** The first problem of an answer sheet, or null when every question is answered as it must be. */
export function answerProblem(
  questions: readonly Question[],
  answers: readonly Answer[],
): AnswerProblem | null {
  if (answers.length !== questions.length) return { problem: 'count', kind: null, question: 0 };
  for (const [i, q] of questions.entries()) {
    const a = answers[i];
    const question = i + 1;
    const empty =
      a === null ||
      a === undefined ||
      (Array.isArray(a) && a.length === 0) ||
      (typeof a === 'string' && a.trim() === '');
    if (empty) {
      if (q.required) return { problem: 'required', kind: q.kind, question };
      continue;
    }
    const fits =
      q.kind === 'single'
        ? isIndex(a, q.options.length)
        : q.kind === 'multiple'
          ? Array.isArray(a) &&
            a.every((o) => isIndex(o, q.options.length)) &&
            new Set(a).size === a.length
          : q.kind === 'scale'
            ? typeof a === 'number' && Number.isInteger(a) && a >= 1 && a <= (q.scaleMax ?? 5)
            : typeof a === 'string' && a.trim().length <= TEXT_MAX;
    if (!fits) return { problem: 'invalid', kind: q.kind, question };
  }
  return null;
}

/** An answer as kept: text trimmed, a multiple choice's options in order, an empty one as null. */
export function normalAnswers(answers: readonly Answer[]): Answer[] {
  return answers.map((a) => {
    if (typeof a === 'string') return a.trim() === '' ? null : a.trim();
    if (Array.isArray(a)) return a.length === 0 ? null : [...a].sort((x, y) => x - y);
    return a ?? null;
  });
}

export interface QuestionResult {
  /** How many answered this question. */
  answered: number;
  /** A choice question's count per option, in the options' order. */
  counts: number[];
  /** A scale's count per point, 1 first; and its mean, two decimals (null with no answer). */
  distribution: number[];
  average: number | null;
  /** A text question's answers (with the unit, for a named survey). */
  texts: { text: string; unitName: string | null }[];
}

/** Adds the answers up, question by question. */
export function summarize(
  questions: readonly Question[],
  responses: readonly { answers: Answer[]; unitName: string | null }[],
): QuestionResult[] {
  return questions.map((q, i) => {
    const r: QuestionResult = {
      answered: 0,
      counts: q.options.map(() => 0),
      distribution: q.kind === 'scale' ? Array.from({ length: q.scaleMax ?? 5 }, () => 0) : [],
      average: null,
      texts: [],
    };
    let sum = 0;
    for (const { answers, unitName } of responses) {
      const a = answers[i];
      if (a === null || a === undefined) continue;
      r.answered++;
      if (q.kind === 'single' && typeof a === 'number') r.counts[a] = (r.counts[a] ?? 0) + 1;
      if (q.kind === 'multiple' && Array.isArray(a))
        for (const o of a) r.counts[o] = (r.counts[o] ?? 0) + 1;
      if (q.kind === 'scale' && typeof a === 'number') {
        r.distribution[a - 1] = (r.distribution[a - 1] ?? 0) + 1;
        sum += a;
      }
      if (q.kind === 'text' && typeof a === 'string') r.texts.push({ text: a, unitName });
    }
    if (q.kind === 'scale' && r.answered > 0)
      r.average = Math.round((sum * 100) / r.answered) / 100;
    // In the text's order, so the list says nothing of who answered first.
    r.texts.sort((x, y) => x.text.localeCompare(y.text, 'zh'));
    return r;
  });
}

/**
 * The results as the units asked read them: every count and mean, but no unit's name, and an
 * anonymous survey's texts not at all (a free answer can give its writer away by what it says).
 */
export function resultsForMembers(anonymous: boolean, results: QuestionResult[]): QuestionResult[] {
  return results.map((r) => ({
    ...r,
    texts: anonymous ? [] : r.texts.map((x) => ({ text: x.text, unitName: null })),
  }));
}

/** An answer in words, for the spreadsheet: the options' labels, the point, the text. */
export function answerText(q: Question, a: Answer, en: boolean, separator: string): string {
  if (a === null || a === undefined) return '';
  const label = (o: number) => {
    const option = q.options[o];
    return option ? (en ? option.labelEn : option.label) : '';
  };
  if (q.kind === 'single' && typeof a === 'number') return label(a);
  if (q.kind === 'multiple' && Array.isArray(a)) return a.map(label).join(separator);
  return String(a);
}
