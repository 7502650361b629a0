/**
 * A folder copied as it stands at one moment, while it is still being written, with that moment
 * short: a first copy runs while writes go on, then, inside `quiet` (no writes), only the files
 * that changed since they were copied (size, time or inode), or were written at all since the
 * first copy began (file times are coarse: a write right after a file was looked at may keep its
 * time), are copied again, and the removed ones removed.
 */
import { copyFile, lstat, mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

type Seen = Map<string, string>;

/** A file that went between being listed and being read: undefined is "copied", null "gone". */
const gone = (err: NodeJS.ErrnoException): null => {
  if (err.code === 'ENOENT') return null;
  throw err;
};
/** Wider than any file system's time granularity. */
const CLOCK_SLACK_MS = 1000;

async function copyChanged(
  from: string,
  to: string,
  seen: Seen,
  writtenSince: number,
  rel = '',
): Promise<Set<string>> {
  await mkdir(join(to, rel), { recursive: true });
  const present = new Set<string>();
  // Files and folders come and go during the first pass (temporary files, recycled log
  // segments); the second, with nothing running, copies the folder as it then is.
  const entries = await readdir(join(from, rel), { withFileTypes: true }).catch(gone);
  for (const entry of entries ?? []) {
    const path = join(rel, entry.name);
    present.add(path);
    if (entry.isDirectory()) {
      for (const inner of await copyChanged(from, to, seen, writtenSince, path)) present.add(inner);
      continue;
    }
    if (!entry.isFile()) continue;
    const stat = await lstat(join(from, path)).catch(() => undefined);
    if (!stat) continue; // removed meanwhile
    const state = `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
    if (seen.get(path) === state && stat.mtimeMs < writtenSince) continue;
    if ((await copyFile(join(from, path), join(to, path)).catch(gone)) === undefined) {
      seen.set(path, state);
      continue;
    }
    seen.delete(path);
  }
  return present;
}

export async function copyTreeAtOnce(
  from: string,
  to: string,
  quiet: (work: () => Promise<void>) => Promise<void>,
): Promise<void> {
  const seen: Seen = new Map();
  const started = Date.now();
  await copyChanged(from, to, seen, Number.POSITIVE_INFINITY);
  await quiet(async () => {
    const present = await copyChanged(from, to, seen, started - CLOCK_SLACK_MS);
    for (const path of seen.keys())
      if (!present.has(path)) await rm(join(to, path), { force: true });
  });
}
