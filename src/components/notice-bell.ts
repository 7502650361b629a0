/** Renders the bell from the notices store; the store does the reading and marking. */
import { $session } from '#client/stores/session.ts';
import {
  $openNotice,
  $unread,
  closeNotice,
  loadUnread,
  openNotice,
} from '#client/stores/notices.ts';
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
        b.textContent = n.noticeTitle;
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
    dialog.querySelector('[data-notice-title]')!.textContent = n.noticeTitle;
    dialog
      .querySelector('[data-notice-meta]')!
      .replaceChildren(sender(n.sendUser), ` · ${formatDate(n.sendTime, 'YYYY-MM-DD HH:mm')}`);
    // Sanitized by the server on save and when it answered.
    dialog.querySelector('[data-notice-content]')!.innerHTML = n.noticeContent;
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
function sender(name: string): HTMLElement {
  const span = document.createElement('span');
  span.dataset.noticeSender = '';
  span.textContent = name;
  return span;
}
