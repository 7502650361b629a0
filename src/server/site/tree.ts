/** File-tree helpers for swapping builds: hard-linked copies that never touch a shared inode. */
import { cpSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { chmod, link, mkdir, readdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * Hard-links every file of `from` into `to`, replacing what is there: no bytes are copied, and a
 * file of the old tree is never written to. Asynchronous, so a large tree never holds up readers.
 */
export async function linkTree(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  const entries = await readdir(from, { withFileTypes: true });
  await Promise.all(
    entries.map(async (entry) => {
      const src = join(from, entry.name);
      const dst = join(to, entry.name);
      return entry.isDirectory() ? linkTree(src, dst) : linkFile(src, dst);
    }),
  );
}

/** One hard link, replacing a file already at `to`. */
export async function linkFile(from: string, to: string): Promise<void> {
  try {
    await link(from, to);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    await rm(to, { force: true });
    await link(from, to);
  }
}

export function removePath(path: string): void {
  rmSync(path, { recursive: true, force: true });
}

export const removePathSoon = (path: string) => rm(path, { recursive: true, force: true });

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

/**
 * Lets other users read a tree (folders 755, files 644): the server makes everything owner-only,
 * but a web server that serves the pages itself runs as its own user. `files: false` opens only
 * the folders, for a tree whose files are links to files already open.
 */
export async function openToReaders(dir: string, files = true): Promise<void> {
  await chmod(dir, 0o755);
  const entries = await readdir(dir, { withFileTypes: true });
  await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return openToReaders(path, files);
      return files && entry.isFile() ? chmod(path, 0o644) : undefined;
    }),
  );
}
