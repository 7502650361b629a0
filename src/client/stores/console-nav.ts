/**
 * Moving between console pages without leaving the page: the frame (menu, tags, settings) stays
 * and only the content changes. Every console page also exists as a page of its own, so the
 * address, a reload, a deep link and back/forward all keep working: navigating writes the
 * address into the history, and the history moving back or forward shows its page again.
 */
import { atom } from 'nanostores';
import { CONSOLE_ROUTES, type ConsolePath } from '#shared/console-routes.ts';
import type { Locale } from '#shared/constants.ts';
import { localePath, splitLocale } from '#shared/routes.ts';
import { $locale } from './locale.ts';
import { openTag } from './console-tags.ts';
import { closeDrawer } from './console-sidebar.ts';

/** The profile is also reached at /user/profile, the site's usual address for one's own profile. */
const PROFILE_ALIAS = '/user/profile';

export function consoleHref(locale: Locale, path: ConsolePath): string {
  return localePath(locale, path ? `/admin/${path}` : '/admin');
}

/** The console page an address shows, or undefined when it is not one. */
export function consolePathOf(pathname: string): ConsolePath | undefined {
  const path = splitLocale(pathname).path.replace(/\/+$/, '');
  if (path === PROFILE_ALIAS) return 'profile';
  if (path === '/admin') return '';
  if (!path.startsWith('/admin/')) return undefined;
  const below = path.slice('/admin/'.length);
  return CONSOLE_ROUTES.find((r) => r.path === below)?.path;
}

export const $consolePath = atom<ConsolePath>('');
/** Bumped by "refresh": the page on screen starts again, the frame stays. */
export const $refreshKey = atom(0);

function show(path: ConsolePath): void {
  $consolePath.set(path);
  openTag(path);
  closeDrawer();
}

export function navigate(path: ConsolePath): void {
  const href = consoleHref($locale.get(), path);
  if (href !== location.pathname) history.pushState(null, '', href);
  show(path);
  window.scrollTo(0, 0);
}

export function refreshPage(): void {
  $refreshKey.set($refreshKey.get() + 1);
}

/** A plain left click on a link to a console page of this language, which the frame can show itself. */
function consoleLinkOf(event: MouseEvent): ConsolePath | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const link = (event.target as Element | null)?.closest?.('a');
  if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download'))
    return undefined;
  const url = new URL(link.href, location.href);
  if (url.origin !== location.origin || url.search || url.hash) return undefined;
  if (splitLocale(url.pathname).locale !== $locale.get()) return undefined;
  return consolePathOf(url.pathname);
}

/** Starts following the address from the page the browser opened; returns the way to stop. */
export function followAddress(first: ConsolePath): () => void {
  show(first);
  const onPop = () => {
    const path = consolePathOf(location.pathname);
    if (path === undefined) location.reload();
    else show(path);
  };
  const onClick = (event: MouseEvent) => {
    const path = consoleLinkOf(event);
    if (path === undefined) return;
    event.preventDefault();
    navigate(path);
  };
  window.addEventListener('popstate', onPop);
  document.addEventListener('click', onClick);
  return () => {
    window.removeEventListener('popstate', onPop);
    document.removeEventListener('click', onClick);
  };
}
