/**
 * Builds the public pages into fresh folders and swaps the pointer only when they are complete:
 * readers see the old pages until the new ones are whole. The first build bundles the project with
 * Astro in the warm renderer (renderer.ts); every later one renders from that loaded bundle. A
 * change that says what it touched renders only those pages into a layer above the live build (one
 * swap, however large the site), and the layers are merged into a new complete build in the
 * background. Content changes are debounced; a change during a build queues exactly one more.
 *
 * Its parts: the queue of changes (builder-queue.ts), the pointer and its swap
 * (builder-pointer.ts), the rounds that build (builder-rounds.ts) and whether this process is the
 * one that builds (builder-leadership.ts).
 */
import { chmodSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteChange } from './content-version.ts';
import type { BuilderOptions } from './builder-options.ts';
import { BuildQueue, firstPagesFirst } from './builder-queue.ts';
import { type Pointer, PointerFile, pruneBuilds } from './builder-pointer.ts';
import { BuildRounds } from './builder-rounds.ts';
import { Leadership } from './builder-leadership.ts';
import { ShellRewrite } from './shell-rewrite.ts';

const NOT_THE_BUILDER = 'another process builds the pages now / 已由其他进程生成页面';
/** Layers a lookup may pass through before they are merged without waiting for a pause. */
const MERGE_AT_LAYERS = 32;

export class SiteBuilder {
  private pointer: Pointer | undefined;
  private running: Promise<void> | undefined;
  /** The running round renders only lists' later pages, which a newer change may interrupt. */
  private restOnly = false;
  private mergeTimer: NodeJS.Timeout | undefined;
  private readonly siteRoot: string;
  private readonly log: (line: string) => void;
  private readonly pointerFile: PointerFile;
  private readonly queue: BuildQueue;
  private readonly rounds: BuildRounds;
  private readonly shellRewrite: ShellRewrite;
  private readonly leadership: Leadership;
  private readonly opts: BuilderOptions;

  constructor(opts: BuilderOptions) {
    this.opts = opts;
    this.siteRoot = opts.siteDir ?? join(opts.dataDir, 'site');
    mkdirSync(this.siteRoot, { recursive: true });
    if (opts.readableByOthers) chmodSync(this.siteRoot, 0o755);
    this.log = opts.log ?? ((line) => console.log(line));
    this.pointerFile = new PointerFile(this.siteRoot);
    this.queue = new BuildQueue(
      () => void this.flush().catch((e) => this.log(`[site] build failed: ${String(e)}`)),
      opts.debounceMs ?? 100,
      () => {
        if (this.restOnly) this.rounds.yieldRound();
      },
    );
    this.leadership = new Leadership(opts.journal, opts.processId ?? String(process.pid), this.log);
    const host = {
      opts,
      siteRoot: this.siteRoot,
      log: this.log,
      pointer: () => this.pointer,
      swap: (term: number, pointer: Pointer) => this.swap(term, pointer),
      term: () => this.leadership.term,
    };
    this.rounds = new BuildRounds(host);
    this.shellRewrite = new ShellRewrite(host, {
      done: () => this.mergeSoon(),
      cannotSplice: () => void this.rebuild().catch((e) => this.log(`[site] ${String(e)}`)),
    });
    this.pointer = this.pointerFile.read();
  }

  /** Figures of the last build, for the benchmarks. */
  get lastBuild(): { peakRssMb: number; pages: number } {
    return this.rounds.lastBuild;
  }

  /** The complete build being served, or undefined before the first build finishes. */
  get currentDir(): string | undefined {
    return this.pointer?.dir;
  }

  /** The pages being served: the complete build and the layers of edits above it. */
  get live(): Pointer | undefined {
    // Another process may be the one that builds: its swaps are read from the pointer file.
    this.pointer = this.pointerFile.changed() ?? this.pointer;
    return this.pointer;
  }

  /** True when the pages on disk match sources and content. */
  async isFresh(): Promise<boolean> {
    const live = this.live;
    return (
      !!live &&
      !this.pointer?.unfinished?.length &&
      this.pointer?.fingerprint === (await this.opts.fingerprint())
    );
  }

