/** The page's language, read once from <html lang>; the client sends it with every call. */
import { atom } from 'nanostores';
import type { Locale } from '#shared/constants.ts';

function initial(): Locale {
  if (typeof document === 'undefined') return 'zh';
  return document.documentElement.lang.startsWith('en') ? 'en' : 'zh';
}

export const $locale = atom<Locale>(initial());
