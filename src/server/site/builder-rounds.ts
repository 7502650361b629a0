/**
 * The builder's rounds, each writing into a fresh folder that goes live only when whole: a full
 * build (every page, from the warm renderer when it is loaded, else bundled and rendered by
 * Astro), a partial one (only the pages a change touched, as a layer over the live pages) and the
 * merge of the layers into a new complete build.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, statSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { pageDir, SHELL_KEY } from '#shared/page-keys.ts';
import type { BuilderOptions } from './builder-options.ts';
import type { Pointer } from './builder-pointer.ts';
import {
  foldersOf,
  inBothLocales,
  type Layer,
  type LiveTree,
  type PendingShell,
} from './live-tree.ts';
import { compressTree, ENCODED_SUFFIX } from './precompress.ts';
import { CannotSplice, freshRegions, shellVersion } from './shell-splice.ts';
import { linkFile, linkTree, moveTree, openToReaders, removePath, removePathSoon } from './tree.ts';
import { RoundYielded, WarmRenderer } from './warm-renderer.ts';

/** The files of a build that are not pages: bundles, styles and the public folder's files. */
const ASSETS = '_astro';
/** In a cold build's scratch folder: the server chunks Astro renders with, and the pages. */
const CHUNKS = '.prerender';
const OUTPUT = 'site-output';
const PUBLIC = 'public';

/** Where cold builds bundle and render: a scratch folder of the project (see `coldBuild`). */
const scratchRootOf = (root: string) => join(root, '.astro', 'site-build');

/** The warm renderer of a builder with these options: its pages read the builder's API. */
export function rendererFor(
  opts: Pick<BuilderOptions, 'root' | 'env' | 'apiUrl' | 'log' | 'rendererHeapMb'>,
): WarmRenderer {
  return new WarmRenderer({
    root: opts.root,
    log: opts.log ?? ((line) => console.log(line)),
    env: () => ({ ...opts.env, SITE_API_URL: opts.apiUrl() }),
    ...(opts.rendererHeapMb ? { heapMb: opts.rendererHeapMb } : {}),
  });
}

/**
 * A first install: the first full build starts bundling now, while the server still migrates,
 * seeds and indexes, and renders once the builder asks for it (the API answers by then).
 */
export function bundleFirstBuildAhead(renderer: WarmRenderer, root: string): void {
  renderer.bundleAhead(join(scratchRootOf(root), `first-${Date.now()}-${process.pid}`));
}

/** What a round needs of the builder that runs it. */
export interface RoundHost {
  opts: BuilderOptions;
  siteRoot: string;
  log: (line: string) => void;
  /** The pages being served, as this process last knew them. */
  pointer(): Pointer | undefined;
  /** Puts a build live, if `term` is still this process's (else it throws). */
  swap(term: number, pointer: Pointer): void;
  /** The current term (builder-leadership.ts). */
  term(): number;
}

export class BuildRounds {
  private readonly renderer: WarmRenderer;
  /** The scratch folder whose chunks the warm renderer has loaded. */
  private rendererChunks: string | undefined;
  /** The folders a merge in progress reads, which pruning must leave. */
  merging: LiveTree | undefined;
  /** Figures of the last build, for the benchmarks. */
  readonly lastBuild: { peakRssMb: number; pages: number } = { peakRssMb: 0, pages: 0 };

  private readonly host: RoundHost;

  constructor(host: RoundHost) {
    this.host = host;
    this.renderer = host.opts.renderer ?? rendererFor({ ...host.opts, log: host.log });
  }

  /** Whether the renderer is loaded: the next build renders from it. */
  get warm(): boolean {
    return this.renderer.warm;
  }

  private get scratchRoot(): string {
    return scratchRootOf(this.host.opts.root);
  }

  /** Scratch folders of builds whose process was killed: their pid no longer runs. */
  dropOrphanedScratch(): void {
    const { siteRoot } = this.host;
    for (const name of readdirSync(siteRoot))
      if (name.endsWith('.tmp') || name.startsWith('part-')) removePath(join(siteRoot, name));
    if (!existsSync(this.scratchRoot)) return;
    for (const name of readdirSync(this.scratchRoot)) {
      const pid = Number(name.split('-').pop());
      if (pid === process.pid || isRunning(pid)) continue;
      removePath(join(this.scratchRoot, name));
    }
  }

  /** Loads the renderer with a build whose pages are thrown away. */
  async warmUp(): Promise<void> {
    const out = join(this.host.siteRoot, `part-warm-${Date.now()}`);
    await this.coldBuild(out, ['warm-up']);
    removePath(out);
  }

