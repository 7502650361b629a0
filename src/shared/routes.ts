/** Paths that need no session, and the rules of the route guard. */
import type { Locale } from './constants.ts';

export const PUBLIC_PATHS = [
  '/login',
  '/auth-redirect',
  '/forgot-password',
  '/bind',
  '/register',
  '/index',
  '/introduction',
  '/member',
  '/information',
  '/statistics',
  '/discipline',
  '/expert',
  '/international',
  '/train',
  '/periodicals',
  '/patent',
  '/alliance',
  '/research',
  '/motion',
  '/contact',
  '/map',
  '/connection',
  '/building',
  '/industry',
  '/detail',
  '/dynamics',
  '/info',
  '/allianceArticles',
  '/download',
  '/standard',
  '/statisticsNews',
  '/search',
  '/initiation',
  '/echarts',
  '/associationList',
  '/update-password',
  '/verify',
  '/privacy',
  '/401',
  '/404',
] as const;

/** Public paths also own the pages below them (result pages, list pages, details, the refresh helper). */
// The standardisation lists are reached from /statistics and are as public as it is.
export const PUBLIC_SECTIONS = new Set([
  ...PUBLIC_PATHS.map((p) => p.slice(1)),
  'redirect',
  'index.html',
  'standardNews',
  'standardDynamics',
]);

/** Splits `/en/x` into en + `/x`; everything else is Chinese. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  if (pathname === '/en' || pathname === '/en/') return { locale: 'en', path: '/' };
  if (pathname.startsWith('/en/')) return { locale: 'en', path: pathname.slice(3) };
  return { locale: 'zh', path: pathname };
}

export function localePath(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  return locale === 'en' ? `/en${clean === '/' ? '/' : clean}` : clean;
}

/** Decided on the first path segment of a decoded, clean path (see cleanPath on the server). */
export function isPublicPath(pathname: string): boolean {
  const { path } = splitLocale(pathname);
  const first = path.split('/')[1] ?? '';
  return first === '' || PUBLIC_SECTIONS.has(first);
}

/**
 * A `redirect` value is followed only when it is a path on this site: one leading slash, no
 * scheme, no backslash, no protocol-relative `//host`. Anything else goes home.
 */
export function safeRedirect(value: string | null | undefined, fallback = '/index'): string {
  if (!value) return fallback;
  let decoded = value;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return fallback;
  }
  for (const v of [value, decoded]) {
    if (!v.startsWith('/') || v.startsWith('//') || v.includes('\\') || /[\u0000-\u001f]/.test(v))
      return fallback;
    if (/^\/[^/]*:/.test(v)) return fallback;
  }
  return value;
}

export function loginUrl(locale: Locale, fullPath: string): string {
  return `${localePath(locale, '/login')}?redirect=${encodeURIComponent(fullPath)}`;
}
