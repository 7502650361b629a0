/** /center/person: who is signed in, the registration review state and membership. */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { AUDIT_STATUS, type Locale } from '../../shared/constants.ts';
import { localePath } from '../../shared/routes.ts';
import { useTranslations } from '../../i18n/index.ts';
import { requireSession } from '../../client/stores/auth.ts';
import { $session } from '../../client/stores/session.ts';

const AUDIT_KEY: Record<string, string> = {
  [AUDIT_STATUS.pending]: 'auth.result.unaudited.title',
  [AUDIT_STATUS.passed]: 'auth.result.audited.title',
  [AUDIT_STATUS.rejected]: 'auth.result.rejected.title',
};

export default function CenterHome({ locale }: { locale: Locale }) {
  const t = useTranslations(locale);
  const [ready, setReady] = useState(false);
  const { user, roles } = useStore($session);
  useEffect(() => void requireSession().then(setReady), []);
  if (!ready || !user) return <p className="text-gray-500">{t('common.loading')}</p>;
  return (
    <section aria-labelledby="center-title" className="rounded-lg bg-white p-8 shadow">
      <h1 id="center-title" className="text-xl font-semibold text-brand-700">{t('center.welcome', { name: user.nickName })}</h1>
      <dl className="mt-6 grid grid-cols-[10rem_1fr] gap-y-3 text-sm">
        {user.auditStatus !== null && (
          <>
            <dt className="text-gray-500">{t('center.auditStatus')}</dt>
            <dd data-testid="audit-status">{t(AUDIT_KEY[user.auditStatus] ?? 'auth.result.unaudited.title')}</dd>
            <dt className="text-gray-500">{t('center.memberStatus')}</dt>
            <dd>{user.isMember ? t('center.member') : t('center.nonMember')}</dd>
          </>
        )}
        <dt className="text-gray-500">{t('center.roles')}</dt>
        <dd>{roles.join(', ')}</dd>
      </dl>
      <a href={localePath(locale, '/update-password')} className="mt-6 inline-block text-sm text-brand-600 hover:underline">{t('center.updatePassword')}</a>
    </section>
  );
}
