/** The signed-in staff member: their profile, the way back to the website, and signing out. */
import { useStore } from '@nanostores/react';
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { ChevronDown, CircleUser, House, LogOut } from 'lucide-react';
import { localePath } from '#shared/routes.ts';
import { $session } from '#client/stores/session.ts';
import { consoleHref } from '#client/stores/console-nav.ts';
import { confirm } from '#client/stores/feedback.ts';
import { logout } from '#client/auth.store.ts';
import { Typed } from '#ui/Typed.tsx';
import { useConsole } from '#ui/console/context.ts';

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
    <Menu as="div" className="relative">
      {/* Named by the user's name, which it shows; on a phone the name is there for screen readers only. */}
      <MenuButton className="flex h-9 items-center gap-1 rounded px-2 text-gray-700 hover:bg-gray-100">
        <CircleUser size={20} aria-hidden="true" />
        <span className="sr-only sm:not-sr-only sm:max-w-32 sm:truncate">
          <Typed text={user?.nickName} />
        </span>
        <ChevronDown size={14} aria-hidden="true" />
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-40 min-w-44 rounded border border-gray-200 bg-white py-1 shadow-lg focus:outline-none"
      >
        <MenuItem>
          <a href={consoleHref(locale, 'profile')} className={ITEM}>
            <CircleUser size={16} aria-hidden="true" />
            {t('console.menu.profile')}
          </a>
        </MenuItem>
        <MenuItem>
          <a href={localePath(locale, '/index')} className={ITEM}>
            <House size={16} aria-hidden="true" />
            {t('console.user.site')}
          </a>
        </MenuItem>
        <MenuItem>
          <button type="button" onClick={() => void signOut()} className={ITEM}>
            <LogOut size={16} aria-hidden="true" />
            {t('header.logout')}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
