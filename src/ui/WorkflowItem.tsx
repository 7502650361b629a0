/** One item of a review workflow as its unit sees it: number and state, the rejection reason, and every step with who and when. */
import type { ReactNode } from 'react';
import { formatDate } from '#shared/format.ts';
import type { Translate } from '#i18n/index.ts';
import { Typed } from './Typed.tsx';

interface WorkflowStep {
  toStatus: string;
  actor: string;
  opinion: string | null;
  at: string;
}

interface Props {
  t: Translate;
  id: number;
  status: string;
  /** i18n prefix of the state names, with its dot: `apply.status.` or `request.status.`. */
  statusKeys: string;
  rejectReason: string | null;
  history: readonly WorkflowStep[];
  children?: ReactNode;
}

export function WorkflowItem({
  t,
  id,
  status,
  statusKeys,
  rejectReason,
  history,
  children,
}: Props) {
  return (
    <article className="rounded-lg bg-white p-6 shadow-sm" data-workflow-status={status}>
      <h2 className="font-semibold">
        {t('apply.number', { id })} ·{' '}
        <span className="text-brand-700">{t(`${statusKeys}${status}`)}</span>
      </h2>
      {children}
      {rejectReason && (
        <p className="mt-2 rounded bg-red-50 p-3 text-sm text-red-800">
          {t('common.labelled', { label: t('auth.result.rejectReason') })}
          <Typed text={rejectReason} />
        </p>
      )}
      <ol className="mt-3 space-y-1 text-sm text-gray-600">
        {history.map((h, i) => (
          <li key={i}>
            {formatDate(h.at, 'YYYY-MM-DD HH:mm')} · <Typed text={h.actor} /> ·{' '}
            {t(`${statusKeys}${h.toStatus}`)}
            {h.opinion && (
              <>
                {' · '}
                <Typed text={h.opinion} />
              </>
            )}
          </li>
        ))}
      </ol>
    </article>
  );
}
