/**
 * The motions and elections put to the members, as a unit sees them: three taps to vote (the menu
 * entry, a choice, the vote button). The receipt code is made here and kept on this device: the server
 * keeps only its hash, so it is how a secret vote is changed and how the unit finds its ballot
 * among those published.
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '#shared/constants.ts';
import { beijingMinute } from '#shared/format.ts';
import { useTranslations } from '#i18n/index.ts';
import { $session } from '#client/stores/session.ts';
import { Button } from '#ui/Button.tsx';
import { LoadFailed } from '#ui/LoadFailed.tsx';
import { useReadyList } from '#ui/useReadyList.ts';
import {
  MOTION_CHOICES,
  type MotionChoice,
  newReceipt,
  receiptHash,
} from '../contract/governance-rules.ts';
import type { MemberMotion } from '../contract/governance.contract.ts';
import { CandidateChoice, Nominations } from './ElectionParts.tsx';
import { ballots, castVote } from './governance.calls.ts';
import { RankingList } from './Ranking.tsx';

const keyOf = (userId: number | undefined, motionId: number) =>
  `governance.receipt.${userId ?? 0}.${motionId}`;

export default function MemberVotes({ locale }: { locale: Locale }) {
  const t = useTranslations(locale);
  const userId = useStore($session).user?.userId;
  const { ready, rows, reload, retry } = useReadyList(ballots);
  if (rows === 'failed')
    return (
      <LoadFailed message={t('governance.loadFailed')} retry={t('common.retry')} onRetry={retry} />
    );
  if (!ready || !rows) return <p className="text-gray-500">{t('common.loading')}</p>;
  if (rows.length === 0)
    return <p className="rounded-lg bg-white p-6 text-sm shadow-sm">{t('governance.none')}</p>;
  return (
    <div className="space-y-4">
      {rows.map((m) => (
        <Motion key={m.id} m={m} t={t} storeKey={keyOf(userId, m.id)} onVoted={reload} />
      ))}
    </div>
  );
}

function Motion({
  m,
  t,
  storeKey,
  onVoted,
}: {
  m: MemberMotion;
  t: ReturnType<typeof useTranslations>;
  storeKey: string;
  onVoted: () => void;
}) {
  const [choice, setChoice] = useState<MotionChoice>();
  const [busy, setBusy] = useState(false);
  const receipt = typeof localStorage === 'undefined' ? null : localStorage.getItem(storeKey);
  const [counted, setCounted] = useState<string | null>();
  useEffect(() => {
    const published = m.ballots;
    if (!published || !receipt) return;
    void receiptHash(m.id, receipt).then((hash) =>
      setCounted(published.find((b) => b.receiptHash === hash)?.choice ?? null),
    );
  }, [m, receipt]);
  const vote = async (ballot: Parameters<typeof castVote>[1]) => {
    const code = receipt ?? newReceipt();
    setBusy(true);
    try {
      await castVote(m.id, ballot, code);
      localStorage.setItem(storeKey, code);
      onVoted();
    } catch {
      // Told by the client already (a refusal says why).
    } finally {
      setBusy(false);
    }
  };
  const open = m.status === 'open' && m.mine.eligible && Date.now() < Date.parse(m.closesAt);
  const election = m.kind === 'election';
  const named = (ids: number[]) =>
    ids.length === 0
      ? t('governance.blank')
      : ids
          .map((id) => m.candidates.find((c) => c.id === id)?.unitName ?? '')
          .join(t('common.nameSeparator'));
  return (
    <article className="rounded-lg bg-white p-6 shadow-sm" data-motion={m.id}>
      <h2 className="text-lg font-semibold">{m.title}</h2>
      <p className="mt-1 text-sm text-gray-600">
        {t(`governance.status.${m.status as 'open'}`)} ·{' '}
        {t('governance.window', {
          opens: beijingMinute(m.opensAt),
          closes: beijingMinute(m.closesAt),
        })}{' '}
        · {t(m.secret ? 'governance.secret' : 'governance.openBallot')} ·{' '}
        {election
          ? t('governance.electionRules', { quorum: m.quorumPercent, seats: m.seats ?? 1 })
          : t('governance.rules', {
              quorum: m.quorumPercent,
              majority: t(`governance.majority.${m.majority}`),
            })}
      </p>
      {election && m.nominationClosesAt && m.status === 'nominating' && (
        <p className="mt-1 text-sm text-gray-600">
          {t('governance.nominationsUntil', { at: beijingMinute(m.nominationClosesAt) })}
        </p>
      )}
      <p className="mt-3 whitespace-pre-line text-sm">{m.body}</p>
      {m.mine.refusal && (
        <p className="mt-3 rounded bg-amber-50 p-3 text-sm text-amber-900" role="status">
          {t(`governance.refusal.${m.mine.refusal}`)}
        </p>
      )}
      {election && m.candidates.length > 0 && m.status === 'nominating' && (
        <p className="mt-3 text-sm">
          {t('governance.candidatesSoFar', { names: named(m.candidates.map((c) => c.id)) })}
        </p>
      )}
      {election && m.status === 'nominating' && <Nominations m={m} t={t} onChange={onVoted} />}
      {m.mine.voted && (
        <p className="mt-3 text-sm font-medium" data-my-vote>
          {m.mine.choice
            ? t('governance.yourVote', { choice: t(`governance.choice.${m.mine.choice}`) })
            : m.mine.choices
              ? t('governance.yourBallot', { names: named(m.mine.choices) })
              : t('governance.votedSecret')}
        </p>
      )}
      {m.mine.voted && receipt && (
        <p className="mt-1 text-xs text-gray-600">{t('governance.receipt', { code: receipt })}</p>
      )}
      {open && election && (
        <CandidateChoice
          m={m}
          t={t}
          busy={busy}
          onVote={(candidates) => void vote({ candidates })}
        />
      )}
      {open && !election && (
        <fieldset className="mt-4">
          <legend className="sr-only">{m.title}</legend>
          {m.mine.voted && <p className="mb-2 text-xs text-gray-600">{t('governance.change')}</p>}
          <div className="flex flex-wrap gap-2">
            {MOTION_CHOICES.map((c) => (
              <label
                key={c}
                className={`cursor-pointer rounded border px-4 py-2 text-sm ${choice === c ? 'border-brand-600 bg-brand-50' : 'border-gray-300'}`}
              >
                <input
                  type="radio"
                  className="sr-only"
                  name={`motion-${m.id}`}
                  value={c}
                  checked={choice === c}
                  onChange={() => setChoice(c)}
                />
                {t(`governance.choice.${c}`)}
              </label>
            ))}
            <Button onClick={() => choice && void vote({ choice })} disabled={!choice || busy}>
              {t('governance.vote')}
            </Button>
          </div>
        </fieldset>
      )}
      {m.result && (
        <div className="mt-4 rounded bg-gray-50 p-3 text-sm" data-result>
          <p className="font-semibold">
            {!election &&
              `${t(m.result.adopted ? 'governance.adopted' : 'governance.rejected')} · `}
            {t(m.result.quorumMet ? 'governance.quorumMet' : 'governance.quorumMissed')}
          </p>
          <p>
            {t(election ? 'governance.turnout' : 'governance.result', {
              ...m.result.counts,
              voted: m.result.voted,
              eligible: m.result.eligible,
              turnout: m.result.turnoutPercent,
            })}
          </p>
          {m.result.ranking && (
            <RankingList
              ranking={m.result.ranking}
              words={{
                votes: (n) => t('governance.votes', { count: n }),
                elected: t('governance.elected'),
                tied: t('governance.tied'),
              }}
            />
          )}
          <p className="break-all text-xs text-gray-600">
            {t('governance.hash', { hash: m.result.hash })}
          </p>
          {receipt && counted !== undefined && (
            <p className="mt-1 text-xs" data-counted>
              {counted === null
                ? t('governance.notCounted')
                : t('governance.counted', {
                    choice: election
                      ? named(counted === '' ? [] : counted.split(',').map(Number))
                      : t(`governance.choice.${counted as MotionChoice}`),
                  })}
            </p>
          )}
        </div>
      )}
    </article>
  );
}
