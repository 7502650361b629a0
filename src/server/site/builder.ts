/**
 * Builds the public pages into fresh folders and swaps the pointer only when they are complete:
 * readers see the old pages until the new ones are whole. The first build bundles the project with
 * Astro in the warm renderer (renderer.ts); every later one renders from that loaded bundle. A
 * change that says what it touched renders only those pages into a layer above the live build (one
 * swap, however large the site), and the layers are merged into a new complete build in the
 * background. Content changes are debounced; a change during a build queues exactly one more.
 */
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { SiteChange } from './content-version.ts';
import type { BuildJournal } from './build-journal.ts';
import { inBothLocales, type Layer, type LiveTree } from './live-tree.ts';
import { compressTree, ENCODED_SUFFIX } from './precompress.ts';
import { linkFile, linkTree, moveTree, openToReaders, removePath, removePathSoon } from './tree.ts';
import { WarmRenderer } from './warm-renderer.ts';
import { pageDir } from '#shared/page-keys.ts';

const emptyPending = () => ({
  any: false,
  all: false,
  keys: new Set<string>(),
  removed: new Set<string>(),
  /** The journal rows of the changes this build covers. */
  entries: [] as Promise<number>[],
});

/** The files of a build that are not pages: bundles, styles and the public folder's files. */
const ASSETS = '_astro';
/** In a cold build's scratch folder: the server chunks Astro renders with, and the pages. */
const CHUNKS = '.prerender';
const OUTPUT = 'site-output';
/** How long a folder no longer live is kept for readers who were already reading it. */
const PRUNE_GRACE_MS = 60_000;
const NOT_THE_BUILDER = 'another process builds the pages now / 已由其他进程生成页面';
/** The link to the newest complete build (see `linkLive`). */
export const LIVE_LINK = 'live';
/** How often the pointer file is checked for a build another process made. */
const POINTER_CHECK_MS = 200;
/** Layers a lookup may pass through before they are merged without waiting for a pause. */
const MERGE_AT_LAYERS = 32;
const PUBLIC = 'public';

export interface BuilderOptions {
  root: string;
  dataDir: string;
  /** Where the builds are kept: `site` in the data folder unless set (SITE_DIR). */
  siteDir?: string;
  /** Builds other users may read (a web server serving the pages itself, from SITE_DIR). */
  readableByOthers?: boolean;
  /** Where the build reads content from, e.g. http://127.0.0.1:4321/prod-api. */
  apiUrl: () => string;
  fingerprint: () => Promise<string>;
  env?: Record<string, string>;
  log?: (line: string) => void;
  debounceMs?: number;
  /** How long after the last edit its layers are merged into a complete build. */
  mergeAfterMs?: number;
  /** The page renderer's JavaScript heap, in MB (undefined: Node's own limit). */
  rendererHeapMb?: number;
  /** Where each build's progress is written for the editors. */
  journal?: BuildJournal;
  /** Names this process in the journal's rows it builds. */
  processId?: string;
}

interface Pointer extends LiveTree {
  fingerprint: string;
  builtAt: string;
}

export class SiteBuilder {
  private pointer: Pointer | undefined;
  /** False while another process builds the pages: this one serves the builds it makes. */
  private leading = true;
  /**
   * Counts each lead and each follow: work begun in one term (a claim, a build, a merge) that
   * ends in another is not this process's to finish, since another process builds now.
   */
  private term = 0;
  private pointerSeen = { at: 0, version: '' };
  private claimTimer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private pending = emptyPending();
  private timer: NodeJS.Timeout | undefined;
  private mergeTimer: NodeJS.Timeout | undefined;
  /** The folders a merge in progress reads, which pruning must leave. */
  private merging: LiveTree | undefined;
  private readonly siteRoot: string;
  private readonly log: (line: string) => void;
  private readonly renderer: WarmRenderer;
  /** The scratch folder whose chunks the warm renderer has loaded. */
  private rendererChunks: string | undefined;
  /** Figures of the last build, for the benchmarks. */
  lastBuild: { peakRssMb: number; pages: number } = { peakRssMb: 0, pages: 0 };

  private readonly opts: BuilderOptions;

