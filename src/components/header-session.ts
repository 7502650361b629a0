/**
 * Fills the header's session parts: greeting, Company Center popover (centre routes the user may
 * open), Exit; the mobile menu's links; the language switch; a message left by the last page.
 */
import { $session } from '#client/stores/session.ts';
import { loadInfo, loadRoutes, logout } from '#client/auth.store.ts';
import { takeFlash } from '#client/stores/feedback.ts';
import { rememberLanguage } from '#features/system/browser/system.calls.ts';

export function mountHeaderSession(): void {
  const area = document.querySelector<HTMLElement>('[data-session-area]');
  if (!area) return;
  const $ = <T extends HTMLElement>(sel: string) => document.querySelector<T>(sel);
  const guest = $('[data-guest]')!;
  const member = $('[data-member]')!;
  const greeting = $('[data-greeting]')!;
  const routes = $('[data-center-routes]');
  const dialog = $<HTMLDialogElement>('[data-logout-dialog]');

  // The language switch keeps the page and its query; the server remembers the choice.
  const langSwitch = $<HTMLAnchorElement>('[data-lang-switch]');
  if (langSwitch && location.search) langSwitch.search = location.search;
  langSwitch?.addEventListener('click', () => {
    void rememberLanguage(langSwitch.dataset.langSwitch === 'en' ? 'en' : 'zh').catch(
      () => undefined,
    );
  });

  const flashBar = $('[data-flash]');
  const message = takeFlash();
  if (flashBar && message) {
    flashBar.textContent = message;
    flashBar.hidden = false;
  }

  $session.subscribe(({ token, user, routes: list }) => {
    const signedIn = !!token && !!user;
    guest.hidden = signedIn;
    member.hidden = !signedIn;
    $('[data-mobile-guest]')!.hidden = signedIn;
    $('[data-mobile-member]')!.hidden = !signedIn;
    if (user) {
      // The name is as the unit typed it, often Chinese: marked so on English pages.
      const [before = '', after = ''] = (greeting.dataset.template ?? '{name}').split('{name}');
      const name = document.createElement('span');
      name.textContent = user.nickName;
      // typedLang's rule, written out here: importing it would cost content pages one more file.
      if (/\p{Script=Han}/u.test(user.nickName)) name.lang = 'zh-CN';
      greeting.replaceChildren(before, name, after);
    }
    // A unit past its term is told on every page why member pages close and where to renew.
    const standing = user?.memberStanding;
    const note = $('[data-term-note]');
    if (note) note.hidden = standing !== 'grace' && standing !== 'lapsed';
    for (const text of document.querySelectorAll<HTMLElement>('[data-term-text]'))
      text.hidden = text.dataset.termText !== standing;
    // Staff (no enterprise behind the account) also reach their console from here.
    const staff = user?.enterpriseId === null;
    const mobileConsole = $('[data-console-link]');
    if (mobileConsole) mobileConsole.hidden = !staff;
    if (routes) {
      const entries = list.map((r) =>
        popoverEntry(`${routes.dataset.base}/${r.path}`, r.meta.title),
      );
      if (staff)
        entries.push(
          popoverEntry(routes.dataset.consoleHref ?? '', routes.dataset.consoleLabel ?? ''),
        );
      routes.replaceChildren(...entries);
    }
  });
  if ($session.get().token && !$session.get().user) {
    // A stale token on a public page just means "guest": no prompt here.
    loadInfo({ quiet: true })
      .then(() => loadRoutes())
      .catch(() => undefined);
  }

  for (const button of document.querySelectorAll<HTMLElement>('[data-logout]')) {
    button.addEventListener('click', () => {
      if (!dialog) return void logout();
      dialog.returnValue = '';
      dialog.showModal();
      dialog.addEventListener('close', () => dialog.returnValue === 'ok' && void logout(), {
        once: true,
      });
    });
  }
}

function popoverEntry(href: string, title: string): HTMLLIElement {
  const li = document.createElement('li');
  const a = document.createElement('a');
  a.href = href;
  a.textContent = title;
  a.className = 'block px-4 py-1.5 hover:bg-brand-50';
  li.append(a);
  return li;
}
