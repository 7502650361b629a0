/** The console's pager: the total, a page size of 10 to 100, and the pages around this one. */
import { useId } from 'react';
import { pageCount, pagerWindow } from '#shared/pager.ts';
import { useConsole } from '#ui/console/context.ts';

interface Props {
  total: number;
  pageNum: number;
  pageSize: number;
  sizes: readonly number[];
  onTurn: (pageNum: number, pageSize: number) => void;
}

export function Pager({ total, pageNum, pageSize, sizes, onTurn }: Props) {
  const { t } = useConsole();
  const sizeId = useId();
  const pages = pageCount(total, pageSize);
  const step = 'min-w-8 rounded border border-gray-300 bg-white px-2 py-1 disabled:opacity-50';
  return (
    <nav
      aria-label={t('console.pager.label')}
      className="flex flex-wrap items-center gap-2 text-sm"
    >
      <span className="text-gray-600">{t('console.pager.total', { total })}</span>
      <label htmlFor={sizeId} className="sr-only">
        {t('console.pager.size')}
      </label>
      <select
        id={sizeId}
        value={pageSize}
        onChange={(e) => onTurn(1, Number(e.target.value))}
        className="rounded border border-gray-300 bg-white px-2 py-1"
      >
        {sizes.map((s) => (
          <option key={s} value={s}>
            {t('console.pager.perPage', { size: s })}
          </option>
        ))}
      </select>
      <button
        type="button"
        className={step}
        disabled={pageNum <= 1}
        onClick={() => onTurn(pageNum - 1, pageSize)}
        aria-label={t('common.previous')}
      >
        ‹
      </button>
      {pagerWindow(pageNum, pages).map((n, i) =>
        n === 0 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no page of their own
          <span key={`gap${i}`} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={n}
            type="button"
            className={`${step} ${n === pageNum ? 'border-brand-600 text-brand-700' : ''}`}
            aria-current={n === pageNum ? 'page' : undefined}
            aria-label={t('console.pager.page', { n })}
            onClick={() => onTurn(n, pageSize)}
          >
            {n}
          </button>
        ),
      )}
      <button
        type="button"
        className={step}
        disabled={pageNum >= pages}
        onClick={() => onTurn(pageNum + 1, pageSize)}
        aria-label={t('common.next')}
      >
        ›
      </button>
    </nav>
  );
}
