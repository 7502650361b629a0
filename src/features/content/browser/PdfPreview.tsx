/**
 * Shows every page of a PDF with pdf.js. While it loads, the hint alternates every 4 s.
 * Member-only files are fetched with the reader's token; without the right, the reason is shown.
 */
import { useEffect, useRef, useState } from 'react';
import type { Locale } from '#shared/constants.ts';
import { useTranslations } from '#i18n/index.ts';
import { $session } from '#client/stores/session.ts';

export const HINT_MS = 4_000;

export default function PdfPreview({
  url,
  locale,
  title,
}: {
  url: string;
  locale: Locale;
  title: string;
}) {
  const t = useTranslations(locale);
  const pagesRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'done' | 'denied' | 'failed'>('loading');
  const [hint, setHint] = useState(0);
  const [pageCount, setPageCount] = useState(0);

  useEffect(() => {
    if (state !== 'loading') return;
    const timer = setInterval(() => setHint((h) => (h + 1) % 2), HINT_MS);
    return () => clearInterval(timer);
  }, [state]);

  useEffect(() => {
    let cancelled = false;
    (async () => {
      const pdfjs = await import('pdfjs-dist');
      const worker = await import('pdfjs-dist/build/pdf.worker.min.mjs?url');
      pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
      const token = $session.get().token;
      const doc = await pdfjs.getDocument({
        url,
        httpHeaders: token ? { Authorization: `Bearer ${token}` } : {},
      }).promise;
      if (cancelled) return;
      setPageCount(doc.numPages);
      const host = pagesRef.current!;
      for (let n = 1; n <= doc.numPages && !cancelled; n++) {
        const page = await doc.getPage(n);
        const viewport = page.getViewport({
          scale:
            Math.min(2, (host.clientWidth || 800) / page.getViewport({ scale: 1 }).width) *
            (window.devicePixelRatio || 1),
        });
        const canvas = document.createElement('canvas');
        canvas.width = viewport.width;
        canvas.height = viewport.height;
        canvas.className = 'mb-4 w-full rounded shadow';
        canvas.setAttribute('role', 'img');
        canvas.setAttribute('aria-label', t('pdf.page', { page: n, total: doc.numPages }));
        canvas.dataset.page = String(n);
        host.append(canvas);
        await page.render({ canvas, viewport }).promise;
      }
      if (!cancelled) setState('done');
    })().catch((err: { status?: number; name?: string }) => {
      if (!cancelled)
        setState(
          err?.status === 401 || err?.status === 403 || err?.status === 404 ? 'denied' : 'failed',
        );
    });
    return () => {
      cancelled = true;
    };
  }, [url, t]);

  return (
    <section
      aria-label={t('pdf.preview', { title })}
      aria-busy={state === 'loading'}
      data-pdf-state={state}
    >
      {state === 'loading' && (
        <p
          role="status"
          className="mb-4 rounded bg-brand-50 p-3 text-center text-sm text-brand-800"
        >
          {t(hint === 0 ? 'pdf.loading' : 'pdf.loadingPatience')}
        </p>
      )}
      {state === 'denied' && (
        <p className="rounded bg-amber-50 p-4 text-center text-amber-900">{t('pdf.denied')}</p>
      )}
      {state === 'failed' && (
        <p className="rounded bg-red-50 p-4 text-center text-red-800">{t('pdf.failed')}</p>
      )}
      {state === 'done' && (
        <p className="mb-2 text-right text-xs text-gray-500">
          {t('pdf.pages', { total: pageCount })}
        </p>
      )}
      <div ref={pagesRef} />
    </section>
  );
}
