/**
 * Builds the public pages with Astro from the running API, into a fresh folder, and swaps the
 * pointer only when the build is complete: readers see the old pages until the new ones are whole.
 * Content changes are debounced; a change during a build queues exactly one more build.
 */
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { basename, join } from 'node:path';
import type { SiteChange } from './content-version.ts';
import type { BuildJournal } from './build-journal.ts';
import { linkTree, moveTree, overlayTree, removePath } from './tree.ts';
import { pageDir } from '#shared/page-keys.ts';

const emptyPending = () => ({
  any: false,
  all: false,
  keys: new Set<string>(),
  removed: new Set<string>(),
  /** The journal rows of the changes this build covers. */
  entries: [] as Promise<number>[],
});

export interface BuilderOptions {
  root: string;
  dataDir: string;
  /** Where the build reads content from, e.g. http://127.0.0.1:4321/prod-api. */
  apiUrl: () => string;
  fingerprint: () => Promise<string>;
  env?: Record<string, string>;
  log?: (line: string) => void;
  debounceMs?: number;
  /** Where each build's progress is written for the editors. */
  journal?: BuildJournal;
}

interface Pointer {
  dir: string;
  fingerprint: string;
  builtAt: string;
}

export class SiteBuilder {
  private pointer: Pointer | undefined;
  private running: Promise<void> | undefined;
  private pending = emptyPending();
  private timer: NodeJS.Timeout | undefined;
  private readonly siteRoot: string;
  private readonly log: (line: string) => void;
  /** Figures of the last build, for the benchmarks. */
  lastBuild: { peakRssMb: number } = { peakRssMb: 0 };

  private readonly opts: BuilderOptions;

  constructor(opts: BuilderOptions) {
    this.opts = opts;
    this.siteRoot = join(opts.dataDir, 'site');
    mkdirSync(this.siteRoot, { recursive: true });
    this.log = opts.log ?? ((line) => console.log(line));
    this.pointer = this.readPointer();
    this.dropOrphanedScratch();
  }

  private get scratchRoot(): string {
    return join(this.opts.root, '.astro', 'site-build');
  }

  /** Scratch folders of builds whose process was killed: their pid no longer runs. */
  private dropOrphanedScratch(): void {
    if (!existsSync(this.scratchRoot)) return;
    for (const name of readdirSync(this.scratchRoot)) {
      const pid = Number(name.split('-').pop());
      if (pid === process.pid || isRunning(pid)) continue;
      removePath(join(this.scratchRoot, name));
    }
  }

  /** The folder being served, or undefined before the first build finishes. */
  get currentDir(): string | undefined {
    return this.pointer?.dir;
  }

  /** True when the pages on disk match sources and content. */
  async isFresh(): Promise<boolean> {
    return !!this.pointer && this.pointer.fingerprint === (await this.opts.fingerprint());
  }

  /** Rebuild soon; many changes in a row cost one build, partial when every change says what it touched. */
  schedule(change: SiteChange = 'all'): void {
    if (change === 'all') this.pending.all = true;
    else {
      for (const k of change.keys) this.pending.keys.add(k);
      for (const k of change.removed) this.pending.removed.add(k);
    }
    this.pending.any = true;
    this.note(change);
    clearTimeout(this.timer);
    this.timer = setTimeout(
      () => void this.flush().catch((e) => this.log(`[site] build failed: ${String(e)}`)),
      this.opts.debounceMs ?? 300,
    );
  }

  /** Full build now (or right after the running one) and resolve when the new pages are live. */
  async rebuild(): Promise<void> {
    this.pending.all = true;
    this.pending.any = true;
    this.note('all');
    await this.flush();
  }

  private note(change: SiteChange): void {
    const entry = this.opts.journal?.queued(change);
    if (entry) this.pending.entries.push(entry.catch(() => 0));
  }

  stop(): void {
    clearTimeout(this.timer);
  }

  private async flush(): Promise<void> {
    while (this.running) await this.running.catch(() => undefined);
    if (!this.pending.any) return;
    const job = this.pending;
    this.pending = emptyPending();
    const live = this.pointer?.dir;
    this.running = this.journaled(job.entries, () =>
      !job.all && live
        ? this.buildPartial(live, [...job.keys], [...job.removed])
        : this.buildOnce(),
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
      await write(journal?.finished(ids, e instanceof Error ? e.message : String(e)));
      throw e;
    }
    await write(journal?.finished(ids));
  }

