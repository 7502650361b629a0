/** /center/person: who is signed in, the registration review state and membership. */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { AUDIT_STATUS, type Locale } from '#shared/constants.ts';
import { localePath } from '#shared/routes.ts';
import { useTranslations } from '#i18n/index.ts';
import { requireSession } from '#client/auth.store.ts';
import { $session } from '#client/stores/session.ts';
import { WithName } from '#ui/Typed.tsx';
import { roleNames } from '#ui/roles.ts';
import { feeStatement } from '#features/fees/browser/fees.calls.ts';
import { downloadMyData } from '#features/my-data/browser/my-data.calls.ts';
import { MY_DATA_FORMATS } from '#features/my-data/contract/formats.ts';
import { hasPermiOr } from '#shared/permissions.ts';
import { TermStatus } from '#features/fees/browser/TermStatus.tsx';
import { SignInNotice } from '#features/account/browser/public.ts';

type Statement = Awaited<ReturnType<typeof feeStatement>>;

const AUDIT_KEY: Record<string, string> = {
  [AUDIT_STATUS.pending]: 'auth.result.unaudited.title',
  [AUDIT_STATUS.passed]: 'auth.result.audited.title',
  [AUDIT_STATUS.rejected]: 'auth.result.rejected.title',
};

export default function CenterHome({ locale }: { locale: Locale }) {
  const t = useTranslations(locale);
  const [ready, setReady] = useState(false);
  const { user, roles, routes, permissions } = useStore($session);
  const [statement, setStatement] = useState<Statement | null>(null);
  useEffect(() => void requireSession().then(setReady), []);
  // A unit that is, or was, a member sees how long its membership runs, or why it stopped.
  const paysFees =
    user?.auditStatus != null &&
    hasPermiOr(permissions, ['member:fee:pay', 'member:application:apply']);
  useEffect(() => {
    if (ready && paysFees)
      void feeStatement()
        .then(setStatement)
        .catch(() => setStatement(null));
  }, [ready, paysFees]);
  if (!ready || !user) return <p className="text-gray-500">{t('common.loading')}</p>;
  return (
    <section aria-labelledby="center-title" className="rounded-lg bg-white p-8 shadow">
      <h1 id="center-title" className="text-xl font-semibold text-brand-700">
        <WithName message={t('center.welcome', { name: '{name}' })} name={user.nickName} />
      </h1>
      <dl className="mt-6 grid grid-cols-[10rem_minmax(0,1fr)] gap-y-3 text-sm">
        {user.auditStatus !== null && (
          <>
            <dt className="text-gray-500">{t('center.auditStatus')}</dt>
            <dd data-testid="audit-status">
              {t(AUDIT_KEY[user.auditStatus] ?? 'auth.result.unaudited.title')}
            </dd>
            <dt className="text-gray-500">{t('center.memberStatus')}</dt>
            <dd>{user.isMember ? t('center.member') : t('center.nonMember')}</dd>
          </>
        )}
        <dt className="text-gray-500">{t('center.roles')}</dt>
        <dd>{roleNames(t, roles)}</dd>
      </dl>
      <SignInNotice t={t} changeHref={localePath(locale, '/update-password')} />
      {statement && (
        <div className="mt-6">
          <TermStatus locale={locale} statement={statement} linked />
        </div>
      )}
      {user.auditStatus === null && (
        // Staff have no enterprise information: their start page is a list of their work.
        <nav aria-label={t('center.work')} className="mt-6">
          <h2 className="mb-2 font-semibold">{t('center.work')}</h2>
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {routes
              .filter((r) => r.path !== 'person')
              .map((r) => (
                <li key={r.path}>
                  <a
                    className="block rounded border border-gray-200 px-3 py-2 text-sm hover:border-brand-600 hover:text-brand-700"
                    href={localePath(locale, `/center/${r.path}`)}
                  >
                    {r.meta.title}
                  </a>
                </li>
              ))}
          </ul>
        </nav>
      )}
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <a
          href={localePath(locale, '/update-password')}
          className="inline-block text-sm text-brand-600 hover:underline"
        >
          {t('center.updatePassword')}
        </a>
        {user.auditStatus !== null && (
          // What the association holds about the unit, for the unit to read or take elsewhere:
          // all of it with its files, or the records alone for a program or a spreadsheet.
          <fieldset className="flex flex-wrap gap-2 text-sm">
            <legend className="float-left mr-2">{t('center.myData')}</legend>
            {MY_DATA_FORMATS.map((format) => (
              <button
                key={format}
                type="button"
                className="text-brand-600 hover:underline"
                onClick={() => void downloadMyData(format)}
              >
                {t(`center.myData.${format}`)}
              </button>
            ))}
            {/* The export shows what is held; the people page is where it is put right. */}
            <a
              href={localePath(locale, '/center/my-people')}
              className="text-brand-600 hover:underline"
            >
              {t('center.myData.correct')}
            </a>
          </fieldset>
        )}
      </div>
    </section>
  );
}
