/** Behaviour of the floating option panel; the complaint dialog is loaded only when asked for. */
import { $session } from '#client/stores/session.ts';

export const TO_TOP_MS = 500;
const FOLD_ON_TOUCH_MS = 3_000;

/** Scrolls to the top in `ms` with an ease-out curve. */
export function scrollToTop(ms = TO_TOP_MS): void {
  const start = window.scrollY;
  const t0 = performance.now();
  const step = (now: number) => {
    const p = Math.min(1, (now - t0) / ms);
    window.scrollTo(0, start * (1 - (1 - (1 - p) ** 3)));
    if (p < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

export function mountOptionsPanel(): void {
  const panel = document.querySelector<HTMLElement>('[data-options]');
  if (!panel) return;
  const labels = [...panel.querySelectorAll<HTMLElement>('[data-option-label]')];
  // Labels fold only while the panel floats over the page; in the page's flow (a phone) they stay.
  const floats = () => getComputedStyle(panel).position === 'fixed';
  const setExpanded = (on: boolean) => {
    const shown = on || !floats();
    panel.dataset.expanded = String(shown);
    for (const l of labels) l.hidden = !shown;
  };
  panel.addEventListener('mouseleave', () => setExpanded(false));
  panel.addEventListener('mouseenter', () => setExpanded(true));
  // A touch screen has no pointer to leave, and on any screen the labels cover the page's right
  // edge: they fold once the reader scrolls, and on touch screens after a few seconds.
  addEventListener('scroll', () => setExpanded(false), { once: true, passive: true });
  if (matchMedia('(hover: none)').matches) setTimeout(() => setExpanded(false), FOLD_ON_TOUCH_MS);
  panel.querySelector('[data-to-top]')?.addEventListener('click', () => scrollToTop());
  const complaint = panel.querySelector<HTMLButtonElement>('[data-complaint]');
  complaint?.addEventListener('click', async () => {
    // Only a signed-in user may complain; others log in first and come back home.
    if (!$session.get().token) {
      location.href = complaint.dataset.login ?? '/login';
      return;
    }
    const { openComplaint } = await import('#features/complaints/browser/open.ts');
    openComplaint();
  });
}
