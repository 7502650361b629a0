/** The unit's registrations with their state; pending or confirmed ones can be cancelled. */
import type { Locale } from '#shared/constants.ts';
import { useTranslations } from '#i18n/index.ts';
import {
  cancelTrainingRegistration,
  downloadCertificates,
  type myTrainingRegistrations,
} from './training.calls.ts';
import { beijingToday } from '#shared/format.ts';
import { confirm, toast } from '#client/stores/feedback.ts';
import { Button } from '#ui/Button.tsx';
import { Typed } from '#ui/Typed.tsx';
import { typedLang } from '#shared/lang.ts';
import { useState } from 'react';
import { Tickets } from './Tickets.tsx';

type Rows = Awaited<ReturnType<typeof myTrainingRegistrations>>;

export function MyRegistrations({
  locale,
  rows,
  onChanged,
}: {
  locale: Locale;
  rows: Rows | undefined;
  onChanged: () => void;
}) {
  const t = useTranslations(locale);
  const [showing, setShowing] = useState<number | null>(null);
  const cancel = async (id: number) => {
    if (
      !(await confirm({
        title: t('trainreg.cancel'),
        message: t('trainreg.cancelConfirm'),
        confirmText: t('trainreg.cancel'),
        cancelText: t('common.close'),
      }))
    )
      return;
    try {
      await cancelTrainingRegistration(id);
      toast('success', t('train.cancelled'));
      onChanged();
    } catch {
      /* the request layer showed why */
    }
  };
  if (!rows?.length) return null;
  return (
    <section className="rounded-lg bg-white p-6 shadow-sm" aria-label={t('trainreg.mine')}>
      <h2 className="mb-3 font-semibold">{t('trainreg.mine')}</h2>
      <ul className="divide-y divide-gray-100 text-sm">
        {rows.map((r) => {
          const people = (r.data.attendees as { name: string }[] | undefined) ?? [];
          return (
            <li
              key={r.id}
              className="flex flex-wrap items-center gap-3 py-3"
              data-registration={r.status}
            >
              <span className="font-medium">{r.trainingTitle}</span>
              <span className="text-gray-500">{r.startDate}</span>
              <span className="rounded bg-brand-50 px-2 py-0.5 text-xs text-brand-800">
                {t(`trainreg.status.${r.status}`)}
              </span>
              <span className="text-gray-600">
                {t('common.labelled', {
                  label: t('trainreg.attendeeCount', { count: people.length }),
                })}
                <Typed text={people.map((p) => p.name).join(t('common.listSeparator'))} />
              </span>
              {r.waitlistPlace !== null && (
                <span className="text-amber-800" data-waitlist-place={r.waitlistPlace}>
                  {t('trainreg.waitlistPlace', { place: r.waitlistPlace })}
                </span>
              )}
              {r.rejectReason && (
                <span className="text-red-700" lang={typedLang(r.rejectReason)}>
                  {r.rejectReason}
                </span>
              )}
              <span className="ml-auto flex gap-3">
                {r.status === 'passed' && (
                  <Button
                    variant="link"
                    aria-expanded={showing === r.id}
                    onClick={() => setShowing(showing === r.id ? null : r.id)}
                  >
                    {t('trainreg.tickets')}
                  </Button>
                )}
                {r.status === 'passed' && r.startDate <= beijingToday(Date.now()) && (
                  <Button
                    variant="link"
                    onClick={() => void downloadCertificates(r.id).catch(() => undefined)}
                  >
                    {t('trainreg.certificates')}
                  </Button>
                )}
                {(r.status === 'pending' || r.status === 'passed' || r.status === 'waitlisted') && (
                  <Button variant="link" onClick={() => void cancel(r.id)}>
                    {t('trainreg.cancel')}
                  </Button>
                )}
              </span>
              {showing === r.id && (
                <Tickets locale={locale} registrationId={r.id} title={r.trainingTitle} />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
