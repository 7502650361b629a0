/**
 * The pages being served: one complete build and, above it, the layers of pages that edits
 * rendered since, newest first. An edit's layer goes live by one swap of the pointer, however large
 * the site, and is later merged into a new complete build in the background.
 */
import { join, posix } from 'node:path';
import { findFile, type FoundFile } from './static-files.ts';

export interface Layer {
  dir: string;
  /** Folders (below the build's root, each language's own) this layer took away from those under it. */
  gone: string[];
}

export interface LiveTree {
  dir: string;
  layers: Layer[];
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
