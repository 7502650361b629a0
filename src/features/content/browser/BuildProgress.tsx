/**
 * The rebuild a public change started, followed until it ends: queued, building, then live with
 * a link to the changed page and the seconds it took, or failed with why (the live pages stay as
 * they were) and a way to try again.
 */
import { useEffect, useState } from 'react';
import { localePath } from '#shared/routes.ts';
import { retryBuild, siteBuilds } from '#features/site/browser/site.calls.ts';
import { Button } from '#ui/Button.tsx';
import { useConsole } from '#ui/console/context.ts';

type Build = Awaited<ReturnType<typeof siteBuilds>>['rows'][number];
const POLL_MS = 1500;
/** A server that builds no pages (SITE_BUILD off) records none: stop asking after this. */
const GIVE_UP_MS = 60_000;

/**
 * The rebuild a form's public change started. `begin()` forgets the last one as a new change
 * starts (its progress is not this change's); `started()` follows the one just asked for.
 */
export function useRebuild() {
  const [since, setSince] = useState<number>();
  return {
    begin: () => setSince(undefined),
    started: () => setSince(Date.now()),
    progress: since === undefined ? null : <BuildProgress key={since} since={since} />,
  };
}

/** Follows the newest build asked for at or after `since` (a time in ms). */
function BuildProgress({ since }: { since: number }) {
  const { t } = useConsole();
  const [build, setBuild] = useState<Build>();
  const [gaveUp, setGaveUp] = useState(false);
  // When the build followed was asked for: the change, then each retry of a failed build (a
  // retry asks for a new build).
  const [askedAt, setAskedAt] = useState(since);

  useEffect(() => {
    let stop = false;
    let next: ReturnType<typeof setTimeout> | undefined;
    const look = async () => {
      const { rows } = await siteBuilds(1, 10);
      if (stop) return;
      const mine = rows.find((b) => Date.parse(b.createdAt) >= askedAt - 2000);
      setBuild(mine);
      const waiting = !mine || mine.status === 'queued' || mine.status === 'building';
      if (waiting && (mine || Date.now() - askedAt < GIVE_UP_MS))
        next = setTimeout(() => void look(), POLL_MS);
      else if (!mine) setGaveUp(true);
    };
    void look();
    return () => {
      stop = true;
      clearTimeout(next);
    };
  }, [askedAt]);

  if (!build)
    return (
      <p role="status" className="rounded bg-white p-3 text-sm text-gray-600 shadow-sm">
        {t(gaveUp ? 'console.build.none' : 'console.build.waiting')}
      </p>
    );
  return <BuildLine build={build} onRetried={() => setAskedAt(Date.now())} />;
}

export function BuildLine({ build, onRetried }: { build: Build; onRetried?: () => void }) {
  const { locale, t } = useConsole();
  const tone =
    build.status === 'live'
      ? 'bg-green-50 text-green-800'
      : build.status === 'failed'
        ? 'bg-red-50 text-red-800'
        : 'bg-blue-50 text-blue-800';
  return (
    <div role="status" className={`rounded p-3 text-sm ${tone}`} data-build-status={build.status}>
      <p>
        {t(`console.build.${build.status}`, { seconds: build.seconds ?? 0 })}
        {build.status === 'live' &&
          build.paths.slice(0, 3).map((p) => (
            <a
              key={p}
              href={localePath(locale, p)}
              target="_blank"
              rel="noopener"
              className="ml-3 underline"
            >
              {t('console.build.open', { path: p })}
            </a>
          ))}
      </p>
      {build.status === 'failed' && (
        <>
          <p className="mt-1">
            {build.error === 'interrupted'
              ? t('console.build.interrupted')
              : t('console.build.keptLive')}
          </p>
          {build.reason && build.error !== 'interrupted' && (
            <p className="mt-1">
              {t('common.labelled', { label: t('console.build.why') })}
              {build.reason}
            </p>
          )}
          {build.error && build.error !== 'interrupted' && (
            <details className="mt-1">
              <summary>{t('console.build.details')}</summary>
              <pre className="mt-1 max-h-48 overflow-auto whitespace-pre-wrap text-xs">
                {build.error}
              </pre>
            </details>
          )}
          {/* A later build made its pages live: building them again would change nothing. */}
          {build.redoneBy === null ? (
            <Button
              variant="secondary"
              className="mt-2"
              onClick={() => void retryBuild(build.id).then(() => onRetried?.())}
            >
              {t('console.build.retry')}
            </Button>
          ) : (
            <p className="mt-1">{t('console.build.redone', { id: build.redoneBy })}</p>
          )}
        </>
      )}
    </div>
  );
}