  /**
   * Another process builds the pages: this one only queues its changes in the journal, for that
   * one to claim, and serves the builds that one makes (`live` reads its pointer).
   */
  follow(): void {
    // What this process took on and has not built goes back, for the process that builds next.
    this.leadership.follow(this.queue.take().entries);
    this.stop();
  }

  /**
   * This process builds the pages. With a database other processes share, it claims the changes
   * they queue every `claimEveryMs`.
   */
  lead(claimEveryMs?: number): void {
    this.leadership.lead(claimEveryMs, (change, entry) => this.queue.add(change, entry));
    this.pointer = this.pointerFile.read();
    this.rounds.dropOrphanedScratch();
    // Layers left by the last builder are merged like any others, after its pending shell.
    if (this.pointer?.layers.length) this.mergeSoon();
    this.shellRewrite.start();
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
    const { leading, processId } = this.leadership;
    const entry = this.opts.journal?.queued(change, leading ? processId : null);
    if (leading) this.queue.add(change, entry);
    else void entry?.catch((e) => this.log(`[site] build journal: ${String(e)}`));
  }

  /** Full build now (or right after the running one) and resolve when the new pages are live. */
  async rebuild(): Promise<void> {
    this.queue.add('all', this.opts.journal?.queued('all', this.leadership.processId));
    this.queue.stopWaiting();
    await this.flush();
  }

  /** Builds what is pending now, without waiting for the quiet moment, and resolves when live. */
  async applyPending(): Promise<void> {
    this.queue.stopWaiting();
    await this.flush();
  }

  /**
   * Merges the edits' layers into a complete build now, once a pending shell's pages are written
   * again, and resolves when it is live.
   */
  async mergeLayers(): Promise<void> {
    clearTimeout(this.mergeTimer);
    await this.shellRewrite.done();
    await this.merge();
  }

  /**
   * Loads the renderer when the pages on disk are already current (a restart), so that the first
   * edit is as quick as the later ones. Its pages are thrown away.
   */
  async warmUp(): Promise<void> {
    if (this.rounds.warm || this.running) return;
    this.running = this.rounds.warmUp().finally(() => {
      this.running = undefined;
    });
    await this.running;
    if (this.queue.any) await this.flush();
  }

  stop(): void {
    this.queue.stopWaiting();
    clearTimeout(this.mergeTimer);
    this.leadership.stopClaiming();
    this.rounds.dropRenderer();
  }

  private async flush(): Promise<void> {
    while (this.running) await this.running.catch(() => undefined);
    if (!this.queue.any) return;
    const job = this.queue.take();
    const live = this.pointer;
    this.running = this.journaled(job.entries, async () => {
      if (!job.all && live) {
        const { now, rest } = firstPagesFirst(job);
        // Only lists' later pages: a change that comes meanwhile stops the round and goes first.
        this.restOnly = !job.removed.size && now.every((k) => job.rest.has(k));
        const done = await this.rounds.partial(live, now, [...job.removed], rest).finally(() => {
          this.restOnly = false;
        });
        this.queue.addRest(done ? rest : now);
        if (!done) {
          this.log(
            `[site] the later pages of ${now.join(', ')} wait for newer changes / 列表后续页面等待新的修改`,
          );
          return;
        }
        this.mergeSoon();
        // Beside the next edits' rounds: it swaps its layer in below theirs.
        this.shellRewrite.start();
      } else {
        await this.rounds.full();
        this.prune();
      }
    }).finally(() => {
      this.running = undefined;
    });
    await this.running;
    if (this.queue.any) await this.flush();
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
    if (!(await this.rounds.merge())) return;
    this.prune();
    // Edits that went live while this merge ran are merged next.
    if (this.pointer?.layers.length) this.mergeSoon();
  }

  /** Puts a build live, if this process still builds: another one may have taken over. */
  private swap(term: number, pointer: Pointer): void {
    if (term !== this.leadership.term) throw new Error(NOT_THE_BUILDER);
    const before = this.pointer?.dir;
    this.pointer = pointer;
    this.pointerFile.write(pointer, before);
  }

  /** Old builds and layers go, but only while this process is the one that builds. */
  private prune(): void {
    if (!this.leadership.leading) return;
    const keep = [this.pointer, this.rounds.merging, this.shellRewrite.reading];
    pruneBuilds(this.siteRoot, keep, this.log);
  }
}
