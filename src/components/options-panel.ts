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
  // Only the floating panel folds (the stylesheet hides its labels at 1280 px and wider).
  const setExpanded = (on: boolean) => {
    panel.dataset.expanded = String(on);
  };
  panel.addEventListener('mouseleave', () => setExpanded(false));
  panel.addEventListener('mouseenter', () => setExpanded(true));
  panel.addEventListener('focusin', () => setExpanded(true));
  panel.addEventListener('focusout', (e) => {
    if (!panel.contains(e.relatedTarget as Node | null)) setExpanded(false);
  });
  // A touch screen has no pointer to leave: a tap opens the labels, a few seconds fold them.
  if (matchMedia('(hover: none)').matches)
    panel.addEventListener(
      'touchstart',
      () => setTimeout(() => setExpanded(false), FOLD_ON_TOUCH_MS),
      {
        passive: true,
      },
    );
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
