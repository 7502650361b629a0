/**
 * The console's review queues: what waits at each step the reviewer may decide, the items ticked
 * for a bulk pass, and the decisions. Each item is still moved by its own call, so the server's
 * one-step-at-a-time rule holds item by item: what another reviewer moved first is reported back,
 * never moved twice.
 */
import { atom } from 'nanostores';
import type { Translate } from '#i18n/index.ts';
import { beijingToday } from '#shared/format.ts';
import { hasPermi } from '#shared/permissions.ts';
import { ApiError } from '#client/errors.ts';
import { type ReviewItem, type ReviewSource, sourcesFor } from './review-sources.ts';

export type DeskMode = 'secretariat' | 'council';

export interface Queue {
  kind: string;
  items: ReviewItem[];
  /** The queue could not be read (the others still show). */
  failed?: boolean;
}

/** What narrows a queue: words of an item, and the days (Beijing) it was sent between. */
export interface QueueFilter {
  words: string;
  from: string;
  to: string;
}

export const NO_QUEUE_FILTER: QueueFilter = { words: '', from: '', to: '' };

export function shownItems(items: readonly ReviewItem[], f: QueueFilter): ReviewItem[] {
  const words = f.words.trim().toLowerCase();
  return items.filter((i) => {
    const sent = beijingToday(Date.parse(i.submittedAt));
    return (
      `${i.title} ${i.detail}`.toLowerCase().includes(words) &&
      (!f.from || sent >= f.from) &&
      (!f.to || sent <= f.to)
    );
  });
}

export function reviewDesk(mode: DeskMode) {
  const $queues = atom<Queue[] | undefined>(undefined);
  const $selected = atom<Record<string, number[]>>({});
  let sources: ReviewSource[] = [];

  async function load(t: Translate, permissions: readonly string[]): Promise<void> {
    sources = sourcesFor(mode, t).filter((s) => hasPermi(permissions, s.permission));
    const queues = await Promise.all(
      sources.map(async (s) => {
        try {
          return { kind: s.kind, items: await s.load() };
        } catch {
          return { kind: s.kind, items: [], failed: true };
        }
      }),
    );
    $queues.set(queues);
    // Ticks stay only on items still waiting.
    const waiting = Object.fromEntries(queues.map((q) => [q.kind, q.items.map((i) => i.id)]));
    $selected.set(
      Object.fromEntries(
        Object.entries($selected.get()).map(([k, ids]) => [
          k,
          ids.filter((id) => waiting[k]?.includes(id)),
        ]),
      ),
    );
  }

  function toggle(kind: string, id: number): void {
    const now = $selected.get()[kind] ?? [];
    const next = now.includes(id) ? now.filter((x) => x !== id) : [...now, id];
    $selected.set({ ...$selected.get(), [kind]: next });
  }

  /** Ticks or clears the rows shown (a search may show fewer than the queue holds). */
  function toggleAll(kind: string, shown: readonly number[]): void {
    const ticked = $selected.get()[kind] ?? [];
    const all = shown.length > 0 && shown.every((id) => ticked.includes(id));
    $selected.set({ ...$selected.get(), [kind]: all ? [] : [...shown] });
  }

  /**
   * Passes the ticked items of a queue one by one; those another reviewer moved first, or that
   * the server refused, are counted apart and stay for a look.
   */
  async function passSelected(
    kind: string,
    shown: readonly number[],
  ): Promise<{ passed: number; refused: number }> {
    // Only what the reviewer can see is passed, even if a tick outlived a change of search.
    const ids = ($selected.get()[kind] ?? []).filter((id) => shown.includes(id));
    const items = $queues.get()?.find((q) => q.kind === kind)?.items ?? [];
    let passed = 0;
    let refused = 0;
    for (const item of items.filter((i) => ids.includes(i.id))) {
      try {
        await item.decide('pass', '');
        passed++;
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        refused++;
      }
    }
    $selected.set({ ...$selected.get(), [kind]: [] });
    return { passed, refused };
  }

  return { $queues, $selected, load, toggle, toggleAll, passSelected };
}

export type ReviewDesk = ReturnType<typeof reviewDesk>;

const desks = new Map<DeskMode, ReviewDesk>();
export function reviewDeskOf(mode: DeskMode): ReviewDesk {
  let desk = desks.get(mode);
  if (!desk) {
    desk = reviewDesk(mode);
    desks.set(mode, desk);
  }
  return desk;
}
