/**
 * An old site read through its own public calls (`/prod-api/web/index/*`), as its pages read them:
 * nothing but what any visitor may see. Each call is asked in Chinese and in English (the answer
 * falls back to Chinese where the site has no English). A site that asks a reader to slow down
 * (429, 503) is waited for, as it says.
 */

const API = '/prod-api';
const PAGE_SIZE = 100;
const TRIES = 6;

export interface Envelope<T> {
  code: number;
  msg?: string;
  data?: T;
  rows?: T[];
  total?: number;
}

export class SiteSource {
  /** The site's address without a trailing slash: https://www.example.org */
  readonly origin: string;

  constructor(url: string) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new Error(`${url}: not an address / 不是网址`);
    }
    if (!/^https?:$/.test(parsed.protocol))
      throw new Error(`${url}: http or https only / 只接受 http 或 https`);
    this.origin = parsed.origin;
  }

  /** One call in one language; undefined when the site answers that there is none (404). */
  async call<T>(
    path: string,
    query: Record<string, string | number> = {},
    lang: 'zh' | 'en' = 'zh',
  ): Promise<Envelope<T> | undefined> {
    const url = new URL(`${this.origin}${API}/web/index/${path}`);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, String(v));
    const res = await this.fetch(url.toString(), {
      'content-language': lang,
      'accept-language': lang,
    });
    if (res.status === 404) return undefined;
    if (!res.ok) throw new Error(`${url.pathname}${url.search}: HTTP ${res.status}`);
    const body = (await res.json()) as Envelope<T>;
    if (body.code === 404) return undefined;
    if (body.code !== 200)
      throw new Error(`${url.pathname}${url.search}: ${body.msg ?? body.code}`);
    return body;
  }

  /** Every row of a paged list, page after page. */
  async all<T>(
    path: string,
    query: Record<string, string | number> = {},
    lang: 'zh' | 'en' = 'zh',
  ): Promise<T[]> {
    const rows: T[] = [];
    for (let page = 1; ; page++) {
      const answer = await this.call<T>(
        path,
        { ...query, pageNum: page, pageSize: PAGE_SIZE },
        lang,
      );
      const got = answer?.rows ?? [];
      rows.push(...got);
      if (got.length < PAGE_SIZE || rows.length >= (answer?.total ?? 0)) return rows;
    }
  }

  /**
   * A file the site links to, by its address on the site, with the name the site gives it (its
   * Content-Disposition, as RuoYi's and this product's downloads send); undefined when it cannot
   * be had.
   */
  async file(link: string): Promise<{ bytes: Buffer; name: string | undefined } | undefined> {
    const url = this.own(link);
    if (!url) return undefined;
    const res = await this.fetch(url, {}).catch(() => undefined);
    if (!res?.ok) return undefined;
    return { bytes: Buffer.from(await res.arrayBuffer()), name: fileNameOf(res) };
  }

  /** The link as an address on this site, or undefined for another site's (left as it is). */
  own(link: string): string | undefined {
    try {
      const url = new URL(link.replaceAll('&amp;', '&'), `${this.origin}/`);
      return url.origin === this.origin ? url.toString() : undefined;
    } catch {
      return undefined;
    }
  }

  private async fetch(url: string, headers: Record<string, string>): Promise<Response> {
    for (let attempt = 1; ; attempt++) {
      const res = await fetch(url, { headers, signal: AbortSignal.timeout(30_000) });
      if ((res.status !== 429 && res.status !== 503) || attempt >= TRIES) return res;
      const wait = Math.min(Number(res.headers.get('retry-after')) || 2 ** attempt, 60);
      await res.body?.cancel();
      await new Promise((r) => setTimeout(r, wait * 1000));
    }
  }
}

/** The name a download is saved under: `filename*=UTF-8''…`, else `filename="…"`. */
function fileNameOf(res: Response): string | undefined {
  const header = res.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded)
    try {
      return decodeURIComponent(encoded);
    } catch {
      return undefined;
    }
  return /filename="?([^";]+)"?/i.exec(header)?.[1];
}
