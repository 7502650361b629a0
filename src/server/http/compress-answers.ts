/**
 * The API's JSON answers, gzipped whole. They are small and already in memory, so gzip runs once
 * on the bytes, in libuv's thread pool, instead of through a web stream per answer (at a
 * reporting deadline that stream cost more than the report's checks). Answers too small to gain
 * go as they are, with their length. Other answers (files, exports), and the rare client that
 * takes deflate but not gzip, are left to Hono's compress.
 */
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { acceptsEncoding } from './accept-encoding.ts';

/** Below this a compressed copy is not worth its headers. */
export const GZIP_MIN_BYTES = 1024;
export const gzipBytes = promisify(gzip);

export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    // Only the headers and status are read first: asking for the body would turn the server's
    // light answer into a full web Response, the slow way out, for every call.
    if (c.req.method === 'HEAD' || res.status === 204 || res.status === 304) return;
    if (res.headers.has('content-encoding')) return;
    // An answer with its length was made whole on purpose (a kept public answer): as it is.
    if (res.headers.has('content-length')) return;
    if (!(res.headers.get('content-type') ?? '').startsWith('application/json')) return;
    if (!/accept-encoding/i.test(res.headers.get('vary') ?? ''))
      res.headers.append('Vary', 'Accept-Encoding');
    // A reader that takes no gzip (the page builder, for one) gets the answer as it was made.
    if (!acceptsEncoding(c.req.header('accept-encoding'), 'gzip')) return;
    let body = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    if (body.length >= GZIP_MIN_BYTES) {
      body = new Uint8Array(await gzipBytes(body));
      headers.set('Content-Encoding', 'gzip');
    }
    headers.set('Content-Length', String(body.length));
    // Cleared first, so Hono does not copy the old answer's headers (its length) onto this one.
    c.res = undefined;
    c.res = new Response(body, { status: res.status, headers });
  };
}