  constructor(opts: BuilderOptions) {
    this.opts = opts;
    this.siteRoot = opts.siteDir ?? join(opts.dataDir, 'site');
    mkdirSync(this.siteRoot, { recursive: true });
    if (opts.readableByOthers) chmodSync(this.siteRoot, 0o755);
    this.log = opts.log ?? ((line) => console.log(line));
    this.renderer = new WarmRenderer({
      root: opts.root,
      log: this.log,
      env: () => ({ ...opts.env, SITE_API_URL: opts.apiUrl() }),
      ...(opts.rendererHeapMb ? { heapMb: opts.rendererHeapMb } : {}),
    });
    this.pointer = this.readPointer();
  }

  private get scratchRoot(): string {
    return join(this.opts.root, '.astro', 'site-build');
  }

  /** Scratch folders of builds whose process was killed: their pid no longer runs. */
  private dropOrphanedScratch(): void {
    for (const name of readdirSync(this.siteRoot))
      if (name.endsWith('.tmp') || name.startsWith('part-')) removePath(join(this.siteRoot, name));
    if (!existsSync(this.scratchRoot)) return;
    for (const name of readdirSync(this.scratchRoot)) {
      const pid = Number(name.split('-').pop());
      if (pid === process.pid || isRunning(pid)) continue;
      removePath(join(this.scratchRoot, name));
    }
  }

  /** The complete build being served, or undefined before the first build finishes. */
  get currentDir(): string | undefined {
    return this.pointer?.dir;
  }

  /** The pages being served: the complete build and the layers of edits above it. */
  get live(): LiveTree | undefined {
    this.followPointer();
    return this.pointer;
  }

  /** True when the pages on disk match sources and content. */
  async isFresh(): Promise<boolean> {
    const live = this.live;
    return !!live && this.pointer?.fingerprint === (await this.opts.fingerprint());
  }

  /**
   * Another process builds the pages: this one only queues its changes in the journal, for that
   * one to claim, and serves the builds that one makes (`live` reads its pointer).
   */
  follow(): void {
    this.leading = false;
    this.term++;
    this.stop();
    // What this process took on and has not built goes back, for the process that builds next.
    this.giveBack(this.pending.entries);
    this.pending = emptyPending();
  }

  private giveBack(entries: Promise<number>[]): void {
    const journal = this.opts.journal;
    if (!journal || !entries.length) return;
    void Promise.all(entries)
      .then((ids) => journal.unclaim(ids.filter((id) => id > 0)))
      .catch((e) => this.log(`[site] build journal: ${String(e)}`));
  }

  /**
   * This process builds the pages. With a database other processes share, it claims the changes
   * they queue every `claimEveryMs`.
   */
  lead(claimEveryMs?: number): void {
    this.leading = true;
    const term = ++this.term;
    this.pointer = this.readPointer();
    this.dropOrphanedScratch();
    // Layers left by the last builder are merged like any others.
    if (this.pointer?.layers.length) this.mergeSoon();
    if (!claimEveryMs || !this.opts.journal) return;
    const journal = this.opts.journal;
    const claim = () =>
      journal
        .claim(this.processId)
        .then((rows) => {
          // Claimed as this process stopped building: back to whichever process builds now.
          if (term !== this.term) return journal.unclaim(rows.map((r) => r.id));
          for (const row of rows) this.enqueue(row.change, Promise.resolve(row.id));
        })
        .catch((e) => this.log(`[site] build journal: ${String(e)}`))
        .finally(() => {
          if (term === this.term) this.claimTimer = setTimeout(claim, claimEveryMs);
        });
    this.claimTimer = setTimeout(claim, 0);
  }

  /** At the start of a lead: builds the pages when they are stale, else loads the renderer. */
  async takeOver(): Promise<'built' | 'fresh'> {
    if (!(await this.isFresh())) {
      await this.rebuild();
      return 'built';
    }
    // Loaded in the background, so the first edit goes live as quickly as the later ones.
    void this.warmUp().catch((e) => this.log(`[site] renderer: ${String(e)}`));
    return 'fresh';
  }

  /** Rebuild soon; many changes in a row cost one build, partial when every change says what it touched. */
  schedule(change: SiteChange = 'all'): void {
    const entry = this.opts.journal?.queued(change, this.leading ? this.processId : null);
    if (this.leading) this.enqueue(change, entry);
    else void entry?.catch((e) => this.log(`[site] build journal: ${String(e)}`));
  }

  private get processId(): string {
    return this.opts.processId ?? String(process.pid);
  }

  private enqueue(change: SiteChange, entry: Promise<number> | undefined): void {
    if (change === 'all') this.pending.all = true;
    else {
      for (const k of change.keys) this.pending.keys.add(k);
      for (const k of change.removed) this.pending.removed.add(k);
    }
    this.pending.any = true;
    if (entry) this.pending.entries.push(entry.catch(() => 0));
    clearTimeout(this.timer);
    this.timer = setTimeout(
      () => void this.flush().catch((e) => this.log(`[site] build failed: ${String(e)}`)),
      this.opts.debounceMs ?? 100,
    );
  }

