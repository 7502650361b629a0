/**
 * The server's side of the warm renderer (renderer.ts): starts it, sends it one request at a time
 * and follows its memory. A cold build starts a new process (the old one, with its old bundle,
 * goes); every later round goes to that process while it lives.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type RendererRequest = {
  id: number;
  kind: 'build' | 'render';
  outDir: string;
  only: string[] | null;
  /** A build that bundles now and renders once told 'go' (bundleAhead). */
  held?: boolean;
};
/**
 * A request, the word that a held build may render now, or that the running round should stop
 * after the pages it has begun (newer changes go first; no answer but the round's own).
 */
export type RendererMessage = RendererRequest | { kind: 'go' } | { kind: 'yield' };
export type RendererReply = { id: number; pages?: number; error?: string; yielded?: boolean };

/** A round stopped for newer changes (`yieldRound`): nothing failed, its pages are not whole. */
export class RoundYielded extends Error {
  constructor() {
    super('the round gave way to newer changes / 让位于更新的修改');
  }
}

export interface RendererOptions {
  root: string;
  env: () => Record<string, string | undefined>;
  log: (line: string) => void;
  /** A cap on the renderer's heap (SITE_RENDERER_HEAP_MB): smaller, but slower. */
  heapMb?: number;
}

/**
 * The bundler's native allocator (mimalloc, in rolldown) commits its whole arena up front and
 * keeps freed pages a second. Without that, a cold build's bundling peaked at about 680 MB
 * instead of 950 (and took no longer), and the whole 10,000-article build at 0.75 GB instead
 * of 1.1. The operator's environment may still set them.
 */
const LEAN_BUNDLER = { MIMALLOC_ARENA_EAGER_COMMIT: '0', MIMALLOC_PURGE_DELAY: '0' };

type Waiter = { resolve: (pages: number) => void; reject: (err: Error) => void };

export class WarmRenderer {
  private child: ChildProcess | undefined;
  /** The requests each process has not answered yet: a process that dies fails only its own. */
  private waiting = new Map<ChildProcess, Map<number, Waiter>>();
  private nextId = 1;
  /** Lines the process printed last, kept for the error of a build that fails. */
  private tail: string[] = [];
  private peakKb = 0;
  private built = false;
  /** A full build begun before the server could answer (bundleAhead), waiting to render. */
  private ahead: { outDir: string; pages: Promise<number> } | undefined;
  private readonly opts: RendererOptions;

  constructor(opts: RendererOptions) {
    this.opts = opts;
  }

  /** True when a process has built and can render rounds. */
  get warm(): boolean {
    return !!this.child && this.child.exitCode === null && this.built;
  }

  /** Peak memory of the process so far, for the benchmarks (Linux). */
  get peakRssMb(): number {
    this.samplePeak();
    return Math.round(this.peakKb / 1024);
  }

  /**
   * Starts a full build into `outDir` at once, while the server is not ready yet: it bundles
   * (most of a first build's time, and no content needed) and waits to render until `build` asks
   * for the same folder.
   */
  bundleAhead(outDir: string): void {
    this.stop();
    this.start();
    const pages = this.send({ kind: 'build', outDir, only: null, held: true });
    // Failed or stopped: told when `build` asks for it, or never if it does not.
    pages.catch(() => undefined);
    this.ahead = { outDir, pages };
  }

  /** The folder a build bundled ahead writes into, until it is asked for or stopped. */
  get aheadDir(): string | undefined {
    return this.ahead?.outDir;
  }

  /** Bundles and renders in a new process (or lets a build bundled ahead render); pages go to `outDir`. */
  async build(outDir: string, only: string[] | null): Promise<number> {
    const ahead = this.ahead;
    this.ahead = undefined;
    let pages: Promise<number>;
    if (ahead && ahead.outDir === outDir && only === null && this.child) {
      this.child.send({ kind: 'go' } satisfies RendererMessage);
      pages = ahead.pages;
    } else {
      this.stop();
      this.start();
      pages = this.send({ kind: 'build', outDir, only });
    }
    const count = await pages;
    this.built = true;
    return count;
  }

