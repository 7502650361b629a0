/**
 * The rebuilds of the public pages, newest first: what each was for (the pages a change touched,
 * the single pages and documents, or every page), when, how long it took, and for a failed one
 * why, with a way to try again until a later build made its pages live. The page follows builds
 * still under way.
 */
import { PAGE_SIZE_DEFAULT } from '#shared/constants.ts';
import { useCallback, useEffect, useState } from 'react';
import { PAGE_SIZES } from '#shared/constants.ts';
import { formatDate } from '#shared/format.ts';
import { siteBuilds } from './site.calls.ts';
import { Button } from '#ui/Button.tsx';
import { useConsole } from '#ui/console/context.ts';
import { BuildLine } from '#features/content/browser/public.ts';
import { Pager } from '#ui/console/Pager.tsx';
import { Panel } from '#ui/console/Panel.tsx';
import type { ConsolePageProps } from '#ui/console/page.ts';

type Builds = Awaited<ReturnType<typeof siteBuilds>>;
const POLL_MS = 2000;

export default function BuildsPage({ page }: ConsolePageProps) {
  const { t } = useConsole();
  const [turn, setTurn] = useState({ pageNum: 1, pageSize: PAGE_SIZE_DEFAULT });
  const [builds, setBuilds] = useState<Builds>();
  const load = useCallback(() => siteBuilds(turn.pageNum, turn.pageSize).then(setBuilds), [turn]);

  useEffect(() => void load(), [load]);
  const underWay = builds?.rows.some((b) => b.status === 'queued' || b.status === 'building');
  useEffect(() => {
    if (!underWay) return;
    const timer = setInterval(() => void load(), POLL_MS);
    return () => clearInterval(timer);
  }, [underWay, load]);

  return (
    <Panel title={page.title}>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <p className="flex-1 text-sm text-gray-600">{t('console.builds.hint')}</p>
        <Button variant="secondary" onClick={() => void load()}>
          {t('console.builds.refresh')}
        </Button>
      </div>
      {!builds && <p className="mt-4 text-gray-500">{t('common.loading')}</p>}
      {builds?.rows.length === 0 && (
        <p className="mt-4 text-gray-500">{t('console.builds.empty')}</p>
      )}
      <ol className="mt-4 space-y-3">
        {builds?.rows.map((b) => (
          <li key={b.id} className="rounded border border-gray-200 p-3">
            <p className="mb-2 flex flex-wrap gap-x-4 text-sm text-gray-600">
              <span>{formatDate(b.createdAt, 'YYYY-MM-DD HH:mm:ss')}</span>
              <span>{b.scope}</span>
            </p>
            <BuildLine build={b} onRetried={() => void load()} />
          </li>
        ))}
      </ol>
      {builds && builds.total > 0 && (
        <div className="mt-4">
          <Pager
            total={builds.total}
            pageNum={turn.pageNum}
            pageSize={turn.pageSize}
            sizes={PAGE_SIZES}
            onTurn={(pageNum, pageSize) => setTurn({ pageNum, pageSize })}
          />
        </div>
      )}
    </Panel>
  );
}
