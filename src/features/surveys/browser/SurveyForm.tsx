/**
 * The secretariat's form for a survey: title and introduction in both languages, who is asked,
 * anonymous or named, the window on Beijing's clock, and the questions (a choice question's
 * options typed one a line, Chinese and English side by side).
 */
import { useState, type FormEvent } from 'react';
import { beijingInstant, beijingMinute } from '#shared/format.ts';
import { Button } from '#ui/Button.tsx';
import { useConsole } from '#ui/console/context.ts';
import { AUDIENCES, QUESTION_KINDS, type QuestionKind } from '../contract/survey-rules.ts';
import type { SurveyInput, SurveyRow } from '../contract/surveys.contract.ts';

interface QuestionValues {
  /** For React only: the question's own key, whatever its place. */
  key: number;
  kind: QuestionKind;
  title: string;
  titleEn: string;
  required: boolean;
  options: string;
  optionsEn: string;
  scaleMax: '5' | '10';
}

const picker = (iso: string) => beijingMinute(iso).replace(' ', 'T');
const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
let keys = 0;
const blank = (): QuestionValues => ({
  key: ++keys,
  kind: 'single',
  title: '',
  titleEn: '',
  required: true,
  options: '',
  optionsEn: '',
  scaleMax: '5',
});
const field = 'mt-1 w-full rounded border border-gray-300 px-2 py-1';

