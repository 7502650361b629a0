/**
 * Page keys name what a content change touches, so a partial build renders exactly those pages
 * and drops the ones of removed items: `list:<name>` is a list with its later pages, `<kind>:<id>`
 * one item's page, and a few single pages go by name. One map from key to folder serves the
 * editor, the builder and the pages.
 */
import { SECTIONS } from './sections.ts';

export const DETAIL_DIRS = {
  detail: 'detail',
  standard: 'standard',
  patent: 'patent',
  training: 'train',
  periodical: 'periodicals',
} as const;
export type DetailKind = keyof typeof DETAIL_DIRS;
export const DETAIL_KINDS = Object.keys(DETAIL_DIRS) as [DetailKind, ...DetailKind[]];
export type PageKey = `list:${string}` | `${DetailKind}:${number}` | 'expert' | 'alliance';

export const listKey = (name: string): PageKey => `list:${name}`;
export const detailKey = (kind: DetailKind, id: number): PageKey => `${kind}:${id}`;

const isDetailKind = (kind: string): kind is DetailKind => kind in DETAIL_DIRS;

/**
 * Where a key's pages live in a build, below the locale prefix: `detail:12` → `detail/12`,
 * `list:news` → `motion/page` (page 1 is the list's own page, rebuilt with it).
 */
export function pageDir(key: string): string | undefined {
  const [kind = '', id = ''] = key.split(':');
  if (kind === 'list') return `${SECTIONS.find((s) => s.channel === id)?.path ?? id}/page`;
  if (isDetailKind(kind) && /^\d+$/.test(id)) return `${DETAIL_DIRS[kind]}/${id}`;
  return undefined;
}

/** The page a reader opens for a key (without the locale prefix): `detail:12` → `/detail/12`. */
export function pagePath(key: string): string | undefined {
  const dir = pageDir(key);
  return dir && `/${dir.replace(/\/page$/, '')}`;
}
