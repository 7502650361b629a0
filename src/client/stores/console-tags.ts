/**
 * The console's tags: the pages opened in this tab, in the order they were opened, so a staff
 * member moves between them without the menu. They are kept for the tab (sessionStorage), so a
 * reload or a switch of language finds them again. The start page is always the first tag and
 * cannot be closed.
 */
import { atom } from 'nanostores';
import { CONSOLE_ROUTES, type ConsolePath } from '#shared/console-routes.ts';

const TAGS_KEY = 'console-tags';
const HOME: ConsolePath = '';

function tabStorage(): Pick<Storage, 'getItem' | 'setItem'> | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/** Known paths only, the start page first, each once. */
export function cleanTags(paths: readonly unknown[]): ConsolePath[] {
  const known = CONSOLE_ROUTES.map((r) => r.path).filter((p) => paths.includes(p) && p !== HOME);
  const order = paths.filter((p): p is ConsolePath => known.includes(p as ConsolePath));
  return [HOME, ...new Set(order)];
}

function restore(): ConsolePath[] {
  try {
    const saved: unknown = JSON.parse(tabStorage()?.getItem(TAGS_KEY) ?? '[]');
    return cleanTags(Array.isArray(saved) ? saved : []);
  } catch {
    return [HOME];
  }
}

export const $tags = atom<ConsolePath[]>(restore());

function keep(tags: ConsolePath[]): void {
  try {
    tabStorage()?.setItem(TAGS_KEY, JSON.stringify(tags));
  } catch {
    /* the tags hold for this page only */
  }
  $tags.set(tags);
}

export function openTag(path: ConsolePath): void {
  if (!$tags.get().includes(path)) keep([...$tags.get(), path]);
}

/**
 * Closes one tag (never the start page). When it was the page on screen, answers where to go
 * instead: the tag before it, as a browser does with its tabs.
 */
export function closeTag(path: ConsolePath, current: ConsolePath): ConsolePath | undefined {
  const tags = $tags.get();
  const at = tags.indexOf(path);
  if (path === HOME || at < 0) return undefined;
  keep(tags.filter((p) => p !== path));
  return path === current ? (tags[at - 1] ?? HOME) : undefined;
}

/** Keeps the start page and the given tag. */
export function closeOtherTags(path: ConsolePath): void {
  keep(cleanTags([path]));
}

/**
 * Closes the tags on one side of `path` ('left', 'right') or every tag but the start page
 * ('all'). When the page on screen was closed, answers where to go instead: `path` itself, or the
 * start page once everything is closed.
 */
export function closeTagsBeside(
  path: ConsolePath,
  side: 'left' | 'right' | 'all',
  current: ConsolePath,
): ConsolePath | undefined {
  const tags = $tags.get();
  const at = tags.indexOf(path);
  if (at < 0) return undefined;
  const kept =
    side === 'all'
      ? [HOME]
      : tags.filter((p, i) => p === HOME || (side === 'left' ? i >= at : i <= at));
  keep(kept);
  if (kept.includes(current)) return undefined;
  return side === 'all' ? HOME : path;
}