  /** Full build now (or right after the running one) and resolve when the new pages are live. */
  async rebuild(): Promise<void> {
    this.enqueue('all', this.opts.journal?.queued('all', this.processId));
    clearTimeout(this.timer);
    await this.flush();
  }

  /** Builds what is pending now, without waiting for the quiet moment, and resolves when live. */
  async applyPending(): Promise<void> {
    clearTimeout(this.timer);
    await this.flush();
  }

  /** Merges the edits' layers into a complete build now, and resolves when it is live. */
  async mergeLayers(): Promise<void> {
    clearTimeout(this.mergeTimer);
    await this.merge();
  }

  /**
   * Loads the renderer when the pages on disk are already current (a restart), so that the first
   * edit is as quick as the later ones. Its pages are thrown away.
   */
  async warmUp(): Promise<void> {
    if (this.renderer.warm || this.running) return;
    const out = join(this.siteRoot, `part-warm-${Date.now()}`);
    this.running = this.coldBuild(out, ['warm-up'])
      .then(() => removePath(out))
      .finally(() => {
        this.running = undefined;
      });
    await this.running;
    if (this.pending.any) await this.flush();
  }

  stop(): void {
    clearTimeout(this.timer);
    clearTimeout(this.mergeTimer);
    clearTimeout(this.claimTimer);
    this.dropRenderer();
  }

  /**
   * The pointer on disk, read again when it changed (at most every POINTER_CHECK_MS): another
   * process may be the one that builds.
   */
  private followPointer(): void {
    const now = Date.now();
    if (now - this.pointerSeen.at < POINTER_CHECK_MS) return;
    this.pointerSeen.at = now;
    try {
      // Each swap writes a new file (a rename): its inode tells it apart even within one tick.
      const { ino, mtimeMs } = statSync(join(this.siteRoot, 'current.json'));
      const version = `${ino}:${mtimeMs}`;
      if (version === this.pointerSeen.version) return;
      const read = this.readPointer();
      if (!read) return;
      this.pointer = read;
      this.pointerSeen.version = version;
    } catch {
      /* no build yet */
    }
  }

  private async flush(): Promise<void> {
    while (this.running) await this.running.catch(() => undefined);
    if (!this.pending.any) return;
    const job = this.pending;
    this.pending = emptyPending();
    const live = this.pointer;
    this.running = this.journaled(job.entries, () =>
      !job.all && live
        ? this.buildPartial(live, [...job.keys], [...job.removed])
        : this.buildFull(),
    ).finally(() => {
      this.running = undefined;
    });
    await this.running;
    if (this.pending.any) await this.flush();
  }

  /** Runs a build and tells the journal; a journal that cannot be written never stops a build. */
  private async journaled(entries: Promise<number>[], build: () => Promise<void>): Promise<void> {
    const journal = this.opts.journal;
    const ids = (await Promise.all(entries)).filter((id) => id > 0);
    const write = (step: Promise<void> | undefined) =>
      step?.catch((e) => this.log(`[site] build journal: ${String(e)}`));
    await write(journal?.started(ids));
    try {
      await build();
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      // Begun before another process took over: that one builds these changes.
      if (message === NOT_THE_BUILDER) await write(journal?.unclaim(ids));
      else await write(journal?.finished(ids, message));
      throw e;
    }
    await write(journal?.finished(ids));
  }

  /**
   * Renders only the pages a change touched into a new layer over the live pages: the layer hides
   * the later pages of touched lists (they may be fewer now) and the pages of removed items.
   */
  private async buildPartial(live: Pointer, keys: string[], removed: string[]): Promise<void> {
    const term = this.term;
    const fingerprint = await this.opts.fingerprint();
    const started = Date.now();
    const parts = join(this.siteRoot, `part-${started}`);
    this.log(`[site] updating ${keys.length ? keys.join(', ') : 'single pages'} / 正在更新页面 …`);
    try {
      // An item taken down is not found by its round, so its page is not written and the layer
      // hides it; one put back in the same batch is found, and its page wins over the hiding.
      if (this.renderer.warm) await this.warmRender(parts, keys);
      else await this.coldBuild(parts, keys);
      const gone = [...keys.filter((k) => k.startsWith('list:')), ...removed]
        .map(pageDir)
        .filter((dir): dir is string => !!dir)
        .flatMap(inBothLocales);
      const layer: Layer = { dir: join(this.siteRoot, `layer-${fingerprint}-${started}`), gone };
      await this.openUp(parts);
      renameSync(parts, layer.dir);
      const now = this.pointer ?? live;
      this.swap(term, {
        ...now,
        fingerprint,
        builtAt: new Date().toISOString(),
        layers: [layer, ...now.layers],
      });
      this.log(
        `[site] ${this.lastBuild.pages} pages updated in ${Date.now() - started} ms / 页面已更新`,
      );
      this.mergeSoon();
    } finally {
      removePath(parts);
    }
  }

