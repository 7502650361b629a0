/**
 * The steps an item took before it reached this reviewer: each earlier decision with its
 * reviewer, time and opinion, so the council decides knowing what the secretariat said.
 */
import { useId } from 'react';
import { beijingMinute } from '#shared/format.ts';
import type { ReviewItem } from './review-sources.ts';
import { Typed } from '#ui/Typed.tsx';
import { useConsole } from '#ui/console/context.ts';
import { statusLabel } from '#ui/console/status-label.ts';

export function StepHistory({ history }: { history: NonNullable<ReviewItem['history']> }) {
  const { t } = useConsole();
  const headingId = useId();
  if (history.steps.length === 0) return null;
  const label = (status: string) => statusLabel(t, history.subject, status);
  return (
    <section aria-labelledby={headingId} className="space-y-1">
      <h3 id={headingId} className="font-medium text-gray-900 text-sm">
        {t('console.review.history')}
      </h3>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[30rem] text-left text-sm">
          <thead className="text-gray-500">
            <tr>
              <th scope="col" className="py-1 pr-3 font-normal">
                {t('console.review.stepAt')}
              </th>
              <th scope="col" className="py-1 pr-3 font-normal">
                {t('console.review.step')}
              </th>
              <th scope="col" className="py-1 pr-3 font-normal">
                {t('console.review.stepBy')}
              </th>
              <th scope="col" className="py-1 font-normal">
                {t('console.review.stepOpinion')}
              </th>
            </tr>
          </thead>
          <tbody>
            {history.steps.map((s) => (
              <tr key={`${s.at}${s.toStatus}`} className="border-gray-100 border-t align-top">
                <td className="whitespace-nowrap py-1 pr-3">{beijingMinute(s.at)}</td>
                <td className="py-1 pr-3">
                  {s.fromStatus === null
                    ? label(s.toStatus)
                    : `${label(s.fromStatus)} → ${label(s.toStatus)}`}
                </td>
                <td className="py-1 pr-3">
                  <Typed text={s.actor} />
                </td>
                <td className="py-1">
                  {s.opinion ? (
                    <Typed text={s.opinion} />
                  ) : (
                    <span className="text-gray-500">{t('console.review.noOpinion')}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
