/**
 * Build-time reads of the API, shared by every page of one build: each distinct call is made
 * once per locale (menus, links and list totals are asked for by hundreds of pages).
 */
import { unwrap } from '#client/unwrap.ts';
import { getListPage } from '#client/list-call.ts';
import { ApiError } from '#client/errors.ts';
import { PAGE_SIZE_DEFAULT, SITE_RENDER_ROUND, type Locale } from '#shared/constants.ts';
import type { PageKey } from '#shared/page-keys.ts';
import { CHANNELS } from '#shared/vocabulary.ts';
import type { ArticleDetail, Channel } from '#features/content/contract/content.contract.ts';
import { buildApi, localeStaticPaths } from './page.ts';

const cache = new Map<string, Promise<unknown>>();

/**
 * The warm renderer (src/server/site/renderer.ts) keeps these modules loaded between rounds of
 * pages; each round reads the content afresh, so it numbers its rounds here.
 */
let cachedRound: unknown;

export function once<T>(key: string, load: () => Promise<T>): Promise<T> {
  const round = (globalThis as Record<symbol, unknown>)[SITE_RENDER_ROUND];
  if (round !== cachedRound) {
    cache.clear();
    cachedRound = round;
  }
  let hit = cache.get(key) as Promise<T> | undefined;
  if (!hit) {
    hit = load();
    cache.set(key, hit);
  }
  return hit;
}

/** The menu tree, both names kept (the header decides per locale). */
export const menuTree = (locale: Locale) =>
  once(
    `menu:${locale}`,
    async () => unwrap(await buildApi(locale).GET('/web/index/menuList')).data,
  );

export const friendLinks = (locale: Locale) =>
  once(
    `links:${locale}`,
    async () => unwrap(await buildApi(locale).GET('/web/index/linksList')).data,
  );

/** 1..n for a list of `total` rows at the static page size. */
export function pageNumbers(total: number, size = PAGE_SIZE_DEFAULT): number[] {
  return Array.from({ length: Math.max(1, Math.ceil(total / size)) }, (_, i) => i + 1);
}

let parsed: { only: string; keys: string[] } | undefined;

/** The page keys of a partial build (SITE_ONLY), or undefined in a full build. */
const partialKeys = (): string[] | undefined => {
  const only = process.env.SITE_ONLY;
  if (!only) return undefined;
  // Asked once per item of every list: parsed once per round.
  if (parsed?.only !== only) parsed = { only, keys: JSON.parse(only) as string[] };
  return parsed.keys;
};

/** The API's largest page: a list read whole is read this many rows a call. */
const BULK = 100;

/** Every row of a paged list call, with its total. */
async function everyRow<T>(
  page: (pageNum: number, pageSize: number) => Promise<{ rows: T[]; total: number }>,
): Promise<{ rows: T[]; total: number }> {
  const rows: T[] = [];
  for (let pageNum = 1; ; pageNum++) {
    const answer = await page(pageNum, BULK);
    rows.push(...answer.rows);
    if (pageNum * BULK >= answer.total) return { rows, total: answer.total };
  }
}

/** Partial builds (SITE_ONLY) render only the pages an edit touched; see src/server/site/builder.ts. */
export function wanted(kind: string, key: string | number): boolean {
  const keys = partialKeys();
  return !keys || keys.some((w) => w === kind || w === `${kind}:${key}`);
}

/** The pages of list `name` a partial build names one by one (`list:news/3`: an edit in place). */
export function namedListPages(name: string): number[] {
  const prefix = `list:${name}/`;
  return (partialKeys() ?? []).flatMap((k) =>
    k.startsWith(prefix) ? [Number(k.slice(prefix.length))] : [],
  );
}

/** Whether this build renders a page that reads the content of any of `keys`. */
export function readsAny(...keys: PageKey[]): boolean {
  const only = partialKeys();
  // A page reading a list reads every page of it, `list:news/3` included.
  return !only || only.some((k) => (keys as string[]).includes(k.replace(/\/\d+$/, '')));
}

/**
 * Pages that show some content: a partial build renders them when it renders any of the keys
 * they read (a full build always does). Reading more than is listed leaves a page stale until the
 * next full build, which the test of partial against full builds catches.
 */
export const pagesReading =
  (...keys: PageKey[]) =>
  () =>
    readsAny(...keys) ? localeStaticPaths() : [];

/** One article as its page shows it, or undefined when it is not published (any more). */
export const article = (locale: Locale, id: number) =>
  once(`article:${id}:${locale}`, async () => {
    try {
      const answer = await buildApi(locale).GET('/web/index/detail', {
        params: { query: { id } },
      });
      return unwrap(answer).data;
    } catch (err) {
      if (err instanceof ApiError && err.code === 404) return undefined;
      throw err;
    }
  });

/** Articles the page builder asks for at a time (articleChunk on the server). */
const CHUNK = 500;

/**
 * Every published article of a channel as its page shows it, newest first: read whole in chunks,
 * each starting after the last article read. The detail pages of the round find their article
 * here (no call of their own), and a list the build renders whole takes its rows from it.
 */
export const channelArticles = (locale: Locale, channel: Channel) =>
  once(`channelArticles:${channel}:${locale}`, async () => {
    const api = buildApi(locale);
    const rows: ArticleDetail[] = [];
    let after: string | undefined;
    do {
      const query = { channel, size: CHUNK, ...(after ? { after } : {}) };
      const chunk = unwrap(await api.GET('/web/index/detailList', { params: { query } })).data;
      rows.push(...chunk.rows);
      after = chunk.next ?? undefined;
    } while (after);
    for (const row of rows) once(`article:${row.id}:${locale}`, async () => row);
    return rows;
  });

/**
 * Every published article id (for detail pages). A full build reads every channel whole; a
 * partial build names its articles, so it reads only those, however many the site has.
 */
export const articleIds = (locale: Locale) =>
  once(`articleIds:${locale}`, async () => {
    const keyed = partialKeys()
      ?.filter((k) => k.startsWith('detail:'))
      .map((k) => Number(k.slice('detail:'.length)));
    if (keyed) {
      const found = await Promise.all(keyed.map((id) => article(locale, id)));
      return keyed.filter((_, i) => found[i]);
    }
    const ids: number[] = [];
    for (const channel of CHANNELS)
      for (const row of await channelArticles(locale, channel)) ids.push(row.id);
    return ids;
  });

/** Every id a catalogue list call returns, page by page. */
export const catalogIds = (source: string, locale: Locale) =>
  once(`ids:${source}:${locale}`, async () => {
    const api = buildApi(locale);
    const { rows } = await everyRow(async (pageNum, pageSize) =>
      unwrap(await getListPage(api, source, { pageNum, pageSize })),
    );
    return (rows as { id: number }[]).map((r) => r.id);
  });

/** getStaticPaths for the detail pages of a catalogue, both languages. */
export async function detailPaths(source: string, kind: string) {
  const { pageLocale } = await import('./page.ts');
  const paths: { params: { lang: string | undefined; id: string } }[] = [];
  for (const lang of [undefined, 'en']) {
    for (const id of await catalogIds(source, pageLocale(lang)))
      if (wanted(kind, id)) paths.push({ params: { lang, id: String(id) } });
  }
  return paths;
}
