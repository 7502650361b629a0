/** Contribute to the periodicals: title, author, abstract and the manuscript PDF; below, the unit's manuscripts. */
import { useCallback, useEffect, useState } from 'react';
import type { Locale } from '#shared/constants.ts';
import { formatDate } from '#shared/format.ts';
import { useTranslations } from '#i18n/index.ts';
import { contribute, myManuscripts } from './manuscripts.calls.ts';
import { toast } from '#client/stores/feedback.ts';
import { Button } from '#ui/Button.tsx';
import { Field } from '#ui/Field.tsx';
import { TextArea } from '#ui/TextArea.tsx';
import { UploadedFile } from '#ui/UploadedFile.tsx';
import { useForm } from '#ui/useForm.ts';
import { useReady } from '#ui/useReady.ts';

/** The form's rules load once the page runs (see useForm's Rules). */
const rules = () => import('../contract/manuscripts.contract.ts').then((m) => m.manuscriptBody);

type Rows = Awaited<ReturnType<typeof myManuscripts>>;

export default function Contribute({ locale }: { locale: Locale }) {
  const t = useTranslations(locale);
  const ready = useReady();
  const [rows, setRows] = useState<Rows>();
  const [fileKey, setFileKey] = useState(0);
  const reload = useCallback(
    () =>
      void myManuscripts()
        .then(setRows)
        .catch(() => setRows([])),
    [],
  );
  useEffect(() => (ready ? reload() : undefined), [ready, reload]);
  const [uploading, setUploading] = useState(false);
  const form = useForm(rules, { title: '', author: '', abstract: '', fileId: '' }, t);
  const submit = form.onSubmit(async (data) => {
    await contribute(data, form.once);
    toast('success', t('contribute.sent'));
    for (const k of ['title', 'author', 'abstract', 'fileId'] as const) form.setValue(k, '');
    setFileKey((k) => k + 1);
    reload();
  });
  return (
    <div className="space-y-6">
      <form
        onSubmit={submit}
        noValidate
        aria-label={t('center.menu.contribute')}
        className="rounded-lg bg-white p-6 shadow-sm"
      >
        <fieldset disabled={!form.ready || form.busy}>
          <Field label={t('contribute.title')} required {...form.field('title')} />
          <Field label={t('contribute.author')} required {...form.field('author')} />
          <TextArea
            label={t('contribute.abstract')}
            required
            rows={5}
            {...form.field('abstract')}
          />
        </fieldset>
        <UploadedFile
          key={fileKey}
          locale={locale}
          label={t('contribute.file')}
          purpose="manuscript"
          required
          error={form.errors.fileId}
          onUploaded={(fileId) => form.setValue('fileId', fileId ?? '')}
          onBusyChange={setUploading}
        />
        <Button type="submit" disabled={form.busy || uploading}>
          {t('common.submit')}
        </Button>
      </form>
      {rows && rows.length > 0 && (
        <section className="rounded-lg bg-white p-6 shadow-sm" aria-label={t('contribute.mine')}>
          <h2 className="mb-3 font-semibold">{t('contribute.mine')}</h2>
          <ul className="divide-y divide-gray-100 text-sm">
            {rows.map((r) => (
              <li key={r.id} className="flex flex-wrap gap-3 py-2" data-manuscript={r.status}>
                <span className="font-medium">{r.title}</span>
                <span className="text-gray-500">
                  {r.author} · {formatDate(r.createdAt)}
                </span>
                <span className="rounded bg-brand-50 px-2 text-xs text-brand-800">
                  {t(`contribute.status.${r.status}`)}
                </span>
                {r.note && <span className="text-gray-600">{r.note}</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
