/**
 * /center/privacy: the notice version this account agreed to, a switch for each optional consent
 * (withdrawn at once, PIPL art. 15), and every consent record: what, which version, when, from
 * where. The records also travel in the unit's data export.
 */
import { useEffect, useRef, useState } from 'react';
import type { Locale } from '#shared/constants.ts';
import { OPTIONAL_CONSENTS, type ConsentKind, type OptionalConsent } from '#shared/privacy.ts';
import { localePath } from '#shared/routes.ts';
import { beijingMinute } from '#shared/format.ts';
import { useTranslations } from '#i18n/index.ts';
import { requireSession } from '#client/auth.store.ts';
import { toast } from '#client/stores/feedback.ts';
import type { MyConsents as Mine } from '../contract/privacy.contract.ts';
import { myConsents, setOptionalConsent } from './privacy.calls.ts';
import { OPTIONAL_LABEL } from './PrivacyNotice.tsx';

const KIND: Record<ConsentKind, string> = {
  notice: 'privacy.kind.notice',
  marketingEmail: 'privacy.kind.marketingEmail',
  marketingSms: 'privacy.kind.marketingSms',
};

export default function MyConsents({ locale }: { locale: Locale }) {
  const t = useTranslations(locale);
  const [mine, setMine] = useState<Mine | null>(null);
  const [saving, setSaving] = useState(false);
  // Set at once, not at the next render: a double click's second change finds it set and sends nothing.
  const inFlight = useRef(false);
  useEffect(() => {
    void requireSession().then(async (ready) => {
      if (ready) setMine(await myConsents().catch(() => null));
    });
  }, []);
  if (!mine) return null;

  const change = async (kind: OptionalConsent, granted: boolean) => {
    // The box shows the choice at once (a box that flips only when the server answers reads as
    // unchanged to a screen reader), and goes back if the server refuses it.
    if (inFlight.current) return;
    inFlight.current = true;
    const before = mine;
    setMine({ ...mine, optional: { ...mine.optional, [kind]: granted } });
    setSaving(true);
    try {
      const res = await setOptionalConsent(kind, granted);
      setMine(res.data);
      toast('success', res.msg);
    } catch {
      // The client has said what went wrong, in the reader's language (a toast); the switch goes
      // back to what the server holds.
      setMine(before);
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby="my-consents" className="rounded-lg bg-white p-6 shadow md:p-8">
      <h2 id="my-consents" className="text-lg font-semibold text-brand-700">
        {t('center.menu.privacy')}
      </h2>
      <p className="mt-2 text-sm text-gray-600">
        {mine.agreedVersion !== null
          ? t('privacy.agreedTo', { version: mine.agreedVersion })
          : t('privacy.consentNeeded')}{' '}
        <a href={localePath(locale, '/privacy')} className="text-brand-600 underline">
          {t('privacy.read')}
        </a>
      </p>
      <h3 className="mt-6 font-semibold">{t('privacy.optional.title')}</h3>
      <p className="mt-1 text-sm text-gray-600">{t('privacy.optional.withdraw')}</p>
      <ul className="mt-3 space-y-2">
        {OPTIONAL_CONSENTS.map((k) => (
          <li key={k}>
            <label className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                className="mt-1"
                data-testid={`consent-${k}`}
                checked={mine.optional[k]}
                disabled={saving}
                onChange={(e) => void change(k, e.currentTarget.checked)}
              />
              {t(OPTIONAL_LABEL[k])}
            </label>
          </li>
        ))}
      </ul>
      <h3 className="mt-6 font-semibold">{t('privacy.records.title')}</h3>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full text-left text-sm" data-testid="consent-records">
          <thead className="text-gray-600">
            <tr>
              <th className="py-1 pr-3">{t('privacy.records.what')}</th>
              <th className="py-1 pr-3">{t('privacy.records.version')}</th>
              <th className="py-1 pr-3">{t('privacy.records.given')}</th>
              <th className="py-1 pr-3">{t('privacy.records.at')}</th>
              <th className="py-1">{t('privacy.records.from')}</th>
            </tr>
          </thead>
          <tbody>
            {mine.records.map((r) => (
              <tr key={`${r.kind}-${r.at}-${r.version}`} className="border-t">
                <td className="py-1 pr-3">{t(KIND[r.kind])}</td>
                <td className="py-1 pr-3">{r.version}</td>
                <td className="py-1 pr-3">
                  {r.granted ? t('privacy.records.granted') : t('privacy.records.withdrawn')}
                </td>
                <td className="py-1 pr-3 whitespace-nowrap">{beijingMinute(r.at)}</td>
                <td className="py-1">{r.ip}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
