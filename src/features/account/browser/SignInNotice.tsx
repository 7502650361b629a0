/**
 * Said on the start pages after sign-in: when and from where this account signed in the time
 * before (a sign-in the owner does not recognise is worth a password change), and, when the
 * policy's period has passed, that a new password is due, with the way to set one.
 */
import { useEffect, useState } from 'react';
import type { Translate } from '#i18n/index.ts';
import { api } from '#client/client.ts';
import { unwrap } from '#client/unwrap.ts';
import { beijingMinute } from '#shared/format.ts';

const signInNotice = async () => unwrap(await api().GET('/account/sign-in-notice', {})).data;
type Notice = Awaited<ReturnType<typeof signInNotice>>;

export function SignInNotice({ t, changeHref }: { t: Translate; changeHref: string }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  useEffect(() => {
    signInNotice().then(setNotice, () => setNotice(null));
  }, []);
  if (!notice) return null;
  return (
    <div className="mt-4 space-y-2 text-sm" data-testid="sign-in-notice">
      <p className="text-gray-600">
        {notice.previous
          ? t('center.signIn.previous', {
              at: beijingMinute(notice.previous.at),
              ip: notice.previous.ip,
            })
          : t('center.signIn.first')}
      </p>
      {notice.passwordExpired && (
        <p role="alert" className="rounded border border-amber-300 bg-amber-50 p-3 text-amber-900">
          {t('center.signIn.passwordDue', { days: notice.maxAgeDays })}{' '}
          <a href={changeHref} className="font-medium underline">
            {t('center.signIn.changePassword')}
          </a>
        </p>
      )}
    </div>
  );
}