  /** Every page: from the warm renderer when it is loaded, else bundled and rendered by Astro. */
  private async buildFull(): Promise<void> {
    const term = this.term;
    const fingerprint = await this.opts.fingerprint();
    const started = Date.now();
    const dir = join(this.siteRoot, `build-${fingerprint}-${started}`);
    const tmp = `${dir}.tmp`;
    this.log(`[site] building pages / 正在生成页面 …`);
    const live = this.pointer;
    try {
      if (this.renderer.warm && live) {
        await this.warmRender(tmp, null);
        this.lastBuild.peakRssMb = this.renderer.peakRssMb;
        await this.linkAssets(live, tmp);
      } else await this.coldBuild(tmp, null);
      await this.openUp(tmp);
    } catch (err) {
      removePath(tmp);
      throw err;
    }
    renameSync(tmp, dir);
    this.swap(term, { dir, fingerprint, builtAt: new Date().toISOString(), layers: [] });
    this.log(`[site] pages live in ${((Date.now() - started) / 1000).toFixed(1)} s / 页面已更新`);
    this.prune();
  }

  /** The bundles and public files of the live pages, linked into a build the renderer wrote. */
  private async linkAssets(live: LiveTree, to: string): Promise<void> {
    const publicDir = join(this.opts.root, PUBLIC);
    const names = existsSync(publicDir)
      ? readdirSync(publicDir).flatMap((n) => [
          n,
          `${n}${ENCODED_SUFFIX.br}`,
          `${n}${ENCODED_SUFFIX.gzip}`,
        ])
      : [];
    // Oldest first: a layer's copy of a file wins over the build's.
    for (const from of [live.dir, ...live.layers.map((l) => l.dir).reverse()])
      for (const name of [ASSETS, ...names]) {
        const src = join(from, name);
        if (!existsSync(src)) continue;
        if (statSync(src).isDirectory()) await linkTree(src, join(to, name));
        else await linkFile(src, join(to, name));
      }
  }

  /**
   * Astro writes the server chunks that render the pages beside its output, and those chunks import
   * packages by name: they resolve only inside the project. So the build runs in a scratch folder of
   * the project and only the finished pages move to the data folder, wherever that is. The chunks
   * stay while this renderer lives: it loads some of them only when it first renders a page.
   */
  private async coldBuild(outDir: string, only: string[] | null): Promise<void> {
    const scratch = join(this.scratchRoot, `${basename(outDir)}-${process.pid}`);
    removePath(scratch);
    this.dropRenderer();
    try {
      await this.renderer.build(scratch, only);
      this.lastBuild.peakRssMb = this.renderer.peakRssMb;
      this.rendererChunks = scratch;
      const out = join(scratch, OUTPUT);
      mkdirSync(out);
      for (const name of readdirSync(scratch))
        if (name !== OUTPUT && !name.startsWith(CHUNKS))
          renameSync(join(scratch, name), join(out, name));
      await compressTree(out, (path) => path.includes(`/${ASSETS}/`));
      this.lastBuild.pages = readdirSync(out, { recursive: true }).filter((n) =>
        String(n).endsWith('.html'),
      ).length;
      moveTree(out, outDir);
    } catch (err) {
      this.dropRenderer();
      throw new Error(
        `astro build failed / 页面生成失败:\n${err instanceof Error ? err.message : String(err)}`,
      );
    }
  }

  private async openUp(dir: string, files = true): Promise<void> {
    if (this.opts.readableByOthers) await openToReaders(dir, files);
  }

  /** Stops the renderer and removes the chunks it loaded: the next build starts cold. */
  private dropRenderer(): void {
    this.renderer.stop();
    if (this.rendererChunks) removePath(this.rendererChunks);
    this.rendererChunks = undefined;
  }

