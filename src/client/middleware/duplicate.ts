/**
 * Client half of the duplicate-submit guard (the server refuses a repeat too): one slot in
 * sessionStorage; the same POST or PUT to the same URL with the same body inside 1000 ms is
 * never sent.
 * A→B→A is allowed, because the slot only remembers the last request. A write refused because
 * the session had ended (401) was not done: sent again once signed in, it is no double click.
 */
import type { Middleware } from 'openapi-fetch';
import { DUPLICATE_MAX_BODY_BYTES, DUPLICATE_WINDOW_MS } from '#shared/constants.ts';

export const SLOT_KEY = 'sessionObj';
/** Header a caller sets to opt a write out ("repeatSubmit: false"). */
export const ALLOW_REPEAT_HEADER = 'x-allow-repeat';
export const REPEAT_EXEMPT_PATHS = new Set(['/login']);

interface Slot {
  url: string;
  data: string;
  time: number;
}

export function duplicateMiddleware(opts: {
  storage: () => Pick<Storage, 'getItem' | 'setItem'> | undefined;
  now: () => number;
  message: () => string | Promise<string>;
}): Middleware {
  return {
    async onRequest({ request, schemaPath }) {
      const optOut =
        request.headers.has(ALLOW_REPEAT_HEADER) || REPEAT_EXEMPT_PATHS.has(schemaPath);
      request.headers.delete(ALLOW_REPEAT_HEADER);
      if (optOut || (request.method !== 'POST' && request.method !== 'PUT')) return request;
      if ((request.headers.get('content-type') ?? '').startsWith('multipart/')) return request;
      const data = await request.clone().text();
      if (data.length >= DUPLICATE_MAX_BODY_BYTES) return request;
      const storage = opts.storage();
      if (!storage) return request;
      const current: Slot = { url: request.url, data, time: opts.now() };
      let previous: Slot | undefined;
      try {
        previous = JSON.parse(storage.getItem(SLOT_KEY) ?? 'null') ?? undefined;
      } catch {
        previous = undefined;
      }
      if (
        previous &&
        previous.url === current.url &&
        previous.data === current.data &&
        current.time - previous.time < DUPLICATE_WINDOW_MS
      ) {
        throw new Error(await opts.message());
      }
      storage.setItem(SLOT_KEY, JSON.stringify(current));
      return request;
    },
    onResponse({ request, response }) {
      if (response.status !== 401) return undefined;
      const storage = opts.storage();
      const slot = storage?.getItem(SLOT_KEY);
      if (slot && (JSON.parse(slot) as Slot | null)?.url === request.url)
        storage?.setItem(SLOT_KEY, 'null');
      return undefined;
    },
  };
}
