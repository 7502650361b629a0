/**
 * The preview of an item (`?type=article&id=12`) as its page will show it, with a band saying it
 * is a preview and whether it is published. An article is drawn by the very component its page
 * uses; other kinds show their fields as their pages list them.
 */
import { useEffect, useState } from 'react';
import type { Locale } from '#shared/constants.ts';
import { CONTENT_TYPE_KEYS } from '#shared/content-types.ts';
import { localePath } from '#shared/routes.ts';
import { useConsoleTranslations } from '#i18n/console.ts';
import { previewContent } from './content.calls.ts';
import { ArticleView } from '#components/views/ArticleView.tsx';
import { Typed } from '#ui/Typed.tsx';

type Preview = Awaited<ReturnType<typeof previewContent>>;

function asked() {
  const q = new URLSearchParams(location.search);
  const type = CONTENT_TYPE_KEYS.find((k) => k === q.get('type'));
  const id = Number(q.get('id'));
  return type && Number.isInteger(id) && id > 0 ? { type, id } : undefined;
}

export default function ContentPreview({ locale }: { locale: Locale }) {
  const t = useConsoleTranslations(locale);
  const [preview, setPreview] = useState<Preview | null>();
  useEffect(() => {
    const item = asked();
    if (!item) return setPreview(null);
    previewContent(item.type, item.id).then(setPreview, () => setPreview(null));
  }, []);

  if (preview === undefined) return <p className="p-8 text-center">{t('common.loading')}</p>;
  if (preview === null)
    return <p className="p-8 text-center text-gray-600">{t('console.preview.missing')}</p>;
  const page = preview.page;
  const title = 'title' in page ? page.title : page.name;
  return (
    <>
      <div role="note" className="bg-amber-100 px-4 py-2 text-center text-sm text-amber-900">
        {t('console.preview.band', { path: localePath(locale, preview.path) })}
      </div>
      <div className="bg-gradient-to-r from-brand-700 to-brand-600 text-white">
        <div className="mx-auto max-w-6xl px-4 py-8">
          <h1 className="text-2xl font-semibold">
            <Typed text={title} />
          </h1>
        </div>
      </div>
      {preview.kind === 'detail' ? (
        <ArticleView article={preview.page} t={t} detailBase={localePath(locale, '/detail')} />
      ) : (
        <FieldsPreview page={preview.page} label={(key) => t(`console.field.${key}`)} />
      )}
    </>
  );
}

/** The fields of a standard, patent, training or periodical, as plain text in order. */
function FieldsPreview({
  page,
  label,
}: {
  page: Record<string, unknown>;
  label: (key: string) => string;
}) {
  // What the console has no label for (ids, computed flags) is not shown.
  const rows = Object.entries(page).filter(
    ([k, v]) =>
      !['title', 'name'].includes(k) && label(k) !== `console.field.${k}` && v !== null && v !== '',
  );
  return (
    <article className="mx-auto max-w-4xl px-4 py-8">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 rounded-lg bg-white p-6 shadow-sm sm:grid-cols-[12rem_minmax(0,1fr)] md:p-10">
        {rows.map(([key, value]) => (
          <div key={key} className="contents">
            <dt className="text-gray-600">{label(key)}</dt>
            <dd className="break-words">
              {key === 'body' && typeof value === 'string' ? (
                // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned by the server
                <div className="rich-text" dangerouslySetInnerHTML={{ __html: value }} />
              ) : (
                <Typed text={typeof value === 'object' ? JSON.stringify(value) : String(value)} />
              )}
            </dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
