/** /redirect/{path}: go to /{path} on this site; /redirect/frame?url=… shows an http(s) page in a frame. */
import { safeRedirect, splitLocale, localePath } from '#shared/routes.ts';

export function mountRedirect(): void {
  const { locale, path } = splitLocale(location.pathname);
  const rest = path.replace(/^\/redirect\/?/, '');
  if (rest === 'frame') {
    const url = new URLSearchParams(location.search).get('url') ?? '';
    if (!/^https?:\/\//i.test(url)) return void location.replace(localePath(locale, '/index'));
    document.querySelector<HTMLElement>('[data-redirect-wait]')!.hidden = true;
    document.querySelector<HTMLElement>('[data-frame]')!.hidden = false;
    const link = document.querySelector<HTMLAnchorElement>('[data-frame-link]')!;
    link.href = url;
    link.textContent = url;
    document.querySelector<HTMLIFrameElement>('[data-frame-el]')!.src = url;
    return;
  }
  location.replace(
    safeRedirect(localePath(locale, `/${rest}`) + location.search, localePath(locale, '/index')),
  );
}
