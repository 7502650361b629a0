/**
 * Build-time reads of the API, shared by every page of one build: each distinct call is made
 * once per locale (menus, links and list totals are asked for by hundreds of pages).
 */
import { unwrap } from '#client/unwrap.ts';
import type { Locale } from '#shared/constants.ts';
import { PAGE_SIZE_DEFAULT } from '#shared/constants.ts';
import { buildApi } from './page.ts';

const cache = new Map<string, Promise<unknown>>();

export function once<T>(key: string, load: () => Promise<T>): Promise<T> {
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

/** Partial builds (SITE_ONLY) render only the pages an edit touched; see src/server/site/builder.ts. */
export function wanted(kind: string, key: string | number): boolean {
  const only = process.env.SITE_ONLY;
  if (!only) return true;
  return (JSON.parse(only) as string[]).some((w) => w === kind || w === `${kind}:${key}`);
}

/** Every published article id (for detail pages), read page by page through the public list call. */
export const articleIds = (locale: import('#shared/constants.ts').Locale) =>
  once(`articleIds:${locale}`, async () => {
    const { CHANNELS } = await import('#shared/schemas/content.ts');
    const api = buildApi(locale);
    const ids: number[] = [];
    for (const channel of CHANNELS) {
      for (let pageNum = 1; ; pageNum++) {
        const { rows, total } = unwrap(
          await api.GET('/web/index/newsList', {
            params: { query: { channel, pageNum, pageSize: 100 } },
          }),
        );
        ids.push(...rows.map((r) => r.id));
        if (pageNum * 100 >= total) break;
      }
    }
    return ids;
  });

/** Every id a catalogue list call returns, page by page. */
export const catalogIds = (source: string, locale: import('#shared/constants.ts').Locale) =>
  once(`ids:${source}:${locale}`, async () => {
    const api = buildApi(locale);
    const ids: number[] = [];
    for (let pageNum = 1; ; pageNum++) {
      const { rows, total } = unwrap(
        await api.GET(source as '/web/index/trainList', {
          params: { query: { pageNum, pageSize: 100 } as never },
        }),
      );
      ids.push(...(rows as { id: number }[]).map((r) => r.id));
      if (pageNum * 100 >= total) break;
    }
    return ids;
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
