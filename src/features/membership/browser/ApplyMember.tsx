/** Apply for membership: status with its history, the apply button, and the fee payment form. */
import { useCallback, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $session } from '#client/stores/session.ts';
import type { Locale } from '#shared/constants.ts';
import type { ApplicationRow } from '../contract/membership.contract.ts';
import { useTranslations } from '#i18n/index.ts';
import { applyForMembership, myApplications } from './membership.calls.ts';
import { toast } from '#client/stores/feedback.ts';
import { Button } from '#ui/Button.tsx';
import { WorkflowItem } from '#ui/WorkflowItem.tsx';
import { localePath } from '#shared/routes.ts';
import { PaymentForm } from './PaymentForm.tsx';
import { useReady } from '#ui/useReady.ts';

export default function ApplyMember({ locale }: { locale: Locale }) {
  const t = useTranslations(locale);
  const ready = useReady();
  const [apps, setApps] = useState<ApplicationRow[]>();
  const [agreed, setAgreed] = useState(false);
  const isMember = useStore($session).user?.isMember ?? false;
  const reload = useCallback(
    () =>
      void myApplications()
        .then(setApps)
        .catch(() => setApps([])),
    [],
  );
  useEffect(() => (ready ? reload() : undefined), [ready, reload]);
  const open = apps?.find((a) => a.status !== 'member' && a.status !== 'rejected');

  if (!ready || !apps) return <p className="text-gray-500">{t('common.loading')}</p>;
  return (
    <section className="space-y-6">
      {isMember && (
        <p className="rounded-lg bg-green-50 p-6 text-sm text-green-900" role="status">
          {t('apply.alreadyMember')}
        </p>
      )}
      {!open && !isMember && (
        <div className="rounded-lg bg-white p-6 shadow-sm">
          <p className="mb-4 text-sm text-gray-700">{t('apply.intro')}</p>
          <label className="mb-4 flex items-center gap-2 text-sm">
            <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
            <span>
              {t('apply.agree')}{' '}
              <a
                className="text-brand-600 underline"
                href={localePath(locale, '/center/agreement')}
                target="_blank"
                rel="noopener"
              >
                {t('apply.agreementLink')}
              </a>
            </span>
          </label>
          <Button
            onClick={() =>
              agreed
                ? void applyForMembership()
                    .then((a) => {
                      toast('success', t('apply.submitted'));
                      setApps([a, ...apps]);
                    })
                    .catch(() => undefined)
                : toast('warning', t('validation.agreement.required'))
            }
          >
            {t('apply.submit')}
          </Button>
        </div>
      )}
      {open?.status === 'payment' && <PaymentForm locale={locale} app={open} onDone={reload} />}
      {apps.map((a) => (
        <WorkflowItem
          key={a.id}
          t={t}
          id={a.id}
          status={a.status}
          statusKeys="apply.status."
          rejectReason={a.rejectReason}
          history={a.history}
        />
      ))}
    </section>
  );
}