  /**
   * Renders only the pages a change touched into a new layer over the live pages: the layer hides
   * the later pages of touched lists (they may be fewer now) and the pages of removed items.
   * `rest` names lists whose later pages a next round renders (the pointer keeps them unfinished).
   * Answers false when the round gave way to newer changes (`yieldRound`): nothing went live.
   */
  async partial(
    live: Pointer,
    keys: string[],
    removed: string[],
    rest: string[] = [],
  ): Promise<boolean> {
    const { opts, siteRoot, log } = this.host;
    const term = this.host.term();
    const fingerprint = await opts.fingerprint();
    const started = Date.now();
    const parts = join(siteRoot, `part-${started}`);
    log(`[site] updating ${keys.length ? keys.join(', ') : 'single pages'} / 正在更新页面 …`);
    try {
      // An item taken down is not found by its round, so its page is not written and the layer
      // hides it; one put back in the same batch is found, and its page wins over the hiding.
      if (this.renderer.warm) {
        try {
          await this.warmRender(parts, keys);
        } catch (err) {
          if (err instanceof RoundYielded) return false;
          throw err;
        }
      } else await this.coldBuild(parts, keys);
      const regions = keys.includes(SHELL_KEY) ? await this.shellRegions(parts) : {};
      if (!regions) {
        removePath(parts);
        await this.full();
        return true;
      }
      const gone = [...keys.filter((k) => k.startsWith('list:')), ...removed]
        .map(pageDir)
        .filter((dir): dir is string => !!dir)
        .flatMap(inBothLocales);
      const layer: Layer = { dir: join(siteRoot, `layer-${fingerprint}-${started}`), gone };
      await this.openUp(parts);
      renameSync(parts, layer.dir);
      const { unfinished: before = [], ...now } = this.host.pointer() ?? live;
      const unfinished = [...before.filter((k) => !keys.includes(k)), ...rest];
      // What every page shows changed: live at once, every other page spliced as it is served
      // until the rewrite round (shell-rewrite.ts) has written it again.
      const shell: PendingShell | undefined = keys.includes(SHELL_KEY)
        ? { version: shellVersion(regions), regions, older: foldersOf(now) }
        : now.shell;
      this.host.swap(term, {
        ...now,
        fingerprint,
        builtAt: new Date().toISOString(),
        layers: [layer, ...now.layers],
        ...(shell ? { shell } : {}),
        ...(unfinished.length ? { unfinished } : {}),
      });
      log(
        `[site] ${this.lastBuild.pages} pages updated in ${Date.now() - started} ms / 页面已更新`,
      );
      return true;
    } finally {
      removePath(parts);
    }
  }

  /**
   * What every page shows changed: the new regions, from the pages the round rendered; undefined
   * when they cannot be spliced (the caller builds every page).
   */
  private async shellRegions(parts: string): Promise<PendingShell['regions'] | undefined> {
    try {
      return await freshRegions(parts);
    } catch (err) {
      if (!(err instanceof CannotSplice)) throw err;
      this.host.log(`[site] every page is built again: ${err.message} / 重新生成全部页面`);
      return undefined;
    }
  }

  /** Every page: from the warm renderer when it is loaded, else bundled and rendered by Astro. */
  async full(): Promise<void> {
    const { opts, siteRoot, log } = this.host;
    const term = this.host.term();
    const fingerprint = await opts.fingerprint();
    const started = Date.now();
    const dir = join(siteRoot, `build-${fingerprint}-${started}`);
    const tmp = `${dir}.tmp`;
    log(`[site] building pages / 正在生成页面 …`);
    const live = this.host.pointer();
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
    this.host.swap(term, { dir, fingerprint, builtAt: new Date().toISOString(), layers: [] });
    log(`[site] pages live in ${((Date.now() - started) / 1000).toFixed(1)} s / 页面已更新`);
  }

  /**
   * Merges the live layers into a new complete build. Answers whether it went live: not when
   * there was nothing to merge, a merge was already running, a full build replaced what it read,
   * or another process builds now.
   */
  async merge(): Promise<boolean> {
    const { siteRoot } = this.host;
    const term = this.host.term();
    const from = this.host.pointer();
    // While a shell is pending its older pages and the newer ones must stay in their folders.
    if (!from?.layers.length || this.merging || from.shell) return false;
    this.merging = from;
    const dir = join(siteRoot, `build-${from.fingerprint}-${Date.now()}`);
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
      const now = this.host.pointer();
      // A full build that went live meanwhile replaced everything this merge read; or another
      // process builds now.
      if (term !== this.host.term() || now?.dir !== from.dir) {
        await removePathSoon(dir);
        return false;
      }
      const newer = now.layers.slice(0, now.layers.length - from.layers.length);
      // A shell round that went live meanwhile counts every folder this merge read as older.
      const shell = now.shell && { ...now.shell, older: [...now.shell.older, dir] };
      this.host.swap(term, { ...now, dir, layers: newer, ...(shell ? { shell } : {}) });
    } finally {
      this.merging = undefined;
      await removePathSoon(tmp);
    }
    return true;
  }

  /** The bundles and public files of the live pages, linked into a build the renderer wrote. */
  private async linkAssets(live: LiveTree, to: string): Promise<void> {
    const publicDir = join(this.host.opts.root, PUBLIC);
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
    // A full build may have been bundling since the start (bundleFirstBuildAhead).
    const ahead = only === null ? this.renderer.aheadDir : undefined;
    const scratch = ahead ?? join(this.scratchRoot, `${basename(outDir)}-${process.pid}`);
    if (!ahead) {
      removePath(scratch);
      this.dropRenderer();
    }
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
    if (this.host.opts.readableByOthers) await openToReaders(dir, files);
  }

  /** Stops the renderer and removes the chunks it loaded: the next build starts cold. */
  dropRenderer(): void {
    const ahead = this.renderer.aheadDir;
    this.renderer.stop();
    for (const dir of [this.rendererChunks, ahead]) if (dir) removePath(dir);
    this.rendererChunks = undefined;
  }

  /** Stops the running round after the pages it has begun: newer changes go first. */
  yieldRound(): void {
    this.renderer.yieldRound();
  }

  /**
   * A warm round that fails leaves no half-written folder, and the next build starts cold; one
   * that gave way to newer changes leaves the renderer as it was.
   */
  private async warmRender(outDir: string, only: string[] | null): Promise<void> {
    try {
      this.lastBuild.pages = await this.renderer.render(outDir, only);
    } catch (err) {
      if (!(err instanceof RoundYielded)) this.dropRenderer();
      removePath(outDir);
      throw err;
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
