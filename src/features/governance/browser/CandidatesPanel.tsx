/**
 * An election's candidates in the console: each with the person who would sit, who nominated it
 * and its answer; while nominations are open the council's staff nominate a unit here.
 */
import { Badge, type Tone } from '#ui/console/Badge.tsx';
import { useConsole } from '#ui/console/context.ts';
import type { Consent } from '../contract/governance-rules.ts';
import type { MotionRow } from '../contract/governance.contract.ts';
import { NominationForm } from './NominationForm.tsx';

const TONE: Record<Consent, Tone> = { pending: 'amber', accepted: 'green', declined: 'gray' };

export function CandidatesPanel({
  m,
  mayEdit,
  onChange,
}: {
  m: MotionRow;
  mayEdit: boolean;
  onChange: () => void;
}) {
  const { t } = useConsole();
  const taking = mayEdit && m.status === 'nominating';
  return (
    <div className="mt-2" data-candidates>
      <h3 className="text-sm font-semibold">
        {t('console.governance.candidates', { seats: m.seats ?? 0 })}
      </h3>
      {m.candidates.length === 0 && (
        <p className="text-sm text-gray-500">{t('console.governance.noCandidates')}</p>
      )}
      <ul className="mt-1 space-y-1 text-sm">
        {m.candidates.map((c) => (
          <li key={c.id} className="flex flex-wrap items-center gap-2">
            <span lang="zh-CN" className="min-w-0 break-words">
              {c.unitName}
            </span>
            <span lang="zh-CN" className="text-gray-600">
              {c.representative}
            </span>
            <Badge tone={TONE[c.consent]}>{t(`console.governance.consent.${c.consent}`)}</Badge>
            {c.byCouncil && (
              <span className="text-xs text-gray-500">{t('console.governance.byCouncil')}</span>
            )}
          </li>
        ))}
      </ul>
      {taking && (
        <NominationForm
          pollId={m.id}
          by="council"
          words={{
            unit: t('console.governance.nominee'),
            representative: t('console.governance.representative'),
            submit: t('console.governance.nominate'),
          }}
          onDone={onChange}
        />
      )}
    </div>
  );
}
