/**
 * The console's sidebar. On a wide screen it is open (200 px, with titles) or folded (icons only),
 * and that choice is kept in a cookie. Below the mobile breakpoint it is a drawer over the page,
 * closed unless asked for, and closed again on every resize and every navigation, so it never
 * hides the page someone has just opened.
 */
import { atom } from 'nanostores';
import { MOBILE_BREAKPOINT_PX } from '#shared/constants.ts';
import { readCookie, writeCookie } from './cookies.ts';

export const SIDEBAR_COOKIE = 'sidebarStatus';

/** Wide screens: '1' open (the default), '0' folded. */
export function sidebarOpenFrom(jar?: string): boolean {
  return readCookie(SIDEBAR_COOKIE, jar) !== '0';
}

const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;
const mobileNow = () => typeof matchMedia === 'function' && matchMedia(MOBILE_QUERY).matches;

export const $sidebarOpen = atom<boolean>(sidebarOpenFrom());
export const $mobile = atom<boolean>(mobileNow());
export const $drawerOpen = atom<boolean>(false);

/** The hamburger: folds the wide sidebar, or opens and closes the drawer on a phone. */
export function toggleSidebar(): void {
  if ($mobile.get()) {
    $drawerOpen.set(!$drawerOpen.get());
    return;
  }
  const open = !$sidebarOpen.get();
  writeCookie(SIDEBAR_COOKIE, open ? '1' : '0', { days: 365 });
  $sidebarOpen.set(open);
}

export function closeDrawer(): void {
  $drawerOpen.set(false);
}

/** Follows the screen width; returns the way to stop. */
export function watchScreen(): () => void {
  const query = matchMedia(MOBILE_QUERY);
  const follow = () => {
    $mobile.set(query.matches);
    closeDrawer();
  };
  // A turned phone closes the drawer too; a phone's address bar sliding away changes only the
  // height, and that must not close a drawer someone is scrolling.
  let width = window.innerWidth;
  const resized = () => {
    if (window.innerWidth !== width) closeDrawer();
    width = window.innerWidth;
  };
  query.addEventListener('change', follow);
  window.addEventListener('resize', resized);
  // The width may have changed between this module's first look and now (a window resized
  // while the console loaded): the drawer follows the screen as it is.
  $mobile.set(query.matches);
  return () => {
    query.removeEventListener('change', follow);
    window.removeEventListener('resize', resized);
  };
}
