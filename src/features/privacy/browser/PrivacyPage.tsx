/**
 * The console's privacy notice: the version in force, editable in both languages and published
 * as a new version (never changed in place: a consent names the words it was given to); then
 * every member account agrees again before going on. Earlier versions, with how many agreed.
 */
import { useCallback, useEffect, useState } from 'react';
import { formatDate } from '#shared/format.ts';
import { confirm, toast } from '#client/stores/feedback.ts';
import { ApiError } from '#client/errors.ts';
import { useConsole } from '#ui/console/context.ts';
import { Panel } from '#ui/console/Panel.tsx';
import { Button } from '#ui/Button.tsx';
import type { ConsolePageProps } from '#ui/console/page.ts';
import { NoticeText } from './NoticeText.tsx';
import { noticeVersions, publishNotice } from './privacy.calls.ts';

type Version = Awaited<ReturnType<typeof noticeVersions>>[number];

export default function PrivacyPage({ page }: ConsolePageProps) {
  const { t } = useConsole();
  const [versions, setVersions] = useState<Version[]>([]);
  const [draft, setDraft] = useState({ bodyZh: '', bodyEn: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const load = useCallback(async () => {
    const list = await noticeVersions().catch(() => []);
    setVersions(list);
    if (list[0]) setDraft({ bodyZh: list[0].bodyZh, bodyEn: list[0].bodyEn });
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const publish = async () => {
    const ok = await confirm({
      title: t('console.privacy.publish'),
      message: t('console.privacy.confirm'),
      confirmText: t('console.privacy.publish'),
      cancelText: t('console.privacy.cancel'),
    });
    if (!ok) return;
    setBusy(true);
    try {
      const res = await publishNotice(draft);
      toast('success', res.msg);
      setErrors({});
      await load();
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fieldErrors());
    } finally {
      setBusy(false);
    }
  };

  const area = (key: 'bodyZh' | 'bodyEn', label: string, lang: string) => (
    <label className="block text-sm">
      <span className="font-medium">{label}</span>
      <textarea
        lang={lang}
        rows={14}
        value={draft[key]}
        aria-invalid={!!errors[key]}
        onChange={(e) => setDraft({ ...draft, [key]: e.currentTarget.value })}
        className="mt-1 w-full rounded border border-gray-300 p-2 leading-relaxed"
      />
      {errors[key] && <span className="text-red-700">{errors[key]}</span>}
    </label>
  );

  return (
    <Panel title={page.title}>
      <div className="mt-4 space-y-4">
        <p className="text-gray-600 text-sm">{t('console.privacy.intro')}</p>
        <div className="grid gap-4 lg:grid-cols-2">
          {area('bodyZh', t('console.privacy.bodyZh'), 'zh-CN')}
          {area('bodyEn', t('console.privacy.bodyEn'), 'en')}
        </div>
        <Button type="button" disabled={busy} onClick={() => void publish()}>
          {t('console.privacy.publish')}
        </Button>
        <h3 className="font-medium text-gray-800">{t('console.privacy.versions')}</h3>
        <ul className="space-y-2">
          {versions.map((v) => (
            <li key={v.version} className="rounded border border-gray-200 p-3 text-sm">
              <details>
                <summary className="cursor-pointer">
                  {t('console.privacy.versionLine', {
                    version: v.version,
                    at: formatDate(v.publishedAt, 'YYYY-MM-DD HH:mm'),
                    by: v.publishedBy ?? t('console.privacy.installed'),
                    agreed: v.agreed,
                  })}
                </summary>
                <div className="mt-3 grid gap-4 lg:grid-cols-2">
                  <NoticeText text={v.bodyZh} lang="zh-CN" />
                  <NoticeText text={v.bodyEn} lang="en" />
                </div>
              </details>
            </li>
          ))}
        </ul>
      </div>
    </Panel>
  );
}
