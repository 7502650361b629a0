/**
 * The few cookies the browser keeps for the site: the session token, and the console's size and
 * sidebar state, which must outlive a tab so a staff member finds the console as they left it.
 */
const DAY_SECONDS = 86_400;

/** One cookie's value from a `document.cookie` string (the page's own by default). */
export function readCookie(
  name: string,
  jar: string = typeof document === 'undefined' ? '' : document.cookie,
): string | undefined {
  const match = jar.split('; ').find((c) => c.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) || undefined : undefined;
}

/** Site-wide, sent on same-site navigation only, and only over HTTPS when the site is. */
export function writeCookie(name: string, value: string, opts: { days?: number } = {}): void {
  const secure =
    typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  const age = opts.days === undefined ? '' : `; Max-Age=${opts.days * DAY_SECONDS}`;
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax${age}${secure}`;
}

export function dropCookie(name: string): void {
  document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
}
