/**
 * The public pages: the route guard runs here, before any HTML leaves, so a page that
 * needs a session is never served to a visitor without one.
 */
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { TOKEN_COOKIE } from '#shared/constants.ts';
import { isPublicPath, localePath, loginUrl, splitLocale } from '#shared/routes.ts';
import type { Deps } from '../http/context.ts';
import { resolveSession } from '../auth/session.ts';
import { bearerToken } from '../auth/guard.ts';
import { extname } from 'node:path';
import { cleanPath, fileResponse, isFileResponse } from './static-files.ts';
import { findLive, type LiveTree } from './live-tree.ts';
import { prepareLive } from './shell-answers.ts';
import { buildingPage } from './building-page.ts';

/** Where nginx asks whether a page may be served (see `pageGuard`). */
export const PAGE_GUARD_PATH = '/_page-guard';

/** Frames, plugins and base tags are locked down here; Astro's meta tag pins scripts and styles. */
export const SECURITY_HEADERS = {
  'Content-Security-Policy':
    "frame-ancestors 'self'; object-src 'none'; base-uri 'self'; form-action 'self'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'SAMEORIGIN',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

/** The console's pages may use this origin's camera: the door's check-in scans tickets with it. */
export const CONSOLE_PERMISSIONS = 'camera=(self), microphone=(), geolocation=()';
export const CONSOLE_PAGES = /^(\/en)?\/admin(\/|$)/;
/** A console page's headers: one object, so its files' answers are worked out once (fileResponse). */
const CONSOLE_HEADERS = { ...SECURITY_HEADERS, 'Permissions-Policy': CONSOLE_PERMISSIONS };

/**
 * Where an old query-style link's item is now, when an import from an old site gave it a new id
 * (`/detail/12` → `/detail/340`); undefined when nothing moved it.
 */
export type MovedPath = (path: string) => Promise<string | undefined>;

export function sitePages(
  deps: Deps,
  live: () => LiveTree | undefined,
  moved: MovedPath = async () => undefined,
) {
  const site = new Hono();
  // Files carry these headers from the start (fileResponse); every other answer gets them here.
  site.use('*', async (c, next) => {
    await next();
    // Reading a file answer's headers here would cost more than serving it.
    if (isFileResponse(c.res)) return;
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.header(name, value);
    if (CONSOLE_PAGES.test(c.req.path)) c.header('Permissions-Policy', CONSOLE_PERMISSIONS);
  });

  site.on(['GET', 'HEAD'], '*', async (c) => {
    const url = new URL(c.req.url);
    const clean = cleanPath(url.pathname);
    if (!clean) return c.text('Not found / 页面不存在', 404);
    const { locale, path } = splitLocale(clean);
    if (path === '/' || path === '') return c.redirect(localePath(locale, '/index'), 302);
    // The footer's "home" link points at /home.
    if (path === '/home') return c.redirect(localePath(locale, '/index'), 301);
    // An old link needs no pages to be told where it went: answered even while they are built.
    const legacy = legacyTarget(path, url.searchParams);
    if (legacy) return c.redirect(localePath(locale, (await moved(legacy)) ?? legacy), 301);
    const building = () =>
      c.html(buildingPage(), 503, { 'Retry-After': '5', 'Cache-Control': 'no-store' });
    if (!live()) return building();
    // The compressed copies are served for their page, never asked for by name (nor past its guard).
    if (/\.(br|gz)$/i.test(clean)) return c.text('Not found', 404);

    // Bundles and files; every HTML page, however it is asked for, passes the guard.
    const ext = extname(clean).toLowerCase();
    const isAsset = clean.startsWith('/_astro/') || (ext !== '' && ext !== '.html');
    if (!isAsset) {
      const away = await guardedPage(deps, url, getCookie(c, TOKEN_COOKIE));
      if (away) return c.redirect(away.to, 302);
    }

    // Read after the guard's await: the pages live now, not those live when the request came.
    const root = live();
    if (!root) return building();
    // Every /redirect/… is the one refresh-helper page, every /verify/{code} the one certificate
    // check; each reads its own address.
    const single = /^\/(redirect|verify)(\/|$)/.exec(path)?.[1];
    const file = findLive(root, single ? localePath(locale, `/${single}`) : clean);
    // The 404 page answers with its status, so crawlers and monitors see it for what it is.
    const status = /^\/(404|401)\/?$/.exec(path)?.[1];
    if (file) {
      const headers = CONSOLE_PAGES.test(clean) ? CONSOLE_HEADERS : SECURITY_HEADERS;
      return fileResponse(prepareLive(root, file, c.req.header('accept-encoding'), headers), {
        head: c.req.method === 'HEAD',
        ifNoneMatch: c.req.header('if-none-match'),
        ...(status ? { status: Number(status) } : {}),
      });
    }
    if (isAsset) return c.text('Not found', 404);
    if (status || !findLive(root, localePath(locale, '/404')))
      return c.text('Not found / 页面不存在', 404);
    return c.redirect(localePath(locale, '/404'), 302);
  });
  return site;
}

/** Old query-style links keep working (DESIGN "Conventions"): /member?href=equity → /member/equity. */
export function legacyTarget(path: string, query: URLSearchParams): string | undefined {
  const p = path.replace(/\/$/, '');
  const href = query.get('href');
  const id = query.get('id');
  if (p === '/member' && href && /^(membership|equity|obligation|association)$/.test(href))
    return `/member/${href}`;
  if (p === '/statistics' && href && /^(standardNews|standardDynamics)$/.test(href))
    return `/${href}`;
  if (/^\/(detail|patent|standard|train|periodicals)$/.test(p) && id && /^\d{1,9}$/.test(id))
    return `${p}/${id}`;
  return undefined;
}

/**
 * The route guard: where a reader must go instead of this page, or undefined when they may read
 * it. A guest asking for a members' page signs in first; someone signed in has nothing to do on
 * the login page (staff go to their console).
 */
async function guardedPage(
  deps: Deps,
  url: URL,
  cookie: string | undefined,
): Promise<{ to: string; signedIn: boolean } | undefined> {
  const clean = cleanPath(url.pathname);
  // An address no page has is nobody's to read (the page server answers it 404).
  if (!clean) return { to: '/404', signedIn: false };
  const { locale, path } = splitLocale(clean);
  const login = path.replace(/\/$/, '') === '/login';
  if (isPublicPath(clean) && !login) return undefined;
  const user = await sessionUser(deps, cookie);
  if (!user)
    return login ? undefined : { to: loginUrl(locale, url.pathname + url.search), signedIn: false };
  if (!login) return undefined;
  const home = user.enterpriseId === null ? '/admin' : '/center';
  return { to: localePath(locale, home), signedIn: true };
}

/**
 * The guard for nginx, which serves the pages itself and asks here first (`auth_request`) for the
 * pages that are not public: 204 to go on, or 401 (sign in first) or 403 (signed in: go on
 * elsewhere) with the address in `X-Location`. Only nginx's own subrequest reaches it.
 */
export function pageGuard(deps: Deps) {
  const guard = new Hono();
  guard.get(PAGE_GUARD_PATH, async (c) => {
    const original = c.req.header('x-original-uri');
    if (!original?.startsWith('/')) return c.body(null, 400);
    // Read as a path on this site, whatever it holds (`//host/…` would be another host's).
    const away = await guardedPage(
      deps,
      new URL(`http://site${original}`),
      getCookie(c, TOKEN_COOKIE),
    );
    if (!away) return c.body(null, 204);
    return c.body(null, away.signedIn ? 403 : 401, { 'X-Location': away.to });
  });
  return guard;
}

async function sessionUser(deps: Deps, cookie: string | undefined) {
  const token = bearerToken(cookie ? `Bearer ${cookie}` : undefined);
  if (!token) return undefined;
  return resolveSession(deps.db, token, deps.now(), deps.env.SESSION_IDLE_MINUTES);
}
