/**
 * A unit's side of an election in the centre: while nominations run, it nominates a unit (itself
 * or another) and, if nominated, accepts or declines; while voting runs, it ticks up to one
 * candidate per seat (none is a blank ballot).
 */
import { useState } from 'react';
import type { useTranslations } from '#i18n/index.ts';
import { Button } from '#ui/Button.tsx';
import type { MemberMotion } from '../contract/governance.contract.ts';
import { answerNomination } from './governance.calls.ts';
import { NominationForm } from './NominationForm.tsx';

type T = ReturnType<typeof useTranslations>;

export function Nominations({ m, t, onChange }: { m: MemberMotion; t: T; onChange: () => void }) {
  const open = m.mine.eligible && Date.now() < Date.parse(m.nominationClosesAt ?? '');
  const answer = (accept: boolean) => () =>
    void answerNomination(m.id, accept)
      .then(onChange)
      .catch(() => undefined);
  return (
    <div className="mt-4 space-y-3">
      {m.mine.nomination && (
        <div className="rounded bg-indigo-50 p-3 text-sm" role="status" data-nomination>
          <p>{t(`governance.nomination.${m.mine.nomination}`)}</p>
          {open && (
            <div className="mt-2 flex flex-wrap gap-2">
              <Button onClick={answer(true)}>{t('governance.accept')}</Button>
              <Button variant="secondary" onClick={answer(false)}>
                {t('governance.decline')}
              </Button>
            </div>
          )}
        </div>
      )}
      {open && (
        <NominationForm
          pollId={m.id}
          by="unit"
          words={{
            unit: t('governance.nominateUnit'),
            representative: t('governance.representative'),
            submit: t('governance.nominate'),
          }}
          onDone={onChange}
        />
      )}
    </div>
  );
}

/** The candidates to tick, no more than the seats; the unit's own ballot ticked again to change. */
export function CandidateChoice({
  m,
  t,
  busy,
  onVote,
}: {
  m: MemberMotion;
  t: T;
  busy: boolean;
  onVote: (candidates: number[]) => void;
}) {
  const [picked, setPicked] = useState<number[]>(m.mine.choices ?? []);
  const seats = m.seats ?? 1;
  const toggle = (id: number) =>
    setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : [...p, id]));
  return (
    <fieldset className="mt-4">
      <legend className="text-sm font-medium">{t('governance.chooseUpTo', { seats })}</legend>
      <ul className="mt-2 space-y-2">
        {m.candidates.map((c) => {
          const on = picked.includes(c.id);
          return (
            <li key={c.id}>
              <label className="flex cursor-pointer items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  className="mt-1"
                  checked={on}
                  disabled={!on && picked.length >= seats}
                  onChange={() => toggle(c.id)}
                />
                <span className="min-w-0 break-words">
                  <span lang="zh-CN">{c.unitName}</span>{' '}
                  <span lang="zh-CN" className="text-gray-600">
                    {c.representative}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      <p className="mt-2 text-xs text-gray-600" aria-live="polite">
        {t('governance.picked', { count: picked.length, seats })}
      </p>
      <Button className="mt-2" onClick={() => onVote(picked)} disabled={busy}>
        {picked.length === 0 ? t('governance.voteBlank') : t('governance.vote')}
      </Button>
    </fieldset>
  );
}
