/** File-tree helpers for swapping builds: hard-linked copies, and overlays that never touch a shared inode. */
import {
  copyFileSync,
  cpSync,
  linkSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { dirname, join } from 'node:path';

/** A copy of `from` at `to` whose files are hard links: instant, and no extra disk. */
export function linkTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    const src = join(from, name);
    const dst = join(to, name);
    if (statSync(src).isDirectory()) linkTree(src, dst);
    else linkSync(src, dst);
  }
}

/** Copies `from` over `to`; a file that exists is unlinked first, so the old build keeps its own. */
export function overlayTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    const src = join(from, name);
    const dst = join(to, name);
    if (statSync(src).isDirectory()) overlayTree(src, dst);
    else {
      rmSync(dst, { force: true });
      copyFileSync(src, dst);
    }
  }
}

export function removePath(path: string): void {
  rmSync(path, { recursive: true, force: true });
}

/** Moves a finished tree into place: a rename on one disk, a copy and delete across disks. */
export function moveTree(from: string, to: string): void {
  mkdirSync(dirname(to), { recursive: true });
  try {
    renameSync(from, to);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    cpSync(from, to, { recursive: true });
    removePath(from);
  }
}
