/**
 * The site's single pages (introduction, fee measures, …): a list, and one open for editing in
 * both languages. Which one is open is in the address (`?edit=introduction`).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { restoreSiteRevision, saveSitePage, sitePage, sitePages } from './site.calls.ts';
import { siteItem } from './site-item.store.ts';
import { formatDate } from '#shared/format.ts';
import { Typed } from '#ui/Typed.tsx';
import { useConsole } from '#ui/console/context.ts';
import { blankOf, nameIn, PAGE_FORM, type Row } from '#features/content/browser/public.ts';
import { Panel } from '#ui/console/Panel.tsx';
import type { ConsolePageProps } from '#ui/console/page.ts';
import { useAddressParam } from '#ui/console/useAddressParam.ts';
import { SiteItemEditor } from './SiteItemEditor.tsx';

type PageRow = Awaited<ReturnType<typeof sitePages>>[number];

export default function PagesPage({ page }: ConsolePageProps) {
  const { t } = useConsole();
  const [slug, show] = useAddressParam('edit');
  return (
    <Panel title={page.title}>
      <div className="mt-4">
        {slug ? (
          <PageEditor key={slug} slug={slug} onClose={() => show(undefined)} />
        ) : (
          <PageList onOpen={show} />
        )}
      </div>
      <p className="sr-only" aria-live="polite">
        {slug ? t('console.editor.opened') : ''}
      </p>
    </Panel>
  );
}

function PageList({ onOpen }: { onOpen: (slug: string) => void }) {
  const { locale, t } = useConsole();
  const [rows, setRows] = useState<PageRow[]>();
  useEffect(() => void sitePages().then(setRows), []);
  const title = (r: PageRow) => nameIn(r, 'title', locale) || r.slug;
  return (
    <div className="overflow-x-auto rounded border border-gray-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('console.pages.caption')}</caption>
        <thead className="bg-gray-50 text-gray-600">
          <tr>
            <th scope="col" className="px-3 py-2">
              {t('console.field.title')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('console.list.updatedAt')}
            </th>
          </tr>
        </thead>
        <tbody>
          {!rows && (
            <tr>
              <td colSpan={2} className="p-6 text-center text-gray-500">
                {t('common.loading')}
              </td>
            </tr>
          )}
          {rows?.map((r) => (
            <tr key={r.slug} className="border-t border-gray-100 hover:bg-gray-50">
              <td className="px-3 py-2">
                <button
                  type="button"
                  className="text-left text-brand-700 hover:underline"
                  onClick={() => onOpen(r.slug)}
                >
                  <Typed text={title(r)} />
                </button>
              </td>
              <td className="whitespace-nowrap px-3 py-2 text-gray-600">
                {formatDate(r.version, 'YYYY-MM-DD HH:mm')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const textOrNone = (v: unknown) => (typeof v === 'string' ? v : null);
/** A page's form as the server takes it: empty English is none, and readers see the Chinese. */
const pageBody = (values: Row, version: string) => ({
  title: text(values.title),
  titleEn: textOrNone(values.titleEn),
  body: text(values.body),
  bodyEn: textOrNone(values.bodyEn),
  version,
});

function PageEditor({ slug, onClose }: { slug: string; onClose: () => void }) {
  const { locale, t } = useConsole();
  const item = useMemo(
    () =>
      siteItem(
        {
          load: async () => {
            const { version, ...values } = await sitePage(slug);
            return { values, version };
          },
          save: (values, version) => saveSitePage(slug, pageBody(values, version)),
          restore: (revision) => restoreSiteRevision('page', slug, revision),
          draftKey: `page:${slug}`,
        },
        () => blankOf(PAGE_FORM),
      ),
    [slug],
  );
  const title = nameIn(useStore(item.$values), 'title', locale);
  return (
    <SiteItemEditor
      item={item}
      fields={PAGE_FORM}
      heading={t('console.editor.edit', { title })}
      history={{ kind: 'page', item: slug }}
      onClose={onClose}
    />
  );
}