  /** Renders every page (only null) or the pages of some keys into `outDir`, from the warm bundle. */
  render(outDir: string, only: string[] | null): Promise<number> {
    if (!this.warm) return Promise.reject(new Error('the renderer is not warm'));
    return this.send({ kind: 'render', outDir, only });
  }

  /** Asks the running round to stop after the pages it has begun (its answer: RoundYielded). */
  yieldRound(): void {
    if (this.warm) this.child?.send({ kind: 'yield' } satisfies RendererMessage);
  }

  stop(): void {
    this.built = false;
    this.ahead = undefined;
    const child = this.child;
    this.child = undefined;
    if (child && child.exitCode === null) child.kill('SIGTERM');
  }

  private start(): void {
    this.tail = [];
    this.peakKb = 0;
    const child = fork(join(this.opts.root, 'src/server/site/renderer.ts'), [], {
      cwd: this.opts.root,
      execArgv: [
        '--expose-gc',
        ...(this.opts.heapMb ? [`--max-old-space-size=${this.opts.heapMb}`] : []),
      ],
      env: { ...LEAN_BUNDLER, ...process.env, ...this.opts.env(), ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    const waiting = new Map<number, Waiter>();
    this.waiting.set(child, waiting);
    const forward = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        if (!line.trim()) continue;
        this.tail.push(line);
        if (this.tail.length > 40) this.tail.shift();
        this.opts.log(`[site] ${line}`);
      }
    };
    child.stdout?.on('data', forward);
    child.stderr?.on('data', forward);
    child.on('message', (reply: RendererReply) => {
      const waiter = waiting.get(reply.id);
      waiting.delete(reply.id);
      if (reply.yielded) waiter?.reject(new RoundYielded());
      else if (reply.error === undefined) waiter?.resolve(reply.pages ?? 0);
      else waiter?.reject(new Error(`${reply.error}\n${this.tail.join('\n')}`.trim()));
    });
    const fail = (why: Error) => {
      if (this.child === child) this.stop();
      for (const waiter of waiting.values()) waiter.reject(why);
      waiting.clear();
      this.waiting.delete(child);
    };
    child.on('error', (err) => fail(new Error(`the page renderer failed: ${err.message}`)));
    child.on('exit', (code, signal) => {
      const tail = this.tail.join('\n');
      // What to do about it, said where the operator reads the failure.
      const hint = /heap out of memory|Reached heap limit/.test(tail)
        ? '\nthe renderer ran out of memory: raise SITE_RENDERER_HEAP_MB'
        : '';
      fail(new Error(`the page renderer stopped (${signal ?? code}):\n${tail}${hint}`));
    });
    this.child = child;
  }

  private send(request: Omit<RendererRequest, 'id'>): Promise<number> {
    const child = this.child;
    const waiting = child && this.waiting.get(child);
    if (!child || !waiting) return Promise.reject(new Error('the renderer is not running'));
    const id = this.nextId++;
    const sample = setInterval(() => this.samplePeak(), 200);
    return new Promise<number>((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      child.send({ ...request, id }, (err) => {
        if (!err) return;
        waiting.delete(id);
        reject(new Error(`the page renderer could not be asked: ${err.message}`));
      });
    }).finally(() => clearInterval(sample));
  }

  private samplePeak(): void {
    if (!this.child?.pid) return;
    try {
      const status = readFileSync(`/proc/${this.child.pid}/status`, 'utf8');
      const hwm = /VmHWM:\s+(\d+)/.exec(status)?.[1];
      if (hwm) this.peakKb = Math.max(this.peakKb, Number(hwm));
    } catch {
      /* not Linux, or the process just ended */
    }
  }
}
