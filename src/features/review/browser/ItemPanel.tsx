/**
 * One item under review, with its evidence beside the decision: what the form said, the people
 * registered, every earlier step with its reviewer and opinion, the unit's registration and
 * files, the receipts; pass, or reject with the reason.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { openFile } from '#client/files.calls.ts';
import type { ReviewItem } from './review-sources.ts';
import { toast } from '#client/stores/feedback.ts';
import { Button } from '#ui/Button.tsx';
import { Typed, WithName } from '#ui/Typed.tsx';
import { AttendeePeople } from './AttendeePeople.tsx';
import { EnterpriseDossier } from '#features/dossier/browser/public.ts';
import { useConsole } from '#ui/console/context.ts';
import { StepHistory } from './StepHistory.tsx';

interface Props {
  item: ReviewItem;
  onDecided: () => void;
  onClose: () => void;
}

export function ItemPanel({ item, onDecided, onClose }: Props) {
  const { t } = useConsole();
  const opinionId = useId();
  const [opinion, setOpinion] = useState('');
  const [missing, setMissing] = useState(false);
  // It opens above the queue: the focus goes to it, or a keyboard user is left on the row below
  // with the decision out of sight, some way back up the page.
  const panel = useRef<HTMLElement>(null);
  useEffect(() => panel.current?.focus(), []);
  const decide = async (decision: 'pass' | 'reject') => {
    // The server refuses a rejection without a reason; saying so here saves the round trip.
    if (decision === 'reject' && !opinion.trim()) return setMissing(true);
    try {
      await item.decide(decision, opinion.trim());
      toast('success', t('review.done'));
      onDecided();
    } catch {
      /* the request layer showed why */
    }
  };
  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-label={item.title}
      className="space-y-3 rounded-lg border border-gray-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="font-semibold text-gray-900">
          <Typed text={item.title} />
        </h2>
        <Button variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
      </div>
      <p className="text-sm text-gray-600">
        <Typed text={item.detail} />
      </p>
      {item.facts && item.facts.length > 0 && (
        <dl className="grid gap-x-4 text-sm sm:grid-cols-[10rem_1fr]">
          {item.facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-gray-500">{label}</dt>
              <dd>
                <Typed text={value} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      {item.attendees && <AttendeePeople people={item.attendees} t={t} />}
      {item.files?.map((f) => (
        <Button
          key={f.id}
          variant="link"
          onClick={() => void openFile(f.id).catch(() => undefined)}
        >
          <WithName message={t('review.openFile', { name: '{name}' })} name={f.label} />
        </Button>
      ))}
      {item.history && <StepHistory history={item.history} />}
      {item.enterpriseId !== undefined && (
        <EnterpriseDossier enterpriseId={item.enterpriseId} t={t} />
      )}
      <label className="block text-sm" htmlFor={opinionId}>
        {t('review.opinion')}
      </label>
      <textarea
        id={opinionId}
        rows={3}
        value={opinion}
        maxLength={500}
        aria-invalid={missing ? 'true' : 'false'}
        aria-describedby={missing ? `${opinionId}-error` : undefined}
        onChange={(e) => {
          setOpinion(e.target.value);
          setMissing(false);
        }}
        className="w-full rounded border border-gray-300 px-3 py-2 text-sm"
      />
      {missing && (
        <p id={`${opinionId}-error`} className="text-xs text-red-600">
          {t('console.review.reasonNeeded')}
        </p>
      )}
      <div className="flex gap-2">
        <Button onClick={() => void decide('pass')}>{t('review.pass')}</Button>
        <Button variant="secondary" onClick={() => void decide('reject')}>
          {t('review.reject')}
        </Button>
      </div>
    </section>
  );
}
