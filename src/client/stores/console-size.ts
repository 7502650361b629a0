/**
 * The console's size (default, medium, small, mini): how large its text and controls are. It is
 * kept in a cookie, like the sidebar's state, so it holds across tabs and visits.
 */
import { atom } from 'nanostores';
import { readCookie, writeCookie } from './cookies.ts';

export const CONSOLE_SIZES = ['default', 'medium', 'small', 'mini'] as const;
export type ConsoleSize = (typeof CONSOLE_SIZES)[number];
export const SIZE_COOKIE = 'size';
export const DEFAULT_SIZE: ConsoleSize = 'mini';

/** The size a cookie string holds (the page's own by default); anything unknown is the default. */
export function sizeFrom(jar?: string): ConsoleSize {
  const value = readCookie(SIZE_COOKIE, jar);
  return CONSOLE_SIZES.find((s) => s === value) ?? DEFAULT_SIZE;
}

export const $size = atom<ConsoleSize>(sizeFrom());

export function setSize(size: ConsoleSize): void {
  writeCookie(SIZE_COOKIE, size, { days: 365 });
  $size.set(size);
}
