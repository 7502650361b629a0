/**
 * The secretariat's surveys: draft one, open it now or at its start time, watch how many have
 * answered, close it, read the results (charts, texts), export and print them, and publish them
 * to the units asked.
 */
import { useCallback, useEffect, useState } from 'react';
import { beijingMinute } from '#shared/format.ts';
import { Button } from '#ui/Button.tsx';
import { Badge, type Tone } from '#ui/console/Badge.tsx';
import { useConsole } from '#ui/console/context.ts';
import { Panel } from '#ui/console/Panel.tsx';
import { usePermitted } from '#ui/console/Permitted.tsx';
import type { ConsolePageProps } from '#ui/console/page.ts';
import type { SurveyInput, SurveyRow } from '../contract/surveys.contract.ts';
import { SurveyForm } from './SurveyForm.tsx';
import { SurveyResults } from './SurveyResults.tsx';
import { draftSurvey, editSurvey, surveyStep, surveys } from './surveys.calls.ts';

const TONE: Record<SurveyRow['status'], Tone> = {
  draft: 'gray',
  scheduled: 'indigo',
  open: 'blue',
  closed: 'green',
  published: 'green',
};

type Step = Parameters<typeof surveyStep>[1];

export default function SurveysPage({ page }: ConsolePageProps) {
  const { t, locale } = useConsole();
  const mayEdit = usePermitted()('governance:survey:edit');
  const [rows, setRows] = useState<SurveyRow[]>();
  const [editing, setEditing] = useState<SurveyRow | 'new' | null>(null);
  const [shown, setShown] = useState<number | null>(null);
  const load = useCallback(() => {
    void surveys()
      .then(setRows)
      .catch(() => setRows([]));
  }, []);
  useEffect(load, [load]);

  const save = async (input: SurveyInput) => {
    if (editing === 'new') await draftSurvey(input);
    else if (editing) await editSurvey(editing.id, input);
    setEditing(null);
    load();
  };
  const step = (id: number, name: Step) => () =>
    void surveyStep(id, name)
      .then(load)
      .catch(() => undefined);
  const action = (id: number, name: Step, label: string, secondary = false) => (
    <Button variant={secondary ? 'secondary' : 'primary'} onClick={step(id, name)}>
      {label}
    </Button>
  );

  return (
    <Panel title={page.title}>
      {mayEdit && editing === null && (
        <div className="mt-4">
          <Button onClick={() => setEditing('new')}>{t('console.surveys.new')}</Button>
        </div>
      )}
      {editing !== null && (
        <SurveyForm
          key={editing === 'new' ? 'new' : editing.id}
          row={editing === 'new' ? null : editing}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      )}
      {rows?.length === 0 && (
        <p className="mt-4 text-sm text-gray-500">{t('console.surveys.none')}</p>
      )}
      <ul className="mt-4 space-y-3">
        {rows?.map((s) => (
          <li key={s.id} className="rounded border border-gray-200 p-4" data-survey={s.id}>
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone={TONE[s.status]}>{t(`console.surveys.status.${s.status}`)}</Badge>
              <span className="text-xs text-gray-500">
                {t(s.anonymous ? 'console.surveys.anonymousBadge' : 'console.surveys.namedBadge')}
              </span>
              <h2 className="font-semibold">{locale === 'en' ? s.titleEn : s.title}</h2>
            </div>
            <p className="mt-1 text-sm text-gray-600">
              {beijingMinute(s.opensAt)} – {beijingMinute(s.closesAt)} ·{' '}
              {t(`console.surveys.audience.${s.audience}`)}
            </p>
            {s.eligible !== null && (
              <p className="mt-1 text-sm" data-turnout>
                {t('console.surveys.answered', { answered: s.answered, eligible: s.eligible })}
              </p>
            )}
            <div className="mt-2 flex flex-wrap gap-2">
              {mayEdit && s.status === 'draft' && (
                <>
                  <Button variant="secondary" onClick={() => setEditing(s)}>
                    {t('console.surveys.edit')}
                  </Button>
                  {action(s.id, 'open', t('console.surveys.open'))}
                  {action(s.id, 'schedule', t('console.surveys.schedule'), true)}
                </>
              )}
              {mayEdit && s.status === 'scheduled' && (
                <>
                  {action(s.id, 'open', t('console.surveys.open'))}
                  {action(s.id, 'unschedule', t('console.surveys.unschedule'), true)}
                </>
              )}
              {mayEdit && s.status === 'open' && action(s.id, 'close', t('console.surveys.close'))}
              {mayEdit &&
                s.status === 'closed' &&
                action(s.id, 'publish', t('console.surveys.publish'))}
              {(s.status === 'closed' || s.status === 'published') && (
                <Button variant="secondary" onClick={() => setShown(shown === s.id ? null : s.id)}>
                  {t(shown === s.id ? 'console.surveys.hideResults' : 'console.surveys.results')}
                </Button>
              )}
            </div>
            {shown === s.id && <SurveyResults id={s.id} />}
          </li>
        ))}
      </ul>
    </Panel>
  );
}