export function SurveyForm({
  row,
  onSave,
  onCancel,
}: {
  row: SurveyRow | null;
  onSave: (input: SurveyInput) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useConsole();
  const now = Date.now();
  const [v, setV] = useState({
    title: row?.title ?? '',
    titleEn: row?.titleEn ?? '',
    intro: row?.intro ?? '',
    introEn: row?.introEn ?? '',
    audience: row?.audience ?? ('members' as SurveyInput['audience']),
    anonymous: row?.anonymous ?? true,
    opensAt: picker(row?.opensAt ?? new Date(now).toISOString()),
    closesAt: picker(row?.closesAt ?? new Date(now + 7 * 86_400_000).toISOString()),
  });
  const [questions, setQuestions] = useState<QuestionValues[]>(
    row?.questions.map((q) => ({
      key: ++keys,
      kind: q.kind,
      title: q.title,
      titleEn: q.titleEn,
      required: q.required,
      options: q.options.map((o) => o.label).join('\n'),
      optionsEn: q.options.map((o) => o.labelEn).join('\n'),
      scaleMax: q.scaleMax === 10 ? '10' : '5',
    })) ?? [blank()],
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const setQ = (i: number, change: Partial<QuestionValues>) =>
    setQuestions(questions.map((q, k) => (k === i ? { ...q, ...change } : q)));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const uneven = questions.findIndex(
      (q) =>
        (q.kind === 'single' || q.kind === 'multiple') &&
        lines(q.options).length !== lines(q.optionsEn).length,
    );
    if (uneven >= 0) {
      setProblem(t('console.surveys.optionsMismatch', { n: uneven + 1 }));
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      await onSave({
        ...v,
        opensAt: beijingInstant(v.opensAt) ?? '',
        closesAt: beijingInstant(v.closesAt) ?? '',
        questions: questions.map((q) => {
          const en = lines(q.optionsEn);
          return {
            kind: q.kind,
            title: q.title,
            titleEn: q.titleEn,
            required: q.required,
            options: lines(q.options).map((label, k) => ({ label, labelEn: en[k] ?? '' })),
            scaleMax: q.kind === 'scale' ? Number(q.scaleMax) : null,
          };
        }),
      });
    } catch {
      // Told by the client already; the form stays as typed.
    } finally {
      setBusy(false);
    }
  };
  const text = (k: 'title' | 'titleEn', lang: string) => (
    <label className="block text-sm">
      {t(k === 'title' ? 'console.surveys.title' : 'console.surveys.titleEn')}
      <input
        name={k}
        lang={lang}
        required
        maxLength={200}
        className={field}
        value={v[k]}
        onChange={(e) => setV({ ...v, [k]: e.target.value })}
      />
    </label>
  );
  const area = (k: 'intro' | 'introEn', lang: string) => (
    <label className="block text-sm">
      {t(k === 'intro' ? 'console.surveys.intro' : 'console.surveys.introEn')}
      <textarea
        name={k}
        lang={lang}
        rows={3}
        className={field}
        value={v[k]}
        onChange={(e) => setV({ ...v, [k]: e.target.value })}
      />
    </label>
  );
  const when = (k: 'opensAt' | 'closesAt') => (
    <label className="block text-sm">
      {t(k === 'opensAt' ? 'console.surveys.opensAt' : 'console.surveys.closesAt')}
      <input
        name={k}
        type="datetime-local"
        required
        className={field}
        value={v[k]}
        onChange={(e) => setV({ ...v, [k]: e.target.value })}
      />
    </label>
  );
  return (
    <form
      className="mt-4 grid gap-3 rounded border border-gray-200 p-4 md:grid-cols-2"
      onSubmit={submit}
    >
      {text('title', 'zh')}
      {text('titleEn', 'en')}
      {area('intro', 'zh')}
      {area('introEn', 'en')}
      <label className="block text-sm">
        {t('console.surveys.audience')}
        <select
          name="audience"
          className={field}
          value={v.audience}
          onChange={(e) => setV({ ...v, audience: e.target.value as SurveyInput['audience'] })}
        >
          {AUDIENCES.map((a) => (
            <option key={a} value={a}>
              {t(`console.surveys.audience.${a}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input
          name="anonymous"
          type="checkbox"
          checked={v.anonymous}
          onChange={(e) => setV({ ...v, anonymous: e.target.checked })}
        />
        {t('console.surveys.anonymous')}
      </label>
      {when('opensAt')}
      {when('closesAt')}
      <fieldset className="space-y-3 md:col-span-2">
        <legend className="text-sm font-semibold">{t('console.surveys.questions')}</legend>
        {questions.map((q, i) => (
          <div
            key={q.key}
            className="grid gap-2 rounded bg-gray-50 p-3 md:grid-cols-2"
            data-question={i}
          >
            <div className="flex flex-wrap items-center gap-3 md:col-span-2">
              <span className="text-sm font-medium">
                {t('console.surveys.question', { n: i + 1 })}
              </span>
              <select
                aria-label={t('console.surveys.kind')}
                name={`kind-${i}`}
                className="rounded border border-gray-300 px-2 py-1 text-sm"
                value={q.kind}
                onChange={(e) => setQ(i, { kind: e.target.value as QuestionKind })}
              >
                {QUESTION_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {t(`console.surveys.kind.${k}`)}
                  </option>
                ))}
              </select>
              <label className="flex items-center gap-1 text-sm">
                <input
                  type="checkbox"
                  checked={q.required}
                  onChange={(e) => setQ(i, { required: e.target.checked })}
                />
                {t('console.surveys.required')}
              </label>
              {questions.length > 1 && (
                <Button
                  variant="secondary"
                  onClick={() => setQuestions(questions.filter((_, k) => k !== i))}
                >
                  {t('console.surveys.removeQuestion')}
                </Button>
              )}
            </div>
            {(['title', 'titleEn'] as const).map((k) => (
              <label key={k} className="block text-sm">
                {t(
                  k === 'title'
                    ? 'console.surveys.questionTitle'
                    : 'console.surveys.questionTitleEn',
                )}
                <input
                  name={`${k}-${i}`}
                  required
                  maxLength={500}
                  className={field}
                  value={q[k]}
                  onChange={(e) => setQ(i, { [k]: e.target.value })}
                />
              </label>
            ))}
            {(q.kind === 'single' || q.kind === 'multiple') &&
              (['options', 'optionsEn'] as const).map((k) => (
                <label key={k} className="block text-sm">
                  {t(k === 'options' ? 'console.surveys.options' : 'console.surveys.optionsEn')}
                  <textarea
                    name={`${k}-${i}`}
                    rows={4}
                    required
                    className={field}
                    value={q[k]}
                    onChange={(e) => setQ(i, { [k]: e.target.value })}
                  />
                </label>
              ))}
            {q.kind === 'scale' && (
              <label className="block text-sm">
                {t('console.surveys.scaleMax')}
                <select
                  name={`scale-${i}`}
                  className={field}
                  value={q.scaleMax}
                  onChange={(e) => setQ(i, { scaleMax: e.target.value as '5' | '10' })}
                >
                  <option value="5">1–5</option>
                  <option value="10">1–10</option>
                </select>
              </label>
            )}
          </div>
        ))}
        <Button variant="secondary" onClick={() => setQuestions([...questions, blank()])}>
          {t('console.surveys.addQuestion')}
        </Button>
      </fieldset>
      {problem && (
        <p className="text-sm text-red-700 md:col-span-2" role="alert">
          {problem}
        </p>
      )}
      <div className="flex gap-2 md:col-span-2">
        <Button type="submit" disabled={busy}>
          {t('console.surveys.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('console.surveys.cancel')}
        </Button>
      </div>
    </form>
  );
}
