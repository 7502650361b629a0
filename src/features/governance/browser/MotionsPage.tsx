/**
 * The secretariat's motions and elections: draft one, take an election's nominations, open
 * voting, watch the turnout, close and count, publish the result to the members and print the
 * result record to sign.
 */
import { useCallback, useEffect, useState } from 'react';
import { beijingMinute } from '#shared/format.ts';
import { Button } from '#ui/Button.tsx';
import { Badge, type Tone } from '#ui/console/Badge.tsx';
import { useConsole } from '#ui/console/context.ts';
import { Panel } from '#ui/console/Panel.tsx';
import { usePermitted } from '#ui/console/Permitted.tsx';
import type { ConsolePageProps } from '#ui/console/page.ts';
import type { MotionInput, MotionRow } from '../contract/governance.contract.ts';
import {
  downloadRecord,
  draftMotion,
  editMotion,
  motions,
  motionStep,
} from './governance.calls.ts';
import { CandidatesPanel } from './CandidatesPanel.tsx';
import { MotionForm } from './MotionForm.tsx';
import { RankingList } from './Ranking.tsx';

const TONE: Record<MotionRow['status'], Tone> = {
  draft: 'gray',
  nominating: 'indigo',
  open: 'blue',
  closed: 'amber',
  published: 'green',
};

export default function MotionsPage({ page }: ConsolePageProps) {
  const { t, locale } = useConsole();
  const mayEdit = usePermitted()('governance:motion:edit');
  const [rows, setRows] = useState<MotionRow[]>();
  const [editing, setEditing] = useState<MotionRow | 'new' | null>(null);
  const load = useCallback(() => {
    void motions()
      .then(setRows)
      .catch(() => setRows([]));
  }, []);
  useEffect(load, [load]);

  const save = async (input: MotionInput) => {
    if (editing === 'new') await draftMotion(input);
    else if (editing) await editMotion(editing.id, input);
    setEditing(null);
    load();
  };
  const step = (id: number, name: 'nominations' | 'open' | 'close' | 'publish') => () =>
    void motionStep(id, name)
      .then(load)
      .catch(() => undefined);

  return (
    <Panel title={page.title}>
      {mayEdit && editing === null && (
        <div className="mt-4">
          <Button onClick={() => setEditing('new')}>{t('console.governance.new')}</Button>
        </div>
      )}
      {editing !== null && (
        <MotionForm
          key={editing === 'new' ? 'new' : editing.id}
          row={editing === 'new' ? null : editing}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      )}
      {rows?.length === 0 && (
        <p className="mt-4 text-sm text-gray-500">{t('console.governance.none')}</p>
      )}
      <ul className="mt-4 space-y-3">
        {rows?.map((m) => (
          <li key={m.id} className="rounded border border-gray-200 p-4" data-motion={m.id}>
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone={TONE[m.status]}>{t(`console.governance.status.${m.status}`)}</Badge>
              <span className="text-xs text-gray-500">
                {t(`console.governance.kind.${m.kind}`)}
              </span>
              <h2 className="font-semibold">{locale === 'en' ? m.titleEn : m.title}</h2>
            </div>
            <p className="mt-1 text-sm text-gray-600">
              {beijingMinute(m.opensAt)} – {beijingMinute(m.closesAt)} ·{' '}
              {t(`console.governance.electorate.${m.electorate}`)} · {m.recordDate} ·{' '}
              {m.secret ? t('console.governance.secret') : ''}
            </p>
            {m.eligible !== null && (
              <p className="mt-1 text-sm" data-turnout>
                {t('console.governance.turnout', { voted: m.voted, eligible: m.eligible })}
              </p>
            )}
            {m.kind === 'election' && m.nominationClosesAt && (
              <p className="mt-1 text-sm text-gray-600">
                {t('console.governance.nominationsUntil', {
                  at: beijingMinute(m.nominationClosesAt),
                })}
              </p>
            )}
            {m.kind === 'election' && !m.result && (
              <CandidatesPanel m={m} mayEdit={mayEdit} onChange={load} />
            )}
            {m.result?.ranking && (
              <RankingList
                ranking={m.result.ranking}
                words={{
                  votes: (n) => t('console.governance.votes', { count: n }),
                  elected: t('console.governance.elected'),
                  tied: t('console.governance.tied'),
                }}
              />
            )}
            {m.result && !m.result.ranking && (
              <p className="mt-1 text-sm font-medium" data-result>
                {t('console.governance.result', {
                  ...m.result.counts,
                  outcome: !m.result.quorumMet
                    ? t('console.governance.quorumMissed')
                    : t(
                        m.result.adopted
                          ? 'console.governance.adopted'
                          : 'console.governance.rejected',
                      ),
                })}
              </p>
            )}
            <div className="mt-2 flex flex-wrap gap-2">
              {mayEdit && m.status === 'draft' && (
                <>
                  <Button variant="secondary" onClick={() => setEditing(m)}>
                    {t('console.governance.edit')}
                  </Button>
                  {m.kind === 'election' ? (
                    <Button onClick={step(m.id, 'nominations')}>
                      {t('console.governance.openNominations')}
                    </Button>
                  ) : (
                    <Button onClick={step(m.id, 'open')}>{t('console.governance.open')}</Button>
                  )}
                </>
              )}
              {mayEdit && m.status === 'nominating' && (
                <Button onClick={step(m.id, 'open')}>{t('console.governance.open')}</Button>
              )}
              {mayEdit && m.status === 'open' && (
                <Button onClick={step(m.id, 'close')}>{t('console.governance.close')}</Button>
              )}
              {mayEdit && m.status === 'closed' && (
                <Button onClick={step(m.id, 'publish')}>{t('console.governance.publish')}</Button>
              )}
              {m.result && (
                <Button variant="secondary" onClick={() => void downloadRecord(m.id)}>
                  {t('console.governance.record')}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
