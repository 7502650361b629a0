/**
 * The builder's queue: the changes waiting for the next build, gathered while the editors type.
 * Many changes in a row cost one build, partial when every change said what it touched; the
 * quiet moment is a debounce, and a change during a build waits for the next one.
 */
import { listPageKey, wholeList } from '#shared/page-keys.ts';
import type { SiteChange } from './content-version.ts';

/** What the next build covers. */
export interface Pending {
  any: boolean;
  /** A change said "everything": the build is a full one. */
  all: boolean;
  keys: Set<string>;
  removed: Set<string>;
  /** Whole lists whose first page is live already: rendered whole, not split again. */
  rest: Set<string>;
  /** The journal rows of the changes this build covers. */
  entries: Promise<number>[];
}

const emptyPending = (): Pending => ({
  any: false,
  all: false,
  keys: new Set<string>(),
  removed: new Set<string>(),
  rest: new Set<string>(),
  entries: [],
});

export class BuildQueue {
  private pending = emptyPending();
  /** Lists whose later pages wait for a round of their own, after the changes pending. */
  private later = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private readonly due: () => void;
  private readonly debounceMs: number;
  private readonly arrived: () => void;

  /** `due` runs once the changes have been quiet for `debounceMs`; `arrived` at each change. */
  constructor(due: () => void, debounceMs: number, arrived: () => void = () => undefined) {
    this.due = due;
    this.debounceMs = debounceMs;
    this.arrived = arrived;
  }

  /** Whether anything waits to be built. */
  get any(): boolean {
    return this.pending.any || this.later.size > 0;
  }

  /** Adds a change (with its journal row, when one was written) and waits for quiet again. */
  add(change: SiteChange, entry: Promise<number> | undefined): void {
    if (change === 'all') {
      this.pending.all = true;
      this.later.clear();
    } else {
      for (const k of change.keys) {
        this.pending.keys.add(k);
        // A new change to the list covers its later pages: its first page first again.
        this.later.delete(k);
      }
      for (const k of change.removed) this.pending.removed.add(k);
    }
    this.pending.any = true;
    if (entry) this.pending.entries.push(entry.catch(() => 0));
    clearTimeout(this.timer);
    this.timer = setTimeout(this.due, this.debounceMs);
    this.arrived();
  }

  /**
   * The later pages of lists whose first page just went live (or whose round gave way to newer
   * changes): a round of their own, after the changes pending, without waiting for a quiet
   * moment (the caller's build loop takes them at once). No journal row: the pointer says they
   * are unfinished until then, so a restart meanwhile builds every page.
   */
  addRest(lists: string[]): void {
    // A newer change to the list, waiting already, covers them.
    for (const k of lists) if (!this.pending.keys.has(k) && !this.pending.all) this.later.add(k);
  }

  /**
   * What waits, handed over whole to the build that takes it: the changes pending, else the
   * lists' later pages (`rest`: rendered whole).
   */
  take(): Pending {
    if (!this.pending.any && this.later.size) {
      const lists = this.later;
      this.later = new Set();
      return { ...emptyPending(), any: true, keys: lists, rest: new Set(lists) };
    }
    const job = this.pending;
    this.pending = emptyPending();
    return job;
  }

  /** No quiet moment is waited for: the caller builds now, or not at all. */
  stopWaiting(): void {
    clearTimeout(this.timer);
  }
}

/**
 * A list whose items moved (a new item, one taken down) is every one of its pages: at 100,000
 * articles about 400 a language. Its first page is what readers look at, so a round renders that
 * page with the change's other pages and goes live; the list's later pages follow in the next
 * round (`rest`). Lists already split once (`job.rest`) are rendered whole.
 */
export function firstPagesFirst(job: Pick<Pending, 'keys' | 'rest'>): {
  now: string[];
  rest: string[];
} {
  const now = new Set<string>();
  const rest: string[] = [];
  for (const key of job.keys) {
    const list = wholeList(key);
    if (list === undefined || job.rest.has(key)) now.add(key);
    else {
      now.add(listPageKey(list, 1));
      rest.push(key);
    }
  }
  return { now: [...now], rest };
}
