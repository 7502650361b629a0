/** Plain staff desk: one section per queue, each item passed or rejected with an opinion. */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { hasPermi } from '#shared/permissions.ts';
import { $session } from '#client/stores/session.ts';
import type { Locale } from '#shared/constants.ts';
import { useTranslations } from '#i18n/index.ts';
import { toast } from '#client/stores/feedback.ts';
import { openFile } from '#client/files.calls.ts';
import { Button } from '#ui/Button.tsx';
import { useReady } from '#ui/useReady.ts';
import { sourcesFor, type ReviewItem } from './review-sources.ts';
import { EnterpriseDossier } from '#features/dossier/browser/public.ts';
import { AttendeePeople } from './AttendeePeople.tsx';
import { Typed } from '#ui/Typed.tsx';

interface Props {
  locale: Locale;
  mode: 'secretariat' | 'council';
}

export default function ReviewQueue({ locale, mode }: Props) {
  const t = useTranslations(locale);
  const ready = useReady();
  const { permissions } = useStore($session);
  const sources = useMemo(
    () => sourcesFor(mode, t).filter((s) => hasPermi(permissions, s.permission)),
    [mode, t, permissions],
  );
  const [queues, setQueues] = useState<{ kind: string; items: ReviewItem[] }[]>();
  const load = useCallback(async () => {
    // One queue that fails to load must not hide the others.
    setQueues(
      await Promise.all(
        sources.map(async (s) => ({ kind: s.kind, items: await s.load().catch(() => []) })),
      ),
    );
  }, [sources]);
  useEffect(() => void (ready && load()), [ready, load]);

  const decide = async (kind: string, item: ReviewItem, decision: 'pass' | 'reject') => {
    const opinion =
      (document.getElementById(`opinion-${kind}-${item.id}`) as HTMLTextAreaElement | null)
        ?.value ?? '';
    try {
      await item.decide(decision, opinion);
      toast('success', t('review.done'));
      await load();
    } catch {
      /* the request layer showed why */
    }
  };

  if (!ready || !queues) return <p className="text-gray-500">{t('common.loading')}</p>;
  if (queues.every((q) => q.items.length === 0))
    return (
      <p className="rounded-lg bg-white p-6 text-sm text-gray-500 shadow-sm">{t('review.empty')}</p>
    );
  return (
    <div className="space-y-8">
      {queues
        .filter((q) => q.items.length > 0)
        .map((q) => (
          <section key={q.kind} aria-labelledby={`queue-${q.kind}`}>
            <h2 id={`queue-${q.kind}`} className="mb-3 font-semibold text-brand-700">
              {t(`review.kind.${q.kind}`)} ({q.items.length})
            </h2>
            <ul className="space-y-4">
              {q.items.map((item) => (
                <li
                  key={item.id}
                  className="rounded-lg bg-white p-5 shadow-sm"
                  data-review-item={q.kind}
                >
                  <h3 className="font-semibold">
                    <Typed text={item.title} />
                  </h3>
                  <p className="text-sm text-gray-600">
                    <Typed text={item.detail} />
                  </p>
                  {item.facts && item.facts.length > 0 && (
                    <dl className="mt-2 grid gap-x-4 text-sm sm:grid-cols-[10rem_1fr]" data-facts>
                      {item.facts.map(([label, value]) => (
                        <div key={label} className="contents">
                          <dt className="text-gray-500">{label}</dt>
                          <dd>{value}</dd>
                        </div>
                      ))}
                    </dl>
                  )}
                  {item.attendees && <AttendeePeople people={item.attendees} t={t} />}
                  {item.enterpriseId !== undefined && (
                    <EnterpriseDossier enterpriseId={item.enterpriseId} t={t} />
                  )}
                  {item.files?.map((f) => (
                    <Button
                      key={f.id}
                      variant="link"
                      onClick={() => void openFile(f.id).catch(() => undefined)}
                    >
                      {t('review.openFile', { name: f.label })}
                    </Button>
                  ))}
                  <label className="mt-3 block text-sm" htmlFor={`opinion-${q.kind}-${item.id}`}>
                    {t('review.opinion')}
                  </label>
                  <textarea
                    id={`opinion-${q.kind}-${item.id}`}
                    rows={2}
                    className="w-full rounded border border-gray-300 px-3 py-2 text-sm"
                  />
                  <div className="mt-3 flex gap-2">
                    <Button onClick={() => void decide(q.kind, item, 'pass')}>
                      {t('review.pass')}
                    </Button>
                    <Button variant="secondary" onClick={() => void decide(q.kind, item, 'reject')}>
                      {t('review.reject')}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ))}
    </div>
  );
}
