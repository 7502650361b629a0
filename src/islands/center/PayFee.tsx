/** Pay fee: the payment form when the council has approved the application; otherwise where things stand. */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $session } from '#client/stores/session.ts';
import type { Locale } from '#shared/constants.ts';
import type { ApplicationRow } from '#shared/schemas/membership.ts';
import { localePath } from '#shared/routes.ts';
import { useTranslations } from '#i18n/index.ts';
import { myApplications } from '#client/stores/membership.ts';
import { useReady } from './useReady.ts';
import { PaymentForm } from './PaymentForm.tsx';

export default function PayFee({ locale }: { locale: Locale }) {
  const t = useTranslations(locale);
  const ready = useReady();
  const [apps, setApps] = useState<ApplicationRow[]>();
  const isMember = useStore($session).user?.isMember ?? false;
  const reload = () =>
    void myApplications()
      .then(setApps)
      .catch(() => setApps([]));
  useEffect(() => (ready ? reload() : undefined), [ready]);
  if (!ready || !apps) return <p className="text-gray-500">{t('common.loading')}</p>;
  const latest = apps[0];
  if (latest?.status === 'payment')
    return <PaymentForm locale={locale} app={latest} onDone={reload} />;
  if (isMember) {
    return (
      <div className="rounded-lg bg-white p-6 text-sm text-gray-700 shadow-sm">
        <p>{t('payfee.annual')}</p>
        <a
          className="mt-4 inline-block text-brand-600 underline"
          href={`${localePath(locale, '/member')}/membership`}
        >
          {t('payfee.measures')}
        </a>
      </div>
    );
  }
  return (
    <div className="rounded-lg bg-white p-6 text-sm text-gray-700 shadow-sm">
      <p>{t('payfee.nothingDue')}</p>
      {latest && (
        <p className="mt-2" data-application={latest.status}>
          {t('payfee.status', { status: t(`apply.status.${latest.status}`) })}
        </p>
      )}
      <a
        className="mt-4 inline-block text-brand-600 underline"
        href={localePath(locale, '/center/apply-member')}
      >
        {t('center.menu.applyMember')}
      </a>
    </div>
  );
}
