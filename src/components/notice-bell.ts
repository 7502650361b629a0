/** Renders the bell from the notices store; the store does the reading and marking. */
import { typedLang } from '#shared/lang.ts';
import { $session } from '#client/stores/session.ts';
import {
  $openNotice,
  $unread,
  closeNotice,
  loadUnread,
  openNotice,
} from '#features/notices/browser/notices.store.ts';
import { formatDate } from '#shared/format.ts';
import { localePath } from '#shared/routes.ts';
import { $locale } from '#client/stores/locale.ts';

export function mountNoticeBell(): void {
  const bell = document.querySelector<HTMLElement>('[data-bell]');
  const dialog = document.querySelector<HTMLDialogElement>('[data-notice-dialog]');
  if (!bell || !dialog) return;
  const count = bell.querySelector<HTMLElement>('[data-bell-count]')!;
  const list = bell.querySelector<HTMLElement>('[data-bell-list]')!;
  const empty = bell.querySelector<HTMLElement>('[data-bell-empty]')!;
  const button = bell.querySelector<HTMLElement>('[data-bell-button]')!;

  $unread.subscribe(({ total, rows }) => {
    count.hidden = total === 0;
    count.textContent = total > 99 ? '99+' : String(total);
    button.setAttribute(
      'aria-label',
      (button.dataset.label ?? '').replace('{count}', String(total)),
    );
    empty.hidden = rows.length > 0;
    list.replaceChildren(
      ...rows.map((n) => {
        const li = document.createElement('li');
        const b = document.createElement('button');
        b.type = 'button';
        b.className = 'block w-full px-4 py-2 text-left hover:bg-brand-50';
        b.append(typed(n.noticeTitle));
        const time = document.createElement('span');
        time.className = 'block text-xs text-gray-500';
        time.append(sender(n.sendUser), ` · ${formatDate(n.sendTime)}`);
        b.append(time);
        b.addEventListener('click', () => void openNotice(n).catch(() => undefined));
        li.append(b);
        return li;
      }),
    );
  });

  $openNotice.subscribe((n) => {
    if (!n) return;
    dialog.querySelector('[data-notice-title]')!.replaceChildren(typed(n.noticeTitle));
    dialog
      .querySelector('[data-notice-meta]')!
      .replaceChildren(sender(n.sendUser), ` · ${formatDate(n.sendTime, 'YYYY-MM-DD HH:mm')}`);
    // Sanitized by the server on save and when it answered.
    const content = dialog.querySelector<HTMLElement>('[data-notice-content]')!;
    content.innerHTML = n.noticeContent;
    // A notice written in Chinese only is shown as written, and says so.
    const lang = typedLang(content.textContent);
    if (lang) content.lang = lang;
    else content.removeAttribute('lang');
    const link = dialog.querySelector<HTMLAnchorElement>('[data-notice-link]')!;
    link.hidden = !n.linkTo;
    if (n.linkTo?.startsWith('/')) {
      link.href = localePath($locale.get(), n.linkTo);
      link.textContent = n.linkTitle ?? '';
    }
    if (!dialog.open) dialog.showModal();
  });
  dialog.addEventListener('close', () => void closeNotice());

  let started = false;
  $session.subscribe(({ user }) => {
    if (user && !started) {
      started = true;
      void loadUnread().catch(() => undefined);
    }
  });
}

/** The sender, as the server names it: in Chinese for now, whatever the reader's language. */
/** Words as staff wrote them, marked Chinese where they are. */
function typed(text: string): HTMLElement {
  const span = document.createElement('span');
  span.textContent = text;
  const lang = typedLang(text);
  if (lang) span.lang = lang;
  return span;
}

function sender(name: string): HTMLElement {
  const span = document.createElement('span');
  span.dataset.noticeSender = '';
  span.textContent = name;
  return span;
}
