/**
 * The data folder holds the database (its write-ahead log carries password hashes and personal
 * data), uploaded files, phone codes and the install secret: nobody but the server's own user may
 * read it. The folder itself is owner-only, so nothing inside can be reached by another user; new
 * files are created owner-only too, except the embedded database's, which its file layer creates
 * world-readable whatever the umask: those are tightened at start, every few minutes and at stop.
 */
import { chmodSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const OTHERS = 0o077;

export function keepDataPrivate(dataDir: string): void {
  process.umask(OTHERS);
  tighten(dataDir);
}

export function tighten(path: string): void {
  let stat: ReturnType<typeof statSync>;
  try {
    stat = statSync(path);
  } catch {
    return; // removed meanwhile
  }
  if (stat.mode & OTHERS) chmodSync(path, stat.mode & 0o700);
  if (!stat.isDirectory()) return;
  for (const name of readdirSync(path)) tighten(join(path, name));
}
