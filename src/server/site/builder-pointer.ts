/**
 * The pointer to the pages being served: `current.json` in the site folder names the complete
 * build and the layers above it. A build goes live by one swap of that file (a rename, so a reader
 * finds the old pointer or the new one, never half of one); every process serving the pages reads
 * it, whichever of them built. Folders no pointer names any more are removed a while later.
 */
import {
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { basename, join } from 'node:path';
import type { LiveTree } from './live-tree.ts';
import { removePathSoon } from './tree.ts';

export interface Pointer extends LiveTree {
  fingerprint: string;
  builtAt: string;
  /**
   * Lists whose first page went live before their later pages (builder-queue.ts
   * `firstPagesFirst`): until a round renders them whole the pages are not all current, and a
   * restart builds every page.
   */
  unfinished?: string[];
}

/** The link to the newest complete build (see `linkLive`). */
export const LIVE_LINK = 'live';
/**
 * There while the build `live` names shows an older shell than the one live (a menu or friendly
 * link change not yet rewritten into every page and merged): nginx then leaves the pages to the
 * product, which splices them as it serves them (nginx-config.ts).
 */
export const SHELL_PENDING = 'shell-pending';
/** How often the pointer file is checked for a build another process made. */
const POINTER_CHECK_MS = 200;
/** How long a folder no longer live is kept for readers who were already reading it. */
const PRUNE_GRACE_MS = 60_000;
const POINTER_FILE = 'current.json';

export class PointerFile {
  private seen = { at: 0, version: '' };
  private readonly siteRoot: string;
  private readonly file: string;

  constructor(siteRoot: string) {
    this.siteRoot = siteRoot;
    this.file = join(siteRoot, POINTER_FILE);
  }

  /** The pointer on disk, if the folders it names are all there. */
  read(): Pointer | undefined {
    try {
      const p = JSON.parse(readFileSync(this.file, 'utf8')) as Pointer;
      const layers = p.layers ?? [];
      return existsSync(p.dir) && layers.every((l) => existsSync(l.dir))
        ? { ...p, layers }
        : undefined;
    } catch {
      return undefined;
    }
  }

  /**
   * The pointer on disk when it changed since last seen (checked at most every POINTER_CHECK_MS):
   * another process may be the one that builds. Undefined when nothing new is there.
   */
  changed(): Pointer | undefined {
    const now = Date.now();
    if (now - this.seen.at < POINTER_CHECK_MS) return undefined;
    this.seen.at = now;
    try {
      // Each swap writes a new file (a rename): its inode tells it apart even within one tick.
      const { ino, mtimeMs } = statSync(this.file);
      const version = `${ino}:${mtimeMs}`;
      if (version === this.seen.version) return undefined;
      const read = this.read();
      if (!read) return undefined;
      this.seen.version = version;
      return read;
    } catch {
      return undefined; // no build yet
    }
  }

  /** Puts `pointer` live; `before` is the complete build it replaces. */
  write(pointer: Pointer, before: string | undefined): void {
    writeFileSync(`${this.file}.tmp`, JSON.stringify(pointer));
    renameSync(`${this.file}.tmp`, this.file);
    const pending = join(this.siteRoot, SHELL_PENDING);
    if (pointer.shell) writeFileSync(pending, pointer.shell.version);
    if (pointer.dir !== before || !existsSync(join(this.siteRoot, LIVE_LINK))) {
      this.linkLive(pointer.dir);
      // A complete build made with no shell pending (a merge after the rewrite, a full build).
      if (!pointer.shell) rmSync(pending, { force: true });
    }
  }

  /**
   * `live` names the newest complete build, for a web server that serves the pages itself
   * (nginx): it sees an edit once its layer is merged (SITE_MERGE_SECONDS). Swapped by a rename,
   * so a reader finds the old build or the new one, never none.
   */
  private linkLive(dir: string): void {
    const link = join(this.siteRoot, LIVE_LINK);
    const next = `${link}-next.tmp`;
    rmSync(next, { force: true });
    symlinkSync(basename(dir), next);
    renameSync(next, link);
  }
}

/**
 * Keeps what the trees in `keep` name (what is live, what a merge is reading) and the complete
 * build before the live one (a reader mid-navigation may still want its bundles); removes the
 * other builds and layers in the background.
 */
export function pruneBuilds(
  siteRoot: string,
  keep: (LiveTree | undefined)[],
  log: (line: string) => void,
): void {
  const kept = new Set<string>();
  for (const tree of keep)
    if (tree) for (const d of [tree.dir, ...tree.layers.map((l) => l.dir)]) kept.add(d);
  const stamp = (p: string) => Number(p.split('-').pop());
  const names = readdirSync(siteRoot).filter((n) => !n.endsWith('.tmp'));
  const builds = names
    .filter((n) => n.startsWith('build-'))
    .map((n) => join(siteRoot, n))
    .filter((p) => !kept.has(p))
    .sort((a, b) => stamp(b) - stamp(a));
  const layers = names
    .filter((n) => n.startsWith('layer-'))
    .map((n) => join(siteRoot, n))
    .filter((p) => !kept.has(p));
  // A reader may have picked a folder just before the swap: it goes a minute later.
  const gone = [...builds.slice(1), ...layers];
  if (!gone.length) return;
  setTimeout(() => {
    for (const old of gone)
      removePathSoon(old).catch((e) => log(`[site] could not remove ${old}: ${String(e)}`));
  }, PRUNE_GRACE_MS).unref();
}
