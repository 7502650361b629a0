/**
 * The surveys put to the units, as a unit sees them, on a phone first: one question under the
 * other, whole-width choices, a scale's points that wrap. The receipt code is made here and kept
 * on this device with the answers sent: the server keeps only the code's hash, so an anonymous
 * answer can be changed only from the device that sent it (and is shown again only there).
 */
import { useState } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '#shared/constants.ts';
import { beijingMinute } from '#shared/format.ts';
import { useTranslations } from '#i18n/index.ts';
import { $session } from '#client/stores/session.ts';
import { Button } from '#ui/Button.tsx';
import { LoadFailed } from '#ui/LoadFailed.tsx';
import { useReadyList } from '#ui/useReadyList.ts';
import { newReceipt } from '#features/governance/contract/governance-rules.ts';
import { type Answer, answerProblem, TEXT_MAX } from '../contract/survey-rules.ts';
import type { MemberSurvey } from '../contract/surveys.contract.ts';
import { QuestionResults } from './QuestionResults.tsx';
import { answerSurvey, mySurveys } from './surveys.calls.ts';

type T = ReturnType<typeof useTranslations>;

const stored = (key: string) =>
  typeof localStorage === 'undefined' ? null : localStorage.getItem(key);

export default function MemberSurveys({ locale }: { locale: Locale }) {
  const t = useTranslations(locale);
  const userId = useStore($session).user?.userId ?? 0;
  const { ready, rows, reload, retry } = useReadyList(mySurveys);
  if (rows === 'failed')
    return (
      <LoadFailed message={t('survey.loadFailed')} retry={t('common.retry')} onRetry={retry} />
    );
  if (!ready || !rows) return <p className="text-gray-500">{t('common.loading')}</p>;
  if (rows.length === 0)
    return <p className="rounded-lg bg-white p-6 text-sm shadow-sm">{t('survey.none')}</p>;
  return (
    <div className="space-y-4">
      {rows.map((s) => (
        <Survey
          key={s.id}
          s={s}
          t={t}
          en={locale === 'en'}
          storeKey={`surveys.${userId}.${s.id}`}
          onSent={reload}
        />
      ))}
    </div>
  );
}

