/**
 * Page keys name what a content change touches, so a partial build renders exactly those pages
 * and drops the ones of removed items: `list:<name>` is a list with its later pages, `<kind>:<id>`
 * one item's page, and a few single pages go by name. One map from key to folder serves the
 * editor, the builder and the pages.
 */
import { SECTIONS } from '#shared/sections.ts';

export const DETAIL_DIRS = {
  detail: 'detail',
  standard: 'standard',
  patent: 'patent',
  training: 'train',
  periodical: 'periodicals',
} as const;
export type DetailKind = keyof typeof DETAIL_DIRS;
export const DETAIL_KINDS = Object.keys(DETAIL_DIRS) as [DetailKind, ...DetailKind[]];
/**
 * `pages` is every single page and document (introductions, contacts, the statistics document),
 * `bulletin` every statistics bulletin and the headline that quotes the newest, `shell` what every
 * page shows (the menu, the friendly links): spliced into the built pages, not rendered again.
 */
export type PageKey =
  | `list:${string}`
  | `${DetailKind}:${number}`
  | 'expert'
  | 'alliance'
  | 'pages'
  | 'shell'
  | 'bulletin';

export const listKey = (name: string): PageKey => `list:${name}`;
/** One page of a list: an edit that leaves its item where it was changes only that page. */
export const listPageKey = (name: string, page: number): PageKey => `list:${name}/${page}`;
const LIST_PAGE = /^list:([^/]+)\/(\d+)$/;
const WHOLE_LIST = /^list:([^/]+)$/;
/** The list a key names whole (`list:news` → `news`), or undefined for any other key. */
export const wholeList = (key: string): string | undefined => WHOLE_LIST.exec(key)?.[1];
export const PAGES_KEY = 'pages' satisfies PageKey;
export const SHELL_KEY = 'shell' satisfies PageKey;
export const BULLETIN_KEY = 'bulletin' satisfies PageKey;
export const detailKey = (kind: DetailKind, id: number): PageKey => `${kind}:${id}`;

const isDetailKind = (kind: string): kind is DetailKind => kind in DETAIL_DIRS;

/**
 * Where a key's pages live in a build, below the locale prefix: `detail:12` → `detail/12`,
 * `list:news` → `motion/page` (page 1 is the list's own page, rebuilt with it).
 */
export function pageDir(key: string): string | undefined {
  // One page of a list is rendered again, never taken away: it has no folder to drop.
  if (LIST_PAGE.test(key)) return undefined;
  const [kind = '', id = ''] = key.split(':');
  if (kind === 'list') return `${SECTIONS.find((s) => s.channel === id)?.path ?? id}/page`;
  if (isDetailKind(kind) && /^\d+$/.test(id)) return `${DETAIL_DIRS[kind]}/${id}`;
  return undefined;
}

/** The page a reader opens for a key (without the locale prefix): `detail:12` → `/detail/12`. */
export function pagePath(key: string): string | undefined {
  const onePage = LIST_PAGE.exec(key);
  if (onePage) {
    const list = pagePath(listKey(onePage[1]!));
    return onePage[2] === '1' ? list : `${list}/page/${onePage[2]}`;
  }
  const dir = pageDir(key);
  return dir && `/${dir.replace(/\/page$/, '')}`;
}
