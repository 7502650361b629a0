/**
 * /privacy: the notice in force, for anyone. A member account that has not agreed to this version
 * (the server refuses its other calls until it does, and the client sends it here) agrees on the
 * same page, with the optional consents beside, or signs out; then it goes back where it was.
 */
import { useEffect, useState } from 'react';
import type { Locale } from '#shared/constants.ts';
import { OPTIONAL_CONSENTS, type OptionalConsent } from '#shared/privacy.ts';
import { localePath, safeRedirect } from '#shared/routes.ts';
import { beijingMinute } from '#shared/format.ts';
import { useTranslations } from '#i18n/index.ts';
import { currentToken } from '#client/stores/session.ts';
import { logout } from '#client/auth.store.ts';
import { Button } from '#ui/Button.tsx';
import type { MyConsents, PrivacyNotice as Notice } from '../contract/privacy.contract.ts';
import { agreeToNotice, myConsents, privacyNotice } from './privacy.calls.ts';
import { NoticeText } from './NoticeText.tsx';

export const OPTIONAL_LABEL: Record<OptionalConsent, string> = {
  marketingEmail: 'privacy.optional.marketingEmail',
  marketingSms: 'privacy.optional.marketingSms',
};

export default function PrivacyNotice({ locale }: { locale: Locale }) {
  const t = useTranslations(locale);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [mine, setMine] = useState<MyConsents | null>(null);
  const [optional, setOptional] = useState<OptionalConsent[]>([]);
  const [ticked, setTicked] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    privacyNotice().then(setNotice, () => setNotice(null));
    if (currentToken()) myConsents().then(setMine, () => setMine(null));
  }, []);
  if (!notice) return null;

  const agree = async () => {
    setBusy(true);
    try {
      await agreeToNotice(notice.version, optional);
      const back = new URLSearchParams(location.search).get('redirect');
      location.href = safeRedirect(back, localePath(locale, '/center/person'));
    } catch {
      // The client has said why (a newer version was published meanwhile: the page reloads it).
      setBusy(false);
    }
  };

  return (
    <article
      aria-labelledby="privacy-title"
      className="w-full max-w-3xl rounded-lg bg-white p-8 shadow"
    >
      <h1 id="privacy-title" className="text-xl font-semibold text-brand-700">
        {t('privacy.title')}
      </h1>
      <p className="mt-1 text-sm text-gray-600" data-testid="privacy-version">
        {t('privacy.version', {
          version: notice.version,
          date: beijingMinute(notice.publishedAt).slice(0, 10),
        })}
      </p>
      {mine?.needed && (
        <p
          role="alert"
          className="mt-4 rounded border border-amber-300 bg-amber-50 p-3 text-amber-900"
        >
          {t('privacy.consentNeeded')}
        </p>
      )}
      <div className="mt-6">
        <NoticeText text={locale === 'en' ? notice.bodyEn : notice.bodyZh} />
      </div>
      {mine && !mine.needed && mine.agreedVersion !== null && (
        <p className="mt-6 text-sm text-gray-600">
          {t('privacy.agreedTo', { version: mine.agreedVersion })}{' '}
          <a href={localePath(locale, '/center/privacy')} className="text-brand-600 underline">
            {t('privacy.manage')}
          </a>
        </p>
      )}
      {mine?.needed && (
        <section aria-labelledby="privacy-agree" className="mt-8 border-t pt-6">
          <h2 id="privacy-agree" className="font-semibold">
            {t('privacy.agreeTitle')}
          </h2>
          <label className="mt-3 flex items-start gap-2">
            <input
              type="checkbox"
              className="mt-1"
              data-testid="privacy-agree"
              checked={ticked}
              onChange={(e) => setTicked(e.currentTarget.checked)}
            />
            {t('privacy.agreeBox', { version: notice.version })}
          </label>
          <fieldset className="mt-3 space-y-2">
            <legend className="text-sm text-gray-600">{t('privacy.optional.intro')}</legend>
            {OPTIONAL_CONSENTS.map((k) => (
              <label key={k} className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  className="mt-1"
                  checked={optional.includes(k)}
                  onChange={(e) => {
                    // Read now: by the time the update runs, the event no longer names its box.
                    const on = e.currentTarget.checked;
                    setOptional((o) => (on ? [...o, k] : o.filter((x) => x !== k)));
                  }}
                />
                {t(OPTIONAL_LABEL[k])}
              </label>
            ))}
          </fieldset>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button type="button" disabled={!ticked || busy} onClick={() => void agree()}>
              {t('privacy.agree')}
            </Button>
            <Button type="button" variant="secondary" onClick={() => void logout()}>
              {t('privacy.decline')}
            </Button>
          </div>
        </section>
      )}
    </article>
  );
}
