/**
 * On the member's own page (/center/person): where mail goes, and a switch for each kind of
 * optional mail. A change is saved at once; essential mail has no switch.
 */
import { useEffect, useState } from 'react';
import type { Locale } from '#shared/constants.ts';
import { OPTIONAL_MAIL_TOPICS, type OptionalMailTopic } from '#shared/mail-topics.ts';
import { useTranslations } from '#i18n/index.ts';
import { requireSession } from '#client/auth.store.ts';
import { toast } from '#client/stores/feedback.ts';
import type { MailPreferences as Preferences } from '../contract/mail-preferences.contract.ts';
import { myMailPreferences, saveMailPreferences } from './mail-preferences.calls.ts';

const LABEL: Record<OptionalMailTopic, string> = {
  reminders: 'center.mail.reminders',
  news: 'center.mail.news',
};

export default function MailPreferences({ locale }: { locale: Locale }) {
  const t = useTranslations(locale);
  const [prefs, setPrefs] = useState<Preferences | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    void requireSession().then(async (ready) => {
      if (ready) setPrefs(await myMailPreferences().catch(() => null));
    });
  }, []);
  if (!prefs) return null;

  const change = async (topic: OptionalMailTopic, on: boolean) => {
    setSaving(true);
    try {
      const res = await saveMailPreferences({ topics: { [topic]: on } });
      setPrefs(res.data);
      toast('success', res.msg);
    } catch {
      // The client has said what went wrong; the switch stays as the server has it.
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby="mail-preferences" className="rounded-lg bg-white p-8 shadow">
      <h2 id="mail-preferences" className="text-lg font-semibold text-brand-700">
        {t('center.mail.title')}
      </h2>
      <p className="mt-2 text-sm text-gray-600">
        {prefs.address
          ? t('center.mail.address', { address: prefs.address })
          : t('center.mail.noAddress')}
      </p>
      <p className="mt-2 text-sm text-gray-600">{t('center.mail.intro')}</p>
      <ul className="mt-4 space-y-2">
        {OPTIONAL_MAIL_TOPICS.map((topic) => (
          <li key={topic}>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                data-testid={`mail-topic-${topic}`}
                checked={prefs.topics[topic]}
                disabled={saving}
                onChange={(e) => void change(topic, e.currentTarget.checked)}
              />
              {t(LABEL[topic])}
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}