  /** A warm round that fails leaves no half-written folder, and the next build starts cold. */
  private async warmRender(outDir: string, only: string[] | null): Promise<void> {
    try {
      this.lastBuild.pages = await this.renderer.render(outDir, only);
    } catch (err) {
      this.dropRenderer();
      removePath(outDir);
      throw err;
    }
  }

  /**
   * Merges the layers into a new complete build once the editors pause, so that a merge (which
   * links every file of the site) never slows the next edit; at once when the layers pile up.
   */
  private mergeSoon(): void {
    clearTimeout(this.mergeTimer);
    const many = (this.pointer?.layers.length ?? 0) >= MERGE_AT_LAYERS;
    this.mergeTimer = setTimeout(
      () => void this.merge().catch((e) => this.log(`[site] merge failed: ${String(e)}`)),
      many ? 0 : (this.opts.mergeAfterMs ?? 30_000),
    );
  }

  private async merge(): Promise<void> {
    const term = this.term;
    const from = this.pointer;
    if (!from?.layers.length || this.merging) return;
    this.merging = from;
    const dir = join(this.siteRoot, `build-${from.fingerprint}-${Date.now()}`);
    const tmp = `${dir}.tmp`;
    try {
      await linkTree(from.dir, tmp);
      for (const layer of [...from.layers].reverse()) {
        for (const gone of layer.gone) await rm(join(tmp, gone), { recursive: true, force: true });
        await linkTree(layer.dir, tmp);
      }
      // The files are links to files already open; the folders are new.
      await this.openUp(tmp, false);
      await rename(tmp, dir);
      const now = this.pointer;
      // A full build that went live meanwhile replaced everything this merge read; or another
      // process builds now.
      if (term !== this.term || now?.dir !== from.dir) return void (await removePathSoon(dir));
      const newer = now.layers.slice(0, now.layers.length - from.layers.length);
      this.swap(term, { ...now, dir, layers: newer });
    } finally {
      this.merging = undefined;
      await removePathSoon(tmp);
    }
    this.prune();
    // Edits that went live while this merge ran are merged next.
    if (this.pointer?.layers.length) this.mergeSoon();
  }

  /** Puts a build live, if this process still builds: another one may have taken over. */
  private swap(term: number, pointer: Pointer): void {
    if (term !== this.term) throw new Error(NOT_THE_BUILDER);
    const before = this.pointer?.dir;
    this.pointer = pointer;
    const pointerFile = join(this.siteRoot, 'current.json');
    writeFileSync(`${pointerFile}.tmp`, JSON.stringify(pointer));
    renameSync(`${pointerFile}.tmp`, pointerFile);
    if (pointer.dir !== before || !existsSync(join(this.siteRoot, LIVE_LINK)))
      this.linkLive(pointer.dir);
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

  /**
   * Keeps what is live, what a merge is reading, and the complete build before the live one (a
   * reader mid-navigation may still want its bundles); removes the rest in the background.
   */
  private prune(): void {
    if (!this.leading) return;
    const keep = new Set<string>();
    for (const tree of [this.pointer, this.merging])
      if (tree) for (const d of [tree.dir, ...tree.layers.map((l) => l.dir)]) keep.add(d);
    const stamp = (p: string) => Number(p.split('-').pop());
    const names = readdirSync(this.siteRoot).filter((n) => !n.endsWith('.tmp'));
    const builds = names
      .filter((n) => n.startsWith('build-'))
      .map((n) => join(this.siteRoot, n))
      .filter((p) => !keep.has(p))
      .sort((a, b) => stamp(b) - stamp(a));
    const layers = names
      .filter((n) => n.startsWith('layer-'))
      .map((n) => join(this.siteRoot, n))
      .filter((p) => !keep.has(p));
    // A reader may have picked a folder just before the swap: it goes a minute later.
    const gone = [...builds.slice(1), ...layers];
    if (!gone.length) return;
    setTimeout(() => {
      for (const old of gone)
        removePathSoon(old).catch((e) => this.log(`[site] could not remove ${old}: ${String(e)}`));
    }, PRUNE_GRACE_MS).unref();
  }

  private readPointer(): Pointer | undefined {
    try {
      const p = JSON.parse(readFileSync(join(this.siteRoot, 'current.json'), 'utf8')) as Pointer;
      const layers = p.layers ?? [];
      return existsSync(p.dir) && layers.every((l) => existsSync(l.dir))
        ? { ...p, layers }
        : undefined;
    } catch {
      return undefined;
    }
  }
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
