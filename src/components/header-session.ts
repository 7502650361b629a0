/** Fills the header's session area: greeting, Company Center and Exit when a session exists. */
import { LANGUAGE_COOKIE } from '../shared/constants.ts';
import { $session } from '../client/stores/session.ts';
import { loadInfo, logout } from '../client/stores/auth.ts';
import { takeFlash } from '../client/stores/feedback.ts';

export function mountHeaderSession(): void {
  const area = document.querySelector<HTMLElement>('[data-session-area]');
  if (!area) return;
  const guest = area.querySelector<HTMLElement>('[data-guest]')!;
  const member = area.querySelector<HTMLElement>('[data-member]')!;
  const greeting = area.querySelector<HTMLElement>('[data-greeting]')!;
  const dialog = document.querySelector<HTMLDialogElement>('[data-logout-dialog]');

  // The language switch keeps the page and its query, and remembers the choice in a cookie.
  const langSwitch = area.querySelector<HTMLAnchorElement>('[data-lang-switch]');
  if (langSwitch && location.search) langSwitch.search = location.search;
  langSwitch?.addEventListener('click', (e) => {
    document.cookie = `${LANGUAGE_COOKIE}=${(e.currentTarget as HTMLElement).dataset.langSwitch}; Path=/; Max-Age=31536000; SameSite=Lax`;
  });

  const flashBar = document.querySelector<HTMLElement>('[data-flash]');
  const message = takeFlash();
  if (flashBar && message) {
    flashBar.textContent = message;
    flashBar.hidden = false;
  }

  $session.subscribe(({ token, user }) => {
    const signedIn = !!token && !!user;
    guest.hidden = signedIn;
    member.hidden = !signedIn;
    if (user) greeting.textContent = (greeting.dataset.template ?? '{name}').replace('{name}', user.nickName);
  });
  if ($session.get().token && !$session.get().user) {
    // A stale token on a public page just means "guest": no prompt here.
    loadInfo({ quiet: true }).catch(() => undefined);
  }

  area.querySelector('[data-logout]')?.addEventListener('click', () => {
    if (!dialog) return void logout();
    dialog.returnValue = '';
    dialog.showModal();
    dialog.addEventListener('close', () => dialog.returnValue === 'ok' && void logout(), { once: true });
  });
}
