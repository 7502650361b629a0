/**
 * Bodies are refused over a size. A body that says its length is judged by it, from the
 * headers alone: Hono's limit first asks for the request's body stream, which turns the server's
 * light request into a full web Request and its stream, on every write (it showed in a profile
 * of report submissions). A body sent in chunks is counted by Hono's limit as it comes.
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { tooLarge } from './errors.ts';

export function limitBody(maxSize: number): MiddlewareHandler {
  const counted = bodyLimit({
    maxSize,
    onError: () => {
      throw tooLarge();
    },
  });
  return (c, next) => {
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined)
      return counted(c, next);
    if (Number(length) > maxSize) throw tooLarge();
    return next();
  };
}
