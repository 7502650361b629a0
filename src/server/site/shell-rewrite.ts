/**
 * The rewrite round of a change to what every page shows. The shell round put the new regions
 * live as the pointer's pending shell (pages are spliced as they are served, shell-answers.ts);
 * this round, in the background and beside the edits' rounds, writes every page of the older
 * folders again with the new regions, and their compressed copies, into a layer. It swaps the
 * layer in below the layers made since it began and drops the pending shell: from then on every
 * page is a file again, as a full build would write it, and the layers may be merged (a merge
 * waits while a shell is pending, or it would mix older and newer pages in one folder).
 */
import { mkdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import type { RoundHost } from './builder-rounds.ts';
import { foldersOf, type LiveTree, type PendingShell } from './live-tree.ts';
import { CannotSplice, rewriteShell, Superseded } from './shell-splice.ts';
import { openToReaders, removePath, removePathSoon } from './tree.ts';
import type { Pointer } from './builder-pointer.ts';

export class ShellRewrite {
  /** The folders the rewrite reads, which pruning must leave. */
  reading: LiveTree | undefined;
  private running: Promise<void> | undefined;
  private readonly host: RoundHost;
  /** Told when no shell is pending any more (the layers may be merged), or when one cannot be spliced. */
  private readonly events: { done: () => void; cannotSplice: () => void };

  constructor(host: RoundHost, events: { done: () => void; cannotSplice: () => void }) {
    this.host = host;
    this.events = events;
  }

  /** Starts rewriting when a shell is pending and no rewrite runs. */
  start(): void {
    if (this.running || !this.host.pointer()?.shell) return;
    this.running = this.rewriteWhilePending()
      .catch((e) => this.host.log(`[site] rewriting the pages failed: ${String(e)}`))
      .finally(() => {
        this.running = undefined;
      });
  }

  /** Resolves when no rewrite runs. */
  async done(): Promise<void> {
    while (this.running) await this.running;
  }

  private async rewriteWhilePending(): Promise<void> {
    // Begun in this term: once another begins (this process follows, or leads anew), it stops.
    const term = this.host.term();
    for (
      let from = this.host.pointer();
      from?.shell && this.host.term() === term;
      from = this.host.pointer()
    ) {
      try {
        await this.rewrite(from, from.shell);
      } catch (err) {
        if (err instanceof Superseded) continue;
        if (!(err instanceof CannotSplice)) throw err;
        this.host.log(`[site] every page is built again: ${err.message} / 重新生成全部页面`);
        this.events.cannotSplice();
        return;
      }
    }
    if (this.host.term() === term) this.events.done();
  }

  private async rewrite(from: Pointer, shell: PendingShell): Promise<void> {
    const { siteRoot, opts, log } = this.host;
    const term = this.host.term();
    const started = Date.now();
    const parts = join(siteRoot, `part-shell-${started}`);
    // A newer shell, a full build or another builder make this rewrite pointless: it stops.
    const current = () => {
      const now = this.host.pointer();
      return (
        this.host.term() === term && now?.dir === from.dir && now.shell?.version === shell.version
      );
    };
    this.reading = from;
    try {
      // The layer exists even when no page needed writing.
      mkdirSync(parts, { recursive: true });
      const written = await rewriteShell(parts, from, shell, current);
      if (opts.readableByOthers) await openToReaders(parts, true);
      const layer = { dir: join(siteRoot, `layer-${from.fingerprint}-${started}`), gone: [] };
      renameSync(parts, layer.dir);
      const now = this.host.pointer();
      if (!current() || !now) {
        await removePathSoon(layer.dir);
        throw new Superseded();
      }
      // Below the layers edits made meanwhile (their pages are newer), above those it read.
      const read = new Set(foldersOf(from));
      const { shell: _, ...rest } = now;
      this.host.swap(term, {
        ...rest,
        layers: [
          ...now.layers.filter((l) => !read.has(l.dir)),
          layer,
          ...now.layers.filter((l) => read.has(l.dir)),
        ],
      });
      log(`[site] ${written} pages rewritten with the new shell in ${Date.now() - started} ms`);
    } finally {
      this.reading = undefined;
      removePath(parts);
    }
  }
}
