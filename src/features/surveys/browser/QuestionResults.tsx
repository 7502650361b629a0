/**
 * A survey's results question by question, drawn the same in the console and in the members'
 * centre: a bar chart per choice or scale question (chart.js, loaded only when results are
 * shown) beside its counts, a scale's mean, the text answers listed. The words come from the
 * page's own dictionary.
 */
import { useEffect, useRef } from 'react';
import type { Question, QuestionResult } from '../contract/survey-rules.ts';

interface ResultWords {
  kind: (kind: Question['kind']) => string;
  answered: (count: number) => string;
  average: (average: number | string) => string;
  noText: string;
}

function Bars({ labels, counts, label }: { labels: string[]; counts: number[]; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let chart: { destroy(): void } | undefined;
    let gone = false;
    void import('chart.js/auto').then(({ default: Chart }) => {
      if (!canvas.current || gone) return;
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
    return () => {
      gone = true;
      chart?.destroy();
    };
  }, [labels, counts, label]);
  return (
    <div className="max-w-xl">
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}

function OneResult({
  q,
  r,
  n,
  en,
  words,
}: {
  q: Question;
  r: QuestionResult;
  n: number;
  en: boolean;
  words: ResultWords;
}) {
  const title = en ? q.titleEn : q.title;
  const choice = q.kind === 'single' || q.kind === 'multiple';
  return (
    <section className="min-w-0 rounded border border-gray-200 p-3" data-question-result={n}>
      <h3 className="break-words font-medium">
        {n}. {title} <span className="text-xs text-gray-500">{words.kind(q.kind)}</span>
      </h3>
      <p className="text-xs text-gray-600">{words.answered(r.answered)}</p>
      {choice && (
        <>
          <table className="mt-2 text-sm">
            <tbody>
              {q.options.map((o, k) => (
                <tr key={o.label}>
                  <td className="break-words pr-4">{en ? o.labelEn : o.label}</td>
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
            {words.average(r.average ?? '–')}
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
          <p className="mt-1 text-sm text-gray-500">{words.noText}</p>
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

export function QuestionResults({
  questions,
  results,
  en,
  words,
}: {
  questions: Question[];
  results: QuestionResult[];
  en: boolean;
  words: ResultWords;
}) {
  return (
    <>
      {questions.map((q, i) => {
        const r = results[i];
        return r ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a question is its place in the survey
          <OneResult key={i} q={q} r={r} n={i + 1} en={en} words={words} />
        ) : null;
      })}
    </>
  );
}