  /**
   * Renders only the pages a change touched (SITE_ONLY), lays them over a hard-linked copy of the
   * live build, drops pages of removed items and stale list pages, and swaps.
   */
  private async buildPartial(current: string, keys: string[], removed: string[]): Promise<void> {
    const fingerprint = await this.opts.fingerprint();
    const started = Date.now();
    const parts = join(this.siteRoot, `part-${started}`);
    this.log(`[site] updating ${keys.length ? keys.join(', ') : 'single pages'} / 正在更新页面 …`);
    try {
      await this.runAstro(parts, { SITE_ONLY: JSON.stringify(keys) });
      const dir = join(this.siteRoot, `build-${fingerprint}-${started}`);
      const tmp = `${dir}.tmp`;
      linkTree(current, tmp);
      // Later pages of a touched list may be fewer now, and a removed item's page must go.
      const stale = [...keys.filter((k) => k.startsWith('list:')), ...removed].map(pageDir);
      for (const dir of stale) {
        if (!dir) continue;
        removePath(join(tmp, dir));
        removePath(join(tmp, 'en', dir));
      }
      overlayTree(parts, tmp);
      renameSync(tmp, dir);
      this.swap({ dir, fingerprint, builtAt: new Date().toISOString() });
      this.log(
        `[site] pages updated in ${((Date.now() - started) / 1000).toFixed(1)} s / 页面已更新`,
      );
      this.prune(dir);
    } finally {
      removePath(parts);
    }
  }

  private async buildOnce(): Promise<void> {
    const fingerprint = await this.opts.fingerprint();
    const started = Date.now();
    const dir = join(this.siteRoot, `build-${fingerprint}-${started}`);
    const tmp = `${dir}.tmp`;
    this.log(`[site] building pages / 正在生成页面 …`);
    await this.runAstro(tmp);
    renameSync(tmp, dir);
    this.swap({ dir, fingerprint, builtAt: new Date().toISOString() });
    this.log(`[site] pages live in ${((Date.now() - started) / 1000).toFixed(1)} s / 页面已更新`);
    this.prune(dir);
  }

  private swap(pointer: Pointer): void {
    this.pointer = pointer;
    const pointerFile = join(this.siteRoot, 'current.json');
    writeFileSync(`${pointerFile}.tmp`, JSON.stringify(pointer));
    renameSync(`${pointerFile}.tmp`, pointerFile);
  }

  /**
   * Astro writes the server chunks that render the pages beside its output, and those chunks import
   * packages by name: they resolve only inside the project. So the build runs in a scratch folder of
   * the project and only the finished pages move to the data folder, wherever that is.
   */
  private async runAstro(outDir: string, extraEnv: Record<string, string> = {}): Promise<void> {
    const scratch = join(this.scratchRoot, `${basename(outDir)}-${process.pid}`);
    removePath(scratch);
    try {
      await this.spawnAstro(scratch, extraEnv);
      removePath(join(scratch, '.prerender'));
      moveTree(scratch, outDir);
    } finally {
      removePath(scratch);
    }
  }

  private spawnAstro(outDir: string, extraEnv: Record<string, string>): Promise<void> {
    const astroBin = join(this.opts.root, 'node_modules', 'astro', 'bin', 'astro.mjs');
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [astroBin, 'build'], {
        cwd: this.opts.root,
        env: {
          ...process.env,
          ...this.opts.env,
          SITE_API_URL: this.opts.apiUrl(),
          SITE_OUT_DIR: outDir,
          ...extraEnv,
          ASTRO_TELEMETRY_DISABLED: '1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const tail: string[] = [];
      const forward = (chunk: Buffer) => {
        for (const line of chunk.toString().split('\n')) {
          if (!line.trim()) continue;
          tail.push(line);
          if (tail.length > 40) tail.shift();
          this.log(`[site] ${line}`);
        }
      };
      child.stdout.on('data', forward);
      child.stderr.on('data', forward);
      child.on('error', reject);
      // Peak memory of the build, read from /proc while it runs (Linux), for the benchmarks.
      let peakKb = 0;
      const sample = setInterval(() => {
        try {
          const hwm = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1];
          if (hwm) peakKb = Math.max(peakKb, Number(hwm));
        } catch {
          /* not Linux, or the process just ended */
        }
      }, 200);
      child.on('exit', (code) => {
        clearInterval(sample);
        this.lastBuild = { peakRssMb: Math.round(peakKb / 1024) };
        if (code === 0) resolve();
        else {
          rmSync(outDir, { recursive: true, force: true });
          reject(new Error(`astro build exited with ${code}:\n${tail.join('\n')}`));
        }
      });
    });
  }

  /** Keep the live build and the one before it (a reader mid-navigation may still want its assets). */
  private prune(keep: string): void {
    const builds = readdirSync(this.siteRoot)
      .filter((n) => n.startsWith('build-'))
      .map((n) => join(this.siteRoot, n))
      .filter((p) => p !== keep)
      .sort(
        (a, b) =>
          Number(b.split('-').pop()?.replace('.tmp', '')) -
          Number(a.split('-').pop()?.replace('.tmp', '')),
      );
    for (const old of builds.slice(1)) rmSync(old, { recursive: true, force: true });
  }

  private readPointer(): Pointer | undefined {
    try {
      const p = JSON.parse(readFileSync(join(this.siteRoot, 'current.json'), 'utf8')) as Pointer;
      return existsSync(p.dir) ? p : undefined;
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
