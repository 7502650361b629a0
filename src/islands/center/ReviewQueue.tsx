/** Plain staff page: registrations and applications waiting for this reviewer, pass or reject with an opinion. */
import { useCallback, useEffect, useState } from 'react';
import type { Locale } from '../../shared/constants.ts';
import type { ApplicationRow } from '../../shared/schemas/membership.ts';
import { useTranslations } from '../../i18n/index.ts';
import { applicationQueue, registrationQueue, reviewApplication, reviewRegistration, type ReviewStep } from '../../client/stores/membership.ts';
import { toast } from '../../client/stores/feedback.ts';
import { Button } from '../../ui/Button.tsx';
import { useReady } from './useReady.ts';

interface Props { locale: Locale; mode: 'secretariat' | 'council' }
type Item = { kind: 'registration'; id: number; title: string; detail: string } | { kind: ReviewStep; id: number; title: string; detail: string };

export default function ReviewQueue({ locale, mode }: Props) {
  const t = useTranslations(locale);
  const ready = useReady();
  const [items, setItems] = useState<Item[]>();
  const load = useCallback(async () => {
    const fromApps = (rows: ApplicationRow[], kind: ReviewStep): Item[] => rows.map((a) => ({ kind, id: a.id, title: a.unitName, detail: t(`apply.status.${a.status}`) }));
    if (mode === 'council') return setItems(fromApps((await applicationQueue('council')).rows, 'council'));
    const [regs, apps, pays] = await Promise.all([registrationQueue('0'), applicationQueue('secretariat'), applicationQueue('paymentReview')]);
    setItems([
      ...regs.rows.map((r) => ({ kind: 'registration' as const, id: r.id, title: r.unitName, detail: `${r.taxId} · ${r.contactPerson} · ${r.phone}` })),
      ...fromApps(apps.rows, 'secretariat'),
      ...fromApps(pays.rows, 'payment'),
    ]);
  }, [mode, t]);
  useEffect(() => void (ready && load().catch(() => setItems([]))), [ready, load]);

  const decide = async (item: Item, decision: 'pass' | 'reject') => {
    const opinion = (document.getElementById(`opinion-${item.kind}-${item.id}`) as HTMLTextAreaElement | null)?.value ?? '';
    try {
      if (item.kind === 'registration') await reviewRegistration(item.id, decision, opinion);
      else await reviewApplication(item.kind, item.id, decision, opinion);
      toast('success', t('review.done'));
      await load();
    } catch {
      /* the request layer showed why */
    }
  };

  if (!ready || !items) return <p className="text-gray-500">{t('common.loading')}</p>;
  if (items.length === 0) return <p className="rounded-lg bg-white p-6 text-sm text-gray-500 shadow-sm">{t('review.empty')}</p>;
  return (
    <ul className="space-y-4">
      {items.map((item) => (
        <li key={`${item.kind}-${item.id}`} className="rounded-lg bg-white p-5 shadow-sm" data-review-item={item.kind}>
          <p className="text-xs text-gray-500">{t(`review.kind.${item.kind}`)}</p>
          <h2 className="font-semibold">{item.title}</h2>
          <p className="text-sm text-gray-600">{item.detail}</p>
          <label className="mt-3 block text-sm" htmlFor={`opinion-${item.kind}-${item.id}`}>{t('review.opinion')}</label>
          <textarea id={`opinion-${item.kind}-${item.id}`} rows={2} className="w-full rounded border border-gray-300 px-3 py-2 text-sm" />
          <div className="mt-3 flex gap-2">
            <Button onClick={() => void decide(item, 'pass')}>{t('review.pass')}</Button>
            <Button variant="secondary" onClick={() => void decide(item, 'reject')}>{t('review.reject')}</Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
