/**
 * Registration result (audited, unaudited, rejected). A signed-in enterprise sees its real state
 * and the rejection reason; right after registering, the query says "unaudited".
 */
import { useEffect, useState } from 'react';
import { Check, CircleAlert, Hourglass, type LucideIcon } from 'lucide-react';
import { AUDIT_STATUS, type Locale } from '#shared/constants.ts';
import { localePath } from '#shared/routes.ts';
import { useTranslations } from '#i18n/index.ts';
import { loadInfo } from '#client/auth.store.ts';
import { $session } from '#client/stores/session.ts';
import { Steps } from '#ui/Steps.tsx';

type Status = 'unaudited' | 'audited' | 'rejected';
const FROM_AUDIT: Record<string, Status> = {
  [AUDIT_STATUS.pending]: 'unaudited',
  [AUDIT_STATUS.passed]: 'audited',
  [AUDIT_STATUS.rejected]: 'rejected',
};
// Drawn, not emoji: an emoji is a box where no emoji font is installed. The heading names the state.
const ICON: Record<Status, LucideIcon> = {
  unaudited: Hourglass,
  audited: Check,
  rejected: CircleAlert,
};

export default function RegisterResult({ locale }: { locale: Locale }) {
  const t = useTranslations(locale);
  const [state, setState] = useState<{
    status: Status;
    reason?: string | null;
    signedIn: boolean;
  }>();

  useEffect(() => {
    const fromQuery = new URLSearchParams(location.search).get('status');
    const fallback: Status =
      fromQuery === 'audited' || fromQuery === 'rejected' ? fromQuery : 'unaudited';
    if (!$session.get().token) return setState({ status: fallback, signedIn: false });
    loadInfo({ quiet: true })
      .then((info) =>
        setState({
          status: FROM_AUDIT[info.user.auditStatus ?? ''] ?? fallback,
          reason: info.user.rejectReason,
          signedIn: true,
        }),
      )
      .catch(() => setState({ status: fallback, signedIn: false }));
  }, []);

  if (!state) return <p className="text-gray-500">{t('common.loading')}</p>;
  const { status } = state;
  const Icon = ICON[status];
  return (
    <section
      aria-labelledby="result-title"
      data-status={status}
      className="w-full max-w-xl rounded-lg bg-white p-8 text-center shadow"
    >
      <Steps
        steps={[
          t('auth.register.steps.fill'),
          t('auth.register.steps.review'),
          t('auth.register.steps.result'),
        ]}
        current={status === 'unaudited' ? 1 : 2}
      />
      <div
        aria-hidden="true"
        className={`mx-auto mb-4 flex h-14 w-14 items-center justify-center rounded-full text-2xl ${status === 'rejected' ? 'bg-red-100 text-red-600' : status === 'audited' ? 'bg-green-100 text-green-700' : 'bg-amber-100 text-amber-700'}`}
      >
        <Icon size={28} aria-hidden="true" />
      </div>
      <h1 id="result-title" className="text-xl font-semibold">
        {t(`auth.result.${status}.title`)}
      </h1>
      <p className="mt-3 text-sm text-gray-600">{t(`auth.result.${status}.body`)}</p>
      {status === 'rejected' && state.reason && (
        <p className="mt-4 rounded bg-red-50 p-3 text-left text-sm text-red-800">
          <strong>{t('common.labelled', { label: t('auth.result.rejectReason') })}</strong>
          {state.reason}
        </p>
      )}
      <div className="mt-6 flex justify-center gap-4 text-sm">
        {state.signedIn ? (
          <a
            className="rounded bg-brand-600 px-4 py-2 text-white hover:bg-brand-700"
            href={localePath(locale, status === 'rejected' ? '/center/person' : '/center')}
          >
            {t(status === 'rejected' ? 'auth.result.editInfo' : 'auth.result.toCenter')}
          </a>
        ) : (
          <a
            className="rounded bg-brand-600 px-4 py-2 text-white hover:bg-brand-700"
            href={localePath(locale, '/login')}
          >
            {t('auth.result.toLogin')}
          </a>
        )}
        <a
          className="rounded border border-gray-300 px-4 py-2 hover:bg-gray-50"
          href={localePath(locale, '/index')}
        >
          {t('auth.result.toHome')}
        </a>
      </div>
    </section>
  );
}
