/**
 * Raw HTTP for API tests: any method, any address, any JSON, with status and headers kept. Tests
 * call the API through the typed client (./api.ts); this one is for requests that break the
 * contract on purpose (hostile or malformed input, a route that does not exist), where a typed
 * client would refuse to send them. (The content and site tests still use it throughout.)
 */
export interface Reply<T = Record<string, unknown>> {
  status: number;
  body: T & { code: number; msg: string };
  headers: Headers;
}

export async function call<T = Record<string, unknown>>(
  base: string,
  method: string,
  path: string,
  opts: {
    body?: unknown;
    token?: string;
    lang?: 'zh' | 'en';
    headers?: Record<string, string>;
  } = {},
): Promise<Reply<T>> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.lang ? { 'content-language': opts.lang } : {}),
      ...opts.headers,
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : {}, headers: res.headers };
}

/** Reads again, every 200 ms, until `ok` holds or `ms` have passed; answers the last reading. */
export async function until<T>(
  read: () => Promise<T>,
  ok: (v: T) => boolean,
  ms = 30_000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 200));
  }
}
