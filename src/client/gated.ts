/** Fills a gated body for a reader whose session may see it; otherwise the page's message stays. */
import { api } from './client.ts';
import { QUIET_HEADER } from './middleware/response.ts';
import { $session } from './stores/session.ts';

export function mountGated(): void {
  for (const box of document.querySelectorAll<HTMLElement>('[data-gated]')) {
    const login = box.querySelector<HTMLAnchorElement>('[data-gate-login]');
    if (login)
      login.search = `?redirect=${encodeURIComponent(location.pathname + location.search)}`;
    if (!$session.get().token) continue;
    void reveal(box);
  }
}

async function reveal(box: HTMLElement): Promise<void> {
  const id = Number(box.dataset.id);
  const quiet = { headers: { [QUIET_HEADER]: '1' } };
  try {
    const data =
      box.dataset.kind === 'training'
        ? (await api().GET('/web/index/traindetail', { params: { query: { id } }, ...quiet })).data
            ?.data
        : (await api().GET('/web/index/detail', { params: { query: { id } }, ...quiet })).data
            ?.data;
    if (!data) return;
    if (data.body !== null) {
      const body = box.querySelector<HTMLElement>('[data-gate-body]')!;
      // The server sanitized this HTML on save and again when it answered.
      body.innerHTML = data.body;
      body.hidden = false;
      box.querySelector<HTMLElement>('[data-gate-message]')!.hidden = true;
    } else if (data.locked === 'member') {
      const text = box.querySelector<HTMLElement>('[data-gate-text]')!;
      text.textContent = text.dataset.member ?? text.textContent;
      box.querySelector<HTMLElement>('[data-gate-login]')?.remove();
    }
  } catch {
    /* a stale session simply leaves the message */
  }
}
