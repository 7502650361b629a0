/** Per-request basics: request id, reader's language, client address, security headers. */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { getCookie } from 'hono/cookie';
import { getConnInfo } from '@hono/node-server/conninfo';
import { randomUUID } from 'node:crypto';
import { LANGUAGE_COOKIE } from '#shared/constants.ts';
import { toLocale, useTranslations } from '#i18n/index.ts';
import type { AppEnv, Deps } from './context.ts';

export const basics = (deps: Deps) =>
  createMiddleware<AppEnv>(async (c, next) => {
    c.set('deps', deps);
    c.set('requestId', randomUUID());
    const locale = pickLocale(
      c.req.header('content-language'),
      getCookie(c, LANGUAGE_COOKIE),
      c.req.header('accept-language'),
    );
    c.set('locale', locale);
    c.set('t', useTranslations(locale));
    const ip = clientIp(c.req.header('x-forwarded-for'), remoteAddress(c), deps.env.trustedProxies);
    c.set('clientIp', ip);
    c.set('clientBucket', ipBucket(ip));
    c.set('auth', undefined);
    await next();
    setAnswerHeader(c, 'X-Request-Id', c.get('requestId'));
  });

/**
 * A header on the answer already made. Hono's `c.header` would copy the answer into a full
 * Response first (every body byte, on every call); the answer's own headers take it as it is.
 * Headers that cannot change (a fetched or redirect response) go the long way.
 */
export function setAnswerHeader(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}

function remoteAddress(c: Parameters<typeof getConnInfo>[0]): string {
  try {
    return getConnInfo(c).remote.address ?? '';
  } catch {
    return ''; // app.request() in tests has no socket
  }
}

/** The reader's language: explicit header from our client, then the cookie, then the browser's. */
export function pickLocale(explicit?: string, cookie?: string, accept?: string) {
  for (const candidate of [explicit, cookie]) {
    const lang = candidate?.trim().slice(0, 2).toLowerCase();
    if (lang === 'zh' || lang === 'en') return lang;
  }
  const first = accept?.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return toLocale(first);
}

let warnedUntrustedProxy = false;

/**
 * X-Forwarded-For is believed only when the direct peer is a configured proxy; then
 * the right-most address that is not itself a trusted proxy is the client.
 */
export function clientIp(forwarded: string | undefined, remote: string, trusted: string[]): string {
  const peer = remote.replace(/^::ffff:/, '');
  if (forwarded && !trusted.includes(peer) && !warnedUntrustedProxy) {
    // Behind a proxy without TRUST_PROXY every visitor shares the proxy's address and its limits.
    warnedUntrustedProxy = true;
    console.warn(
      `[server] X-Forwarded-For from ${peer}, which is not in TRUST_PROXY: per-address limits count that address.`,
    );
  }
  if (!forwarded || !trusted.includes(peer)) return peer || 'unknown';
  const hops = forwarded
    .split(',')
    .map((s) => s.trim().replace(/^::ffff:/, ''))
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i] as string;
    if (!trusted.includes(hop)) return hop;
  }
  return peer;
}

/**
 * The unit a per-address limit counts: an IPv4 address, or the /64 network of an IPv6 one
 * (one subscriber holds a whole /64, so counting single IPv6 addresses limits nothing).
 */
export function ipBucket(ip: string): string {
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const full = ip.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${full
    .slice(0, 4)
    .map((h) => h.replace(/^0+(?=.)/, '').toLowerCase())
    .join(':')}::/64`;
}
