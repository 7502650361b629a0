/**
 * A file link opened in the browser carries no bearer header; when the reader may not have the
 * file, the tab shows why in their language, with the way forward, never the JSON envelope (which
 * the browser would save as a file).
 */
import type { Context } from 'hono';
import { localePath, loginUrl, safeRedirect } from '#shared/routes.ts';
import type { AppEnv } from '../http/context.ts';
import { escapeHtml } from '#shared/html.ts';

export type Refusal = 'login' | 'member' | 'missing';

/** A navigation asks for a document; our client asks for JSON or a blob. */
export function isNavigation(c: Context<AppEnv>): boolean {
  const dest = c.req.header('sec-fetch-dest');
  if (dest) return dest === 'document' || dest === 'iframe';
  return (c.req.header('accept') ?? '').includes('text/html');
}

const STATUS = { login: 401, member: 403, missing: 404 } as const;

export function refusalPage(c: Context<AppEnv>, reason: Refusal): Response {
  const { t, locale } = c.var;
  const back = backTo(c);
  const action =
    reason === 'login'
      ? { href: loginUrl(locale, back), label: t('download.refused.login') }
      : reason === 'member'
        ? { href: localePath(locale, '/center/apply-member'), label: t('download.refused.apply') }
        : { href: back, label: t('common.back') };
  const title = t(`download.refused.${reason}.title`);
  const html = `<!doctype html>
<html lang="${locale === 'en' ? 'en' : 'zh-CN'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - ${escapeHtml(t('site.name'))}</title>
<style>body{font-family:system-ui,sans-serif;background:#f4f6fa;color:#1f2937;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;max-width:28rem;margin:1rem;padding:2rem;border-radius:.5rem;box-shadow:0 1px 3px #0002}
h1{font-size:1.25rem;margin:0 0 .75rem}p{line-height:1.6}a{color:#0b5394}
.go{display:inline-block;margin-right:1rem;background:#0b5394;color:#fff;padding:.5rem 1rem;border-radius:.25rem;text-decoration:none}</style>
</head><body><main><h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(t(`download.refused.${reason}.body`))}</p>
<p><a class="go" href="${escapeHtml(action.href)}">${escapeHtml(action.label)}</a>
<a href="${escapeHtml(localePath(locale, '/index'))}">${escapeHtml(t('common.home'))}</a></p>
</main></body></html>`;
  return c.html(html, STATUS[reason], {
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'none'",
    'Cache-Control': 'no-store',
  });
}

/** The page the link was on (same site only), so signing in comes back to it. */
function backTo(c: Context<AppEnv>): string {
  const referer = c.req.header('referer');
  if (!referer) return localePath(c.var.locale, '/index');
  try {
    const url = new URL(referer);
    if (url.host !== new URL(c.req.url).host) return localePath(c.var.locale, '/index');
    return safeRedirect(url.pathname + url.search, localePath(c.var.locale, '/index'));
  } catch {
    return localePath(c.var.locale, '/index');
  }
}
