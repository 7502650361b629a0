/**
 * The console's start page: who is signed in, and a card for every page they may open, with the
 * work waiting there (by queue where the page holds several).
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $session } from '#client/stores/session.ts';
import { consoleHref } from '#client/stores/console-nav.ts';
import { $waiting, loadWaiting, type Waiting } from '#islands/console/console-waiting.ts';
import { WithName } from '#ui/Typed.tsx';
import { SignInNotice } from '#features/account/browser/public.ts';
import { roleNames } from '#ui/roles.ts';
import { useConsole } from '#ui/console/context.ts';
import { PAGE_ICONS } from '#ui/console/icons.ts';
import { Panel } from '#ui/console/Panel.tsx';
import type { ConsolePageProps } from '#ui/console/page.ts';

export default function ConsoleHome(_: ConsolePageProps) {
  const { locale, t, menu } = useConsole();
  const { user, roles, permissions } = useStore($session);
  const waiting = useStore($waiting);
  useEffect(
    () =>
      void loadWaiting(
        menu.map((p) => p.path),
        t,
        permissions,
      ),
    [menu, t, permissions],
  );
  return (
    <div className="space-y-4">
      <Panel
        title={
          <WithName message={t('center.welcome', { name: '{name}' })} name={user?.nickName ?? ''} />
        }
      >
        <p className="mt-2 text-gray-600">
          {t('common.labelled', { label: t('center.roles') })}
          {roleNames(t, roles)}
        </p>
        <SignInNotice t={t} changeHref={consoleHref(locale, 'profile')} />
      </Panel>
      <nav aria-labelledby="console-home-pages">
        <h2 id="console-home-pages" className="mb-3 font-semibold text-gray-900">
          {t('console.home.pages')}
        </h2>
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {menu
            .filter((p) => p.path !== '')
            .map((p) => (
              <li key={p.path}>
                <PageCard
                  href={consoleHref(locale, p.path)}
                  title={p.title}
                  icon={PAGE_ICONS[p.path]}
                  group={t(`console.group.${p.group}`)}
                  waiting={waiting[p.path]}
                />
              </li>
            ))}
        </ul>
      </nav>
    </div>
  );
}

/** One page to open, with the count of work waiting there when there is some. */
function PageCard({
  href,
  title,
  group,
  icon: Icon,
  waiting,
}: {
  href: string;
  title: string;
  group: string;
  icon: (typeof PAGE_ICONS)[keyof typeof PAGE_ICONS];
  waiting?: Waiting;
}) {
  const { t } = useConsole();
  const queues = waiting?.queues ?? [];
  return (
    <a
      href={href}
      className="flex items-center gap-3 rounded-lg border border-gray-200 bg-white p-4 hover:border-(--console-theme) hover:shadow-sm"
    >
      <Icon size={24} aria-hidden="true" className="shrink-0 text-gray-500" />
      <span className="min-w-0 flex-1">
        <span className="block font-medium text-gray-900">{title}</span>
        <span className="block text-sm text-gray-600">{group}</span>
        {queues.length > 0 && (
          <span className="block text-sm text-gray-700">
            {queues
              .map((q) =>
                t('console.home.queue', { name: t(`review.kind.${q.kind}`), count: q.count }),
              )
              .join(t('common.listSeparator'))}
          </span>
        )}
      </span>
      {waiting !== undefined && waiting.count > 0 && (
        <span className="rounded-full bg-red-600 px-2 py-0.5 text-xs text-white">
          {t('console.home.waiting', { count: waiting.count })}
        </span>
      )}
    </a>
  );
}
