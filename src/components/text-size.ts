/**
 * The reader's text size on public and centre pages (信息无障碍: at least three sizes): standard,
 * large, largest. Everything is measured in rem, so the root's size scales the text and the
 * controls with it. Kept in a cookie for a year, so every page and every visit opens in it.
 */
import { readCookie, writeCookie } from '#client/stores/cookies.ts';

export const TEXT_SIZES = ['standard', 'large', 'largest'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];
const COOKIE = 'textSize';

export const textSizeFrom = (jar?: string): TextSize =>
  TEXT_SIZES.find((s) => s === readCookie(COOKIE, jar)) ?? 'standard';

function apply(size: TextSize): void {
  if (size === 'standard') delete document.documentElement.dataset.textSize;
  else document.documentElement.dataset.textSize = size;
  for (const b of document.querySelectorAll<HTMLButtonElement>('[data-text-size]'))
    b.setAttribute('aria-pressed', String(b.dataset.textSize === size));
}

/** Puts the remembered size on the page and makes the switch's buttons choose. */
export function mountTextSize(): void {
  apply(textSizeFrom());
  for (const b of document.querySelectorAll<HTMLButtonElement>('[data-text-size]'))
    b.addEventListener('click', () => {
      const size = TEXT_SIZES.find((s) => s === b.dataset.textSize) ?? 'standard';
      writeCookie(COOKIE, size, { days: 365 });
      apply(size);
    });
}
