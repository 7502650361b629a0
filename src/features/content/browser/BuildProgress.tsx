/**
 * The rebuild a public change started, followed until it ends: queued, building, then live with
 * a link to the changed page and the seconds it took, or failed with why (the live pages stay as
 * they were) and a way to try again. The build is the one the change's answer named, by its id:
 * no clock is compared, so an editor whose computer's clock is off still sees their own.
 */
import { useEffect, useState } from 'react';
import { localePath } from '#shared/routes.ts';
import { buildOf, newestBuildId, retryBuild } from './builds.calls.ts';
import { Button } from '#ui/Button.tsx';
import { useConsole } from '#ui/console/context.ts';

type Build = Awaited<ReturnType<typeof buildOf>>;
const POLL_MS = 1500;

/**
 * Which build to follow: the id a change's answer named (null: it queued none, as a server that
 * builds no pages answers), or, for a caller with no id to give (`started()`), the newest build in
 * the journal once its change is answered: the change was queued before its answer, so the newest
 * is never older than its build.
 */
type Followed = number | null | 'newest';

/** Tells one followed change from the next, so each starts afresh. */
let changes = 0;

/**
 * The rebuild a form's public change started. `begin()` forgets the last one as a new change
 * starts (its progress is not this change's); `started(id)` follows the one the change queued.
 */
export function useRebuild() {
  const [followed, setFollowed] = useState<{ key: number; build: Followed }>();
  return {
    begin: () => setFollowed(undefined),
    started: (buildId?: number | null) =>
      setFollowed({ key: ++changes, build: buildId === undefined ? 'newest' : buildId }),
    progress: followed ? <BuildProgress key={followed.key} followed={followed.build} /> : null,
  };
}

/** Follows one build until it is live or failed; a retry follows the build it queued. */
function BuildProgress({ followed }: { followed: Followed }) {
  const { t } = useConsole();
  const [id, setId] = useState(followed);
  const [build, setBuild] = useState<Build>();

  useEffect(() => {
    let stop = false;
    let next: ReturnType<typeof setTimeout> | undefined;
    // A call that fails has been told of by the request layer; asking on would only repeat it.
    const look = async (buildId: number) => {
      const found = await buildOf(buildId).catch(() => undefined);
      if (stop || !found) return;
      setBuild(found);
      if (found.status === 'queued' || found.status === 'building')
        next = setTimeout(() => void look(buildId), POLL_MS);
    };
    if (id === 'newest')
      void newestBuildId().then(
        (newest) => !stop && setId(newest),
        () => !stop && setId(null),
      );
    else if (id !== null) void look(id);
    return () => {
      stop = true;
      clearTimeout(next);
    };
  }, [id]);

  if (!build || build.id !== id)
    return (
      <p role="status" className="rounded bg-white p-3 text-sm text-gray-600 shadow-sm">
        {t(id === null ? 'console.build.none' : 'console.build.waiting')}
      </p>
    );
  return <BuildLine build={build} onRetried={setId} />;
}

export function BuildLine({
  build,
  onRetried,
}: {
  build: Build;
  /** Told the id of the build the retry queued. */
  onRetried?: (buildId: number | null) => void;
}) {
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
              onClick={() => void retryBuild(build.id).then((queued) => onRetried?.(queued))}
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
