/**
 * A closed survey's results in the console: a bar chart per choice or scale question (chart.js,
 * loaded only when results are opened), a scale's mean, the text answers listed; and the export.
 */
import { useEffect, useRef, useState } from 'react';
import { Button } from '#ui/Button.tsx';
import { useConsole } from '#ui/console/context.ts';
import type { SurveyResults as Results } from '../contract/surveys.contract.ts';
import { exportResults, surveyResults } from './surveys.calls.ts';

type Question = Results['survey']['questions'][number];
type Result = Results['questions'][number];

function Bars({ labels, counts, label }: { labels: string[]; counts: number[]; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let chart: { destroy(): void } | undefined;
    void import('chart.js/auto').then(({ default: Chart }) => {
      if (!canvas.current) return;
      chart = new Chart(canvas.current, {
        type: 'bar',
        data: { labels, datasets: [{ label, data: counts, backgroundColor: '#0b5394' }] },
        options: {
          indexAxis: labels.length > 5 && labels.some((l) => l.length > 6) ? 'y' : 'x',
          responsive: true,
          plugins: { legend: { display: false } },
          scales: { x: { ticks: { precision: 0 } }, y: { ticks: { precision: 0 } } },
        },
      });
    });
    return () => chart?.destroy();
  }, [labels, counts, label]);
  return (
    <div className="max-w-xl">
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}

function QuestionResult({ q, r, n }: { q: Question; r: Result; n: number }) {
  const { t, locale } = useConsole();
  const en = locale === 'en';
  const title = en ? q.titleEn : q.title;
  const choice = q.kind === 'single' || q.kind === 'multiple';
  return (
    <section className="rounded border border-gray-200 p-3" data-question-result={n}>
      <h3 className="font-medium">
        {n}. {title}{' '}
        <span className="text-xs text-gray-500">{t(`console.surveys.kind.${q.kind}`)}</span>
      </h3>
      <p className="text-xs text-gray-600">
        {t('console.surveys.questionAnswered', { count: r.answered })}
      </p>
      {choice && (
        <>
          <table className="mt-2 text-sm">
            <tbody>
              {q.options.map((o, k) => (
                <tr key={o.label}>
                  <td className="pr-4">{en ? o.labelEn : o.label}</td>
                  <td className="text-right tabular-nums">{r.counts[k] ?? 0}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Bars
            labels={q.options.map((o) => (en ? o.labelEn : o.label))}
            counts={r.counts}
            label={title}
          />
        </>
      )}
      {q.kind === 'scale' && (
        <>
          <p className="mt-1 text-sm font-medium" data-average>
            {t('console.surveys.average', { average: r.average ?? '–' })}
          </p>
          <Bars
            labels={r.distribution.map((_, k) => String(k + 1))}
            counts={r.distribution}
            label={title}
          />
        </>
      )}
      {q.kind === 'text' &&
        (r.texts.length === 0 ? (
          <p className="mt-1 text-sm text-gray-500">{t('console.surveys.noText')}</p>
        ) : (
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
            {r.texts.map((x, k) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same text may come twice
              <li key={k} className="break-words">
                {x.unitName && <span className="text-gray-600">{x.unitName}: </span>}
                {x.text}
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}

export function SurveyResults({ id }: { id: number }) {
  const { t } = useConsole();
  const [results, setResults] = useState<Results>();
  useEffect(() => {
    void surveyResults(id)
      .then(setResults)
      .catch(() => undefined);
  }, [id]);
  if (!results) return <p className="mt-2 text-sm text-gray-500">{t('common.loading')}</p>;
  return (
    <div className="mt-3 space-y-3" data-results>
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm font-medium">
          {t('console.surveys.responded', { responded: results.responded })}
        </p>
        <Button variant="secondary" onClick={() => void exportResults(id)}>
          {t('console.surveys.export')}
        </Button>
      </div>
      {results.survey.questions.map((q, i) => {
        const r = results.questions[i];
        // biome-ignore lint/suspicious/noArrayIndexKey: a question is its place in the survey
        return r ? <QuestionResult key={i} q={q} r={r} n={i + 1} /> : null;
      })}
    </div>
  );
}
