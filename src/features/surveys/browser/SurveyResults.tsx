/**
 * A closed survey's results in the console (charts, means, texts: QuestionResults.tsx), the
 * export to Excel and the record to print and sign.
 */
import { useEffect, useState } from 'react';
import { Button } from '#ui/Button.tsx';
import { useConsole } from '#ui/console/context.ts';
import type { SurveyResults as Results } from '../contract/surveys.contract.ts';
import { QuestionResults } from './QuestionResults.tsx';
import { downloadRecord, exportResults, surveyResults } from './surveys.calls.ts';

export function SurveyResults({ id }: { id: number }) {
  const { t, locale } = useConsole();
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
        <Button variant="secondary" onClick={() => void downloadRecord(id)}>
          {t('console.surveys.record')}
        </Button>
      </div>
      <QuestionResults
        questions={results.survey.questions}
        results={results.questions}
        en={locale === 'en'}
        words={{
          kind: (kind) => t(`console.surveys.kind.${kind}`),
          answered: (count) => t('console.surveys.questionAnswered', { count }),
          average: (average) => t('console.surveys.average', { average }),
          noText: t('console.surveys.noText'),
        }}
      />
    </div>
  );
}
