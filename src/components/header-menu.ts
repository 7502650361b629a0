/**
 * The menu bar shows body width / 3 / 85 entries (at least one); the rest go under "more menu".
 * Also: the mobile menu toggle and the header search's empty-keyword warning.
 */
export function visibleMenuCount(bodyWidth: number): number {
  return Math.max(1, Math.floor(bodyWidth / 3 / 85));
}

export function mountHeaderMenu(): void {
  const items = [...document.querySelectorAll<HTMLElement>('[data-menu-item]')];
  const more = document.querySelector<HTMLElement>('[data-menu-more]');
  const moreItems = [...document.querySelectorAll<HTMLElement>('[data-more-item]')];
  const layout = () => {
    const n = visibleMenuCount(document.body.clientWidth);
    for (const [i, el] of items.entries()) el.hidden = i >= n;
    for (const [i, el] of moreItems.entries()) el.hidden = i < n;
    if (more) more.hidden = items.length <= n;
  };
  layout();
  addEventListener('resize', layout);

  const toggle = document.querySelector<HTMLButtonElement>('[data-mobile-toggle]');
  const panel = document.querySelector<HTMLElement>('[data-mobile-menu]');
  toggle?.addEventListener('click', () => {
    const open = panel!.hidden;
    panel!.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
  });

  for (const form of document.querySelectorAll<HTMLFormElement>('[data-search]')) {
    const warn = form.querySelector<HTMLElement>('[data-search-warn]')!;
    const input = form.querySelector<HTMLInputElement>('input[name="keywords"]')!;
    form.addEventListener('submit', (e) => {
      if (input.value.trim()) {
        warn.hidden = true;
        return;
      }
      e.preventDefault();
      warn.hidden = false;
      input.focus();
      setTimeout(() => (warn.hidden = true), 3000);
    });
    input.addEventListener('input', () => (warn.hidden = true));
  }
}
