/** The signed-in staff member: their profile, the way back to the website, and signing out. */
import { useStore } from '@nanostores/react';
import { ChevronDown, CircleUser, House, LogOut } from 'lucide-react';
import { localePath } from '#shared/routes.ts';
import { $session } from '#client/stores/session.ts';
import { consoleHref } from '#client/stores/console-nav.ts';
import { confirm } from '#client/stores/feedback.ts';
import { logout } from '#client/auth.store.ts';
import { Typed } from '#ui/Typed.tsx';
import { useConsole } from '#ui/console/context.ts';
import { DropMenu } from './DropMenu.tsx';

const ITEM = 'flex w-full items-center gap-2 px-3 py-2 text-left data-focus:bg-gray-100';

export function UserMenu() {
  const { locale, t } = useConsole();
  const { user } = useStore($session);
  const signOut = async () => {
    const ok = await confirm({
      title: t('auth.logout.title'),
      message: t('auth.logout.confirm'),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (ok) await logout();
  };
  return (
    // Named by the user's name, which it shows; on a phone the name is there for screen readers only.
    <DropMenu
      button={{
        className: 'flex h-9 items-center gap-1 rounded px-2 text-gray-700 hover:bg-gray-100',
        content: (
          <>
            <CircleUser size={20} aria-hidden="true" />
            <span className="sr-only sm:not-sr-only sm:max-w-32 sm:truncate">
              <Typed text={user?.nickName} />
            </span>
            <ChevronDown size={14} aria-hidden="true" />
          </>
        ),
      }}
      listClass="min-w-44"
      itemClass={ITEM}
      entries={[
        {
          key: 'profile',
          href: consoleHref(locale, 'profile'),
          content: (
            <>
              <CircleUser size={16} aria-hidden="true" />
              {t('console.menu.profile')}
            </>
          ),
        },
        {
          key: 'site',
          href: localePath(locale, '/index'),
          content: (
            <>
              <House size={16} aria-hidden="true" />
              {t('console.user.site')}
            </>
          ),
        },
        {
          key: 'logout',
          onSelect: () => void signOut(),
          content: (
            <>
              <LogOut size={16} aria-hidden="true" />
              {t('header.logout')}
            </>
          ),
        },
      ]}
    />
  );
}
