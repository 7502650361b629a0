/**
 * The menu tree as the editor changes it: entries found by their place (`[0, 2]` is the third
 * entry under the first), added, removed, moved up or down among their siblings, and turned into
 * what the server takes. Each entry carries a key of its own so moving it keeps its inputs.
 */
import type { MenuEdit } from '../contract/site.contract.ts';

export interface MenuEntry {
  key: string;
  name: string;
  enName: string;
  path: string;
  hidden: boolean;
  children: MenuEntry[];
}

/** The header draws three levels; the server refuses a fourth. */
export const MENU_DEPTH = 3;

let made = 0;
const newKey = () => `e${++made}`;

export const blankEntry = (): MenuEntry => ({
  key: newKey(),
  name: '',
  enName: '',
  path: '',
  hidden: false,
  children: [],
});

/** The server's tree (with ids, nulls, no children where none) as entries. */
export function entriesOf(tree: readonly Record<string, unknown>[]): MenuEntry[] {
  return tree.map((n) => ({
    key: newKey(),
    name: String(n.name ?? ''),
    enName: String(n.enName ?? ''),
    path: String(n.path ?? ''),
    hidden: n.hidden === true,
    children: Array.isArray(n.children) ? entriesOf(n.children) : [],
  }));
}

/** What a save sends: empty English name and path as none, no keys, children only where some. */
export function editOf(entries: readonly MenuEntry[]): MenuEdit[] {
  return entries.map((e) => ({
    name: e.name,
    enName: e.enName.trim() || null,
    path: e.path.trim() || null,
    hidden: e.hidden,
    ...(e.children.length ? { children: editOf(e.children) } : {}),
  }));
}

/** A copy of the tree with the siblings list holding the entry at `at` changed by `change`. */
function atSiblings(
  tree: readonly MenuEntry[],
  parent: readonly number[],
  change: (siblings: MenuEntry[]) => MenuEntry[],
): MenuEntry[] {
  const [first, ...rest] = parent;
  if (first === undefined) return change([...tree]);
  return tree.map((e, i) =>
    i === first ? { ...e, children: atSiblings(e.children, rest, change) } : e,
  );
}

/** The entries under the entry at `parent` (the top level for `[]`). */
export function entriesAt(tree: readonly MenuEntry[], parent: readonly number[]): MenuEntry[] {
  return parent.reduce<readonly MenuEntry[]>((level, i) => level[i]?.children ?? [], tree).slice();
}

const split = (at: readonly number[]) => ({ parent: at.slice(0, -1), index: at.at(-1) ?? 0 });

export function updateEntry(
  tree: readonly MenuEntry[],
  at: readonly number[],
  patch: Partial<Omit<MenuEntry, 'key' | 'children'>>,
): MenuEntry[] {
  const { parent, index } = split(at);
  return atSiblings(tree, parent, (s) => s.map((e, i) => (i === index ? { ...e, ...patch } : e)));
}

export function removeEntry(tree: readonly MenuEntry[], at: readonly number[]): MenuEntry[] {
  const { parent, index } = split(at);
  return atSiblings(tree, parent, (s) => s.filter((_, i) => i !== index));
}

/** Adds a blank entry at the end of `parent`'s children (the top level for `[]`). */
export function addEntry(tree: readonly MenuEntry[], parent: readonly number[]): MenuEntry[] {
  if (parent.length >= MENU_DEPTH) return [...tree];
  return atSiblings(tree, parent, (s) => [...s, blankEntry()]);
}

/** Moves an entry one place up (-1) or down (+1) among its siblings; at an end it stays. */
export function moveEntry(
  tree: readonly MenuEntry[],
  at: readonly number[],
  by: -1 | 1,
): MenuEntry[] {
  const { parent, index } = split(at);
  return atSiblings(tree, parent, (s) => {
    const to = index + by;
    const moving = s[index];
    const other = s[to];
    if (!moving || !other) return s;
    s[to] = moving;
    s[index] = other;
    return s;
  });
}
