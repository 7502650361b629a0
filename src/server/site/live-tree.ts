/**
 * The pages being served: one complete build and, above it, the layers of pages that edits
 * rendered since, newest first. An edit's layer goes live by one swap of the pointer, however large
 * the site, and is later merged into a new complete build in the background.
 */
import { join, posix, sep } from 'node:path';
import type { Locale } from '#shared/constants.ts';
import { findFile, type FoundFile } from './static-files.ts';

export interface Layer {
  dir: string;
  /** Folders (below the build's root, each language's own) this layer took away from those under it. */
  gone: string[];
}

/**
 * A change to what every page shows, live before every page is written again (shell-splice.ts):
 * a page found in one of the `older` folders is spliced with these regions as it is served, until
 * the rewrite round's layer covers them and this is dropped.
 */
export interface PendingShell {
  /** Names these regions (a hash of them): part of the tags of the pages spliced when served. */
  version: string;
  /** The new regions, by language and name, as the pages the shell round rendered hold them. */
  regions: Partial<Record<Locale, Record<string, string>>>;
  /** The folders whose pages show an older shell. */
  older: string[];
}

export interface LiveTree {
  dir: string;
  layers: Layer[];
  shell?: PendingShell;
}

const hides = (gone: string[], path: string) => {
  const rel = path.replace(/^\/+/, '');
  return gone.some((g) => rel === g || rel.startsWith(`${g}/`));
};

/** The file a clean request path names in the live pages: the newest layer that has or hides it. */
export function findLive(tree: LiveTree, decoded: string): FoundFile | undefined {
  // `/detail//5` is `/detail/5`: the same page, which the same layer hides.
  const path = posix.normalize(decoded);
  for (const layer of tree.layers) {
    const found = findFile(layer.dir, path);
    if (found) return found;
    if (hides(layer.gone, path)) return undefined;
  }
  return findFile(tree.dir, path);
}

/** Both languages' folders of a page folder: `detail/3` → `detail/3`, `en/detail/3`. */
export const inBothLocales = (dir: string) => [dir, join('en', dir)];

/** Every folder a tree reads, newest first. */
export const foldersOf = (tree: LiveTree) => [...tree.layers.map((l) => l.dir), tree.dir];

/**
 * Where a file found in the tree shows an older shell than the live one: the pending shell and the
 * file's path below its folder; undefined when it shows the live shell.
 */
export function olderShell(
  tree: LiveTree,
  file: FoundFile,
): { shell: PendingShell; rel: string } | undefined {
  const { shell } = tree;
  if (!shell) return undefined;
  const folder = shell.older.find((dir) => file.path.startsWith(dir + sep));
  return folder === undefined ? undefined : { shell, rel: file.path.slice(folder.length + 1) };
}
