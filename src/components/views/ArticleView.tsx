/**
 * An article as its page shows it: date and source, summary, body, and the articles before and
 * after it. The page renders it at build time (no script reaches the reader); an editor's preview
 * renders the same component in the console with a draft.
 */
import type { ReactNode } from 'react';
import type { Translate } from '#i18n/index.ts';
import type { ArticleDetail } from '#features/content/contract/content.contract.ts';
import { formatDate } from '#shared/format.ts';

interface Props {
  article: ArticleDetail;
  t: Translate;
  /** Where an article's page is: `/detail` or `/en/detail`. */
  detailBase: string;
  /** Shown instead of the body when it is withheld from this reader. */
  children?: ReactNode;
}

export function ArticleView({ article: a, t, detailBase, children }: Props) {
  const link = 'text-brand-600 hover:underline';
  return (
    <article className="mx-auto max-w-4xl px-4 py-8">
      <div className="rounded-lg bg-white p-6 shadow-sm md:p-10">
        <p className="mb-6 flex flex-wrap gap-4 border-b border-gray-100 pb-4 text-sm text-gray-500">
          <span>
            {t('detail.published')}:{' '}
            <time dateTime={a.publishedAt}>{formatDate(a.publishedAt)}</time>
          </span>
          {a.source && (
            <span>
              {t('detail.source')}: {a.source}
            </span>
          )}
        </p>
        {a.summary && (
          <p className="mb-6 rounded bg-brand-50 p-4 text-sm text-gray-700">{a.summary}</p>
        )}
        {a.body !== null ? (
          // Cleaned by the server when saved and again when read.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized rich text
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: a.body }} />
        ) : (
          children
        )}
        <nav
          aria-label={t('detail.more')}
          className="mt-10 grid grid-cols-1 gap-2 border-t border-gray-100 pt-4 text-sm md:grid-cols-2"
        >
          <span>
            {t('detail.prev')}:{' '}
            {a.prev ? (
              <a className={link} href={`${detailBase}/${a.prev.id}`}>
                {a.prev.title}
              </a>
            ) : (
              t('detail.none')
            )}
          </span>
          <span className="md:text-right">
            {t('detail.next')}:{' '}
            {a.next ? (
              <a className={link} href={`${detailBase}/${a.next.id}`}>
                {a.next.title}
              </a>
            ) : (
              t('detail.none')
            )}
          </span>
        </nav>
      </div>
    </article>
  );
}