function Survey({
  s,
  t,
  en,
  storeKey,
  onSent,
}: {
  s: MemberSurvey;
  t: T;
  en: boolean;
  storeKey: string;
  onSent: () => void;
}) {
  const receipt = stored(`${storeKey}.receipt`);
  const kept = stored(`${storeKey}.answers`);
  const [answers, setAnswers] = useState<Answer[]>(
    () => s.mine.answers ?? (kept ? (JSON.parse(kept) as Answer[]) : s.questions.map(() => null)),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const open = s.status === 'open' && s.mine.eligible && Date.now() < Date.parse(s.closesAt);
  // An anonymous answer sent from another device cannot be changed here.
  const elsewhere = s.mine.answered && s.anonymous && !receipt;
  const set = (i: number, a: Answer) => setAnswers(answers.map((x, k) => (k === i ? a : x)));

  const send = async () => {
    const wrong = answerProblem(s.questions, answers);
    if (wrong) {
      setProblem(
        t(wrong.problem === 'required' ? 'survey.problem.required' : 'survey.problem.invalid', {
          question: wrong.question,
        }),
      );
      return;
    }
    setProblem(null);
    const code = receipt ?? newReceipt();
    setBusy(true);
    try {
      await answerSurvey(s.id, answers, code);
      localStorage.setItem(`${storeKey}.receipt`, code);
      localStorage.setItem(`${storeKey}.answers`, JSON.stringify(answers));
      onSent();
    } catch {
      // Told by the client already (a refusal says why).
    } finally {
      setBusy(false);
    }
  };

  return (
    <article className="min-w-0 rounded-lg bg-white p-4 shadow-sm sm:p-6" data-survey={s.id}>
      <h2 className="break-words text-lg font-semibold">{en ? s.titleEn : s.title}</h2>
      <p className="mt-1 text-sm text-gray-600">
        {t(
          `survey.status.${s.status === 'closed' ? 'closed' : s.status === 'published' ? 'published' : 'open'}`,
        )}{' '}
        ·{' '}
        {t('survey.window', { opens: beijingMinute(s.opensAt), closes: beijingMinute(s.closesAt) })}
      </p>
      <p className="mt-1 text-xs text-gray-600">
        {t(s.anonymous ? 'survey.anonymous' : 'survey.named')}
      </p>
      {(en ? s.introEn : s.intro) && (
        <p className="mt-3 whitespace-pre-line break-words text-sm">{en ? s.introEn : s.intro}</p>
      )}
      {s.mine.refusal && (
        <p className="mt-3 rounded bg-amber-50 p-3 text-sm text-amber-900" role="status">
          {t(`survey.refusal.${s.mine.refusal}`)}
        </p>
      )}
      {s.mine.answered && (
        <p className="mt-3 text-sm font-medium" data-answered>
          {!open
            ? t('survey.closedAnswered')
            : elsewhere
              ? t('survey.answeredElsewhere')
              : t('survey.answered')}
        </p>
      )}
      {!open && !s.mine.answered && !s.mine.refusal && (
        <p className="mt-3 text-sm">{t('survey.closedNotAnswered')}</p>
      )}
      {open && !elsewhere && (
        <form
          className="mt-4 space-y-5"
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          {s.questions.map((q, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a question is its place in the survey
            <fieldset key={i} className="min-w-0" data-question={i}>
              <legend className="break-words text-sm font-medium">
                {t('survey.question', { n: i + 1 })} {en ? q.titleEn : q.title}
                {q.required && (
                  <span className="ml-1 text-xs text-red-700">{t('survey.required')}</span>
                )}
              </legend>
              <QuestionInput
                q={q}
                i={i}
                surveyId={s.id}
                value={answers[i] ?? null}
                en={en}
                t={t}
                onChange={(a) => set(i, a)}
              />
            </fieldset>
          ))}
          {problem && (
            <p className="text-sm text-red-700" role="alert">
              {problem}
            </p>
          )}
          <Button type="submit" disabled={busy} className="w-full sm:w-auto">
            {t(s.mine.answered ? 'survey.change' : 'survey.submit')}
          </Button>
        </form>
      )}
      {s.results && <Results s={s} results={s.results} t={t} en={en} />}
    </article>
  );
}

/** The published results, as the units asked read them (the server leaves out who said what). */
function Results({
  s,
  results,
  t,
  en,
}: {
  s: MemberSurvey;
  results: NonNullable<MemberSurvey['results']>;
  t: T;
  en: boolean;
}) {
  return (
    <div className="mt-4 space-y-3" data-results>
      <h3 className="text-base font-semibold">
        {t('survey.results', { responded: results.responded, eligible: results.eligible })}
      </h3>
      <QuestionResults
        questions={s.questions}
        results={results.questions}
        en={en}
        words={{
          kind: (kind) => t(`survey.kindLabel.${kind}`),
          answered: (count) => t('survey.questionAnswered', { count }),
          average: (average) => t('survey.average', { average }),
          noText: t(s.anonymous ? 'survey.textsWithheld' : 'survey.noText'),
        }}
      />
    </div>
  );
}

function QuestionInput({
  q,
  i,
  surveyId,
  value,
  en,
  t,
  onChange,
}: {
  q: MemberSurvey['questions'][number];
  i: number;
  surveyId: number;
  value: Answer;
  en: boolean;
  t: T;
  onChange: (a: Answer) => void;
}) {
  const name = `survey-${surveyId}-${i}`;
  const box = (checked: boolean) =>
    `flex cursor-pointer items-start gap-2 rounded border px-3 py-2 text-sm ${checked ? 'border-brand-600 bg-brand-50' : 'border-gray-300'}`;
  if (q.kind === 'single' || q.kind === 'multiple') {
    const picked = Array.isArray(value) ? value : typeof value === 'number' ? [value] : [];
    return (
      <div className="mt-2 grid gap-2">
        {q.options.map((o, k) => (
          <label key={o.label} className={box(picked.includes(k))}>
            <input
              type={q.kind === 'single' ? 'radio' : 'checkbox'}
              name={name}
              className="mt-0.5"
              checked={picked.includes(k)}
              onChange={(e) =>
                onChange(
                  q.kind === 'single'
                    ? k
                    : e.target.checked
                      ? [...picked, k].sort((a, b) => a - b)
                      : picked.filter((x) => x !== k),
                )
              }
            />
            <span className="min-w-0 break-words">{en ? o.labelEn : o.label}</span>
          </label>
        ))}
      </div>
    );
  }
  if (q.kind === 'scale') {
    const top = q.scaleMax ?? 5;
    return (
      <div className="mt-2">
        <div className="flex flex-wrap gap-2">
          {Array.from({ length: top }, (_, k) => k + 1).map((point) => (
            <label key={point} className={`${box(value === point)} w-11 justify-center`}>
              <input
                type="radio"
                name={name}
                className="sr-only"
                checked={value === point}
                onChange={() => onChange(point)}
              />
              {point}
            </label>
          ))}
        </div>
        <p className="mt-1 text-xs text-gray-600">{t('survey.scaleHint', { max: top })}</p>
      </div>
    );
  }
  return (
    <textarea
      name={name}
      rows={3}
      maxLength={TEXT_MAX}
      className="mt-2 w-full rounded border border-gray-300 px-2 py-1 text-sm"
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
